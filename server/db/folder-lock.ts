import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processAlive } from '../lib/process-alive.ts';

/** The file that says which process has a PGlite folder open. */
export const LOCK_FILE = 'storefront.pid';

/** Folders this process holds: a file naming this process's own pid is otherwise a leftover. */
const held = new Set<string>();

/**
 * PGlite is PostgreSQL inside one process, writing its folder with nobody else's say: a second
 * process on the same folder would start, then the two would overwrite each other's pages. So the
 * folder is claimed with a file holding the owner's pid, and a second process stops with a message
 * saying who has it. A file left by a process that died is taken over.
 */
export function lockFolder(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE);
  if (held.has(dir)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(dir);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(dir);
        process.removeListener('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processAlive(owner)) throw inUse(dataDir, owner);
      // Left by a process that is gone (or by an earlier life of this pid, as in a container).
      unlinkSync(file);
    }
  }
  throw new Error(`DATA_DIR "${dataDir}": could not claim ${LOCK_FILE}`);
}

/** The live process that holds the folder, if another one does (for tools that want to say so first). */
export function folderHolder(dataDir: string): number | null {
  try {
    const owner = Number.parseInt(readFileSync(join(resolve(dataDir), LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(owner) && owner !== process.pid && processAlive(owner) ? owner : null;
  } catch {
    return null;
  }
}

function inUse(dataDir: string, pid: number): Error {
  return new Error(
    `DATA_DIR "${dataDir}" is in use by process ${pid}. The embedded database (PGlite) serves one process; ` +
      `to run several, give them one PostgreSQL database (DATABASE_URL). If process ${pid} is not a ` +
      `storefront server, remove ${join(dataDir, LOCK_FILE)}.`,
  );
}
