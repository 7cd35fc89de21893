// Module customization hooks (node:module register) of module-log.mjs: they run on the loader's own
// thread and write each resolved URL at once, so the file is complete by the time a module runs.
import { appendFileSync } from 'node:fs';

let file = '';

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
