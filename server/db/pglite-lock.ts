import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: a second process opening the same folder while the server
 * runs would corrupt it. The server leaves its process id in the folder while it runs, so tools
 * that open the folder themselves (`npm run ops -- keys create`) can refuse with a clear message.
 */
const FILE = 'server.pid';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The process id of a live server holding the folder, or null. */
export function dataDirHolder(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dataDir, FILE), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Marks the folder as held by this process; the returned function lets go. */
export function holdDataDir(dataDir: string): () => void {
  const file = join(dataDir, FILE);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
