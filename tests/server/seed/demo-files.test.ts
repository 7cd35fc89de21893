// The committed demo/ files are what `npm run demo:files` writes from the seed's people: a change
// to server/seed/people.ts without running it fails here, not as a puzzling difference in the seeded demo.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedHashes, DEMO_DIR, demoFiles } from '../../../server/seed/demo-files.ts';
import { DEMO_PASSWORDS, type PasswordKey } from '../../../server/seed/people.ts';

describe('demo/ files', () => {
  it('hold a hash of each published demo password', async () => {
    expect(Object.keys(await committedHashes()).sort()).toEqual(Object.keys(DEMO_PASSWORDS).sort());
  });

  it('are what npm run demo:files writes', async () => {
    const files = demoFiles((await committedHashes()) as Record<PasswordKey, string>);
    expect(files.size).toBeGreaterThanOrEqual(6);
    for (const [name, text] of files) expect(readFileSync(`${DEMO_DIR}${name}`, 'utf8'), `demo/${name}: run npm run demo:files`).toBe(text);
  });
});
