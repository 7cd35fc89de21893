// Lines of production code and of tests per folder, at one commit or two side by side:
//   npx tsx scripts/line-counts.ts [<before> [<after>]]     (after defaults to HEAD)
// Counts TypeScript, TSX, CSS and SQL files tracked by git; generated files (*.gen.ts) are left
// out. A test file is one named *.test.ts(x), or any file under tests/ or src/test/.
import { execFileSync } from 'node:child_process';

const CODE = /\.(ts|tsx|css|sql)$/;
const GENERATED = /\.gen\.ts$/;
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('tests/') || path.startsWith('src/test/');

/** The folder a file is counted in: two levels for src/ and server/, one elsewhere. */
function folderOf(path: string): string {
  const parts = path.split('/');
  if ((parts[0] === 'src' || parts[0] === 'server') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '(top level)';
}

type Counts = Map<string, { code: number; tests: number }>;

function countAt(rev: string): Counts {
  const output = execFileSync('git', ['grep', '-c', '', rev, '--', '.'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const counts: Counts = new Map();
  for (const line of output.split('\n')) {
    const match = /^[^:]+:(.+):(\d+)$/.exec(line);
    if (!match) continue;
    const [, path, lines] = match as unknown as [string, string, string];
    if (!CODE.test(path) || GENERATED.test(path)) continue;
    // A test counts with the folder of the code it tests: tests/server/x mirrors server/x.
    const folder = folderOf(path.startsWith('tests/server/') ? path.slice('tests/'.length) : path);
    const entry = counts.get(folder) ?? { code: 0, tests: 0 };
    if (isTest(path)) entry.tests += Number(lines);
    else entry.code += Number(lines);
    counts.set(folder, entry);
  }
  return counts;
}

const [before, after = 'HEAD'] = process.argv.slice(2);
const revs = before ? [before, after] : [after];
const tables = revs.map(countAt);
const folders = [...new Set(tables.flatMap((t) => [...t.keys()]))].sort();
const cell = (t: Counts, f: string) => t.get(f) ?? { code: 0, tests: 0 };
const header = revs.flatMap((r) => [`code ${r}`, `tests ${r}`]);
console.log(`| folder | ${header.join(' | ')} |`);
console.log(`|---|${header.map(() => '---:').join('|')}|`);
const totals = tables.map(() => ({ code: 0, tests: 0 }));
for (const folder of folders) {
  const row = tables.flatMap((t, i) => {
    const c = cell(t, folder);
    totals[i]!.code += c.code;
    totals[i]!.tests += c.tests;
    return [c.code, c.tests];
  });
  console.log(`| ${folder} | ${row.join(' | ')} |`);
}
console.log(`| **total** | ${totals.flatMap((t) => [t.code, t.tests]).join(' | ')} |`);
