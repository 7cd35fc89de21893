/**
 * The repository explains itself: code, tests, configs and docs cite the product rules in
 * docs/product/ (docs/product/README.md says how) and the other docs/ pages, never a document
 * kept elsewhere or a work-item number. This scans every tracked file and names the file and
 * line of each reference that points outside.
 *
 * The patterns are built from pieces, so this file does not match them itself.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server-process.ts';

const SECTION_SIGN = String.fromCharCode(0xa7);

/** Each kind of outside reference, with what to write instead. */
const OUTSIDE_REFERENCES: ReadonlyArray<{ pattern: RegExp; instead: string }> = [
  // Whole word in capitals only: PASSWORD_SPECIAL_PATTERN and "spec" files are fine.
  { pattern: new RegExp('\\b' + 'SP' + 'EC' + '\\b'), instead: 'a docs/product rule, e.g. [cart 4]' },
  { pattern: new RegExp('\\bDEMO' + '\\.md\\b'), instead: 'docs/product/demo.md and its rule' },
  { pattern: new RegExp('\\.\\./' + 'shared\\b|/work/' + 'shared\\b'), instead: 'a page under docs/' },
  { pattern: new RegExp(SECTION_SIGN), instead: 'a docs/product rule number' },
  { pattern: new RegExp('\\b[Ii]ssues?' + ' #?[0-9]+'), instead: 'the docs page of the topic, or nothing' },
];

interface OutsideReference {
  line: number;
  text: string;
  instead: string;
}

/** Every line of `text` that refers to a document outside the repository or to a work-item number. */
function findOutsideReferences(text: string): OutsideReference[] {
  const found: OutsideReference[] = [];
  text.split('\n').forEach((lineText, index) => {
    const hit = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(lineText));
    if (hit) found.push({ line: index + 1, text: lineText.trim(), instead: hit.instead });
  });
  return found;
}

describe('findOutsideReferences', () => {
  it('finds each kind of outside reference, on its line', () => {
    const lines = [
      '// fine',
      `// ${'SP' + 'EC'} ${SECTION_SIGN}4: applied after 500 ms`,
      `// the fixtures of ${'DEMO' + '.md'}`,
      `[demo](../${'shared'}/demo)`,
      `// bare ${SECTION_SIGN}5 after an earlier mention`,
      `// faster pages (${'issue'} 9)`,
      `// ${'Issues'} #5 and 7`,
    ];
    expect(findOutsideReferences(lines.join('\n')).map((found) => found.line)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('leaves alone the words that only look alike', () => {
    const text = [
      'export const PASSWORD_SPECIAL_PATTERN = /x/;',
      "describe('a spec file', () => {});",
      '// [cart 4]; product/demo.md rule 13; docs/performance.md',
      '// an issue with 2 fields; Issue the refund; the shared folder; demo.md',
    ].join('\n');
    expect(findOutsideReferences(text)).toEqual([]);
  });
});

describe('the repository', () => {
  it('refers to no document outside itself and to no work-item number', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file !== '' && !file.startsWith('node_modules/'));
    expect(files.length).toBeGreaterThan(100);

    const problems: string[] = [];
    for (const file of files) {
      let content: string;
      try {
        content = readFileSync(join(repoRoot, file), 'utf8');
      } catch {
        continue; // listed but not on disk (deleted in the work tree)
      }
      if (content.includes('\0')) continue; // binary
      for (const found of findOutsideReferences(content)) {
        problems.push(`${file}:${found.line}: ${found.text.slice(0, 120)}  → cite ${found.instead}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
