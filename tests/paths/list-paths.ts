// `npx tsx tests/paths/list-paths.ts [model]`: prints the generated paths step by step, without a
// browser or server, so QA can read what a run will do (docs/path-tests.md).
import { checkoutPaths } from './checkout.paths.ts';
import { passwordResetPaths } from './password-reset.paths.ts';
import { signInPaths } from './sign-in.paths.ts';
import { generatePaths, type BrowserModel } from './path-model.ts';
import { describePath } from './run-path.ts';

const models: BrowserModel[] = [signInPaths, passwordResetPaths, checkoutPaths];
for (const model of models.filter((m) => !process.argv[2] || m.id === process.argv[2])) {
  const paths = generatePaths(model);
  console.log(`${model.title}: ${paths.length} paths`);
  for (const p of paths) console.log(describePath(model, p).join('\n'));
}
