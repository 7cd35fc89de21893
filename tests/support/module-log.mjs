// Preloaded into a server child process (NODE_OPTIONS=--import=<this file>, MODULE_LOG=<file>):
// every module the process resolves, ours and the packages', is appended to MODULE_LOG as one URL a
// line, as it is resolved, so a test can read which modules a start loaded. Plain JavaScript: it
// runs before tsx is registered.
import { register } from 'node:module';

if (!process.env.MODULE_LOG) throw new Error('module-log.mjs needs MODULE_LOG, the file to append to');
register('./module-log-hooks.mjs', import.meta.url, { data: { file: process.env.MODULE_LOG } });
