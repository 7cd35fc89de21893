// `npm run demo:files`: writes the demo's operator files into demo/ (server/seed/demo-files.ts
// builds them). The committed password hashes are kept while they still match the published
// demo passwords, so running it again changes nothing unless the demo's people changed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../server/lib/passwords.ts';
import { committedHashes, DEMO_DIR, demoFiles } from '../server/seed/demo-files.ts';
import { DEMO_PASSWORDS, type PasswordKey } from '../server/seed/people.ts';

const kept = await committedHashes();
const hashes = {} as Record<PasswordKey, string>;
for (const key of Object.keys(DEMO_PASSWORDS) as PasswordKey[]) hashes[key] = kept[key] ?? (await hashPassword(DEMO_PASSWORDS[key]));

for (const [name, text] of demoFiles(hashes)) {
  const file = path.join(DEMO_DIR, name);
  let before: string | null = null;
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // Not written yet.
  }
  if (before === text) {
    console.log(`unchanged  demo/${name}`);
    continue;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${before === null ? 'written  ' : 'updated  '}  demo/${name}`);
}
