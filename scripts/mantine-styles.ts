/**
 * Writes src/theme/mantine-styles.ts from the last build (`npm run build` first): one import per
 * @mantine/core component sheet the build needs. See bench/lib/mantine-styles.ts.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mantineComponentsInBuild, sheetsFor, stylesModule } from '../bench/lib/mantine-styles.ts';
import { repoRoot } from '../tests/support/server-process.ts';

const sheets = sheetsFor(mantineComponentsInBuild(resolve(repoRoot, process.argv[2] ?? 'dist')));
const target = join(repoRoot, 'src', 'theme', 'mantine-styles.ts');
writeFileSync(target, stylesModule(sheets));
console.log(`wrote ${target}: ${sheets.length} component sheets`);
