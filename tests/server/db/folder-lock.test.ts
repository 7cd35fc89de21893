import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFolder, LOCK_FILE } from '../../../server/db/folder-lock.ts';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockFolder (one process per PGlite folder)', () => {
  it('claims the folder with this pid, refuses it twice, frees it on release', () => {
    const dir = fresh();
    const release = lockFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockFolder(dir)).toThrow(`DATA_DIR "${dir}" is in use by process ${process.pid}`);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockFolder(dir)();
  });

  it('refuses a folder another live process holds, naming it and the way out', () => {
    const dir = fresh();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockFolder(dir)).toThrow(
      new RegExp(`in use by process ${process.ppid}\\. .*PostgreSQL database \\(DATABASE_URL\\).*remove ${join(dir, LOCK_FILE)}`),
    );
    // Not taken over: still the other process's.
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a file left by a process that is gone, or by an earlier life of this pid', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const dir = fresh();
    writeFileSync(join(dir, LOCK_FILE), `${dead}\n`);
    const release = lockFolder(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    // A container restarts its server as the same pid (1): the file names this pid, and no lock is held here.
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    lockFolder(dir)();
  });
});
