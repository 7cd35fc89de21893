import { rmSync } from 'node:fs';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { processAlive } from '../lib/process-alive.ts';

/**
 * Where uploads wait for their import: a folder per server process in the machine's temp folder
 * (TMPDIR), `storefront-spool-<host>-<pid>-<random>`, made with mkdtemp (private to this user, a
 * name nobody could have prepared). Each upload gets a folder inside it, removed when its request
 * ends; the process's folder is removed when it exits.
 *
 * Why per process and named by pid: a process that dies (kill -9, out of memory) leaves its
 * uploads behind, and the next start should remove them; but several server processes share one
 * machine's temp folder (two behind nginx, a CLI, tests), so a start may only remove folders
 * whose owner is gone. The pid says who the owner is; `process.kill(pid, 0)` says whether it still
 * runs. A pid reused by another process only keeps a dead folder longer, never removes a live
 * one. The host name stays in the name because containers sharing a temp volume have pid spaces
 * of their own: a folder of another host is never judged here. (A folder under DATA_DIR would
 * not do: DATA_DIR is `memory` for some, and servers on one PostgreSQL may share it.)
 */
const PREFIX = 'storefront-spool-';

export interface SpoolFile {
  /** Resolves once every byte is on disk (the OS's cache); rejects with the disk's error. */
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** Opens a new spool file; tests swap it for a disk that fails (Deps.openSpoolFile). */
export type OpenSpoolFile = (path: string) => Promise<SpoolFile>;

/**
 * A file handle rather than a write stream: every write is awaited, so a write's failure (ENOSPC)
 * is the awaiting code's error and never an unheard 'error' event, and nothing is in flight
 * when the file is closed.
 */
export const openSpoolFile: OpenSpoolFile = async (path) => {
  const handle = await open(path, 'wx', 0o600);
  return {
    async write(bytes) {
      for (let at = 0; at < bytes.byteLength;) at += (await handle.write(bytes, at, bytes.byteLength - at)).bytesWritten;
    },
    close: () => handle.close(),
  };
};

const host = () => hostname().replace(/[^A-Za-z0-9.]/g, '_');
const NAME = /^storefront-spool-(.+)-([0-9]+)-[A-Za-z0-9]{6}$/;

/** The start of the spool folder's name of process `pid` on this host (mkdtemp adds six characters). */
export const spoolFolderPrefix = (pid: number) => `${PREFIX}${host()}-${pid}-`;

let folder: Promise<string> | undefined;

/** This process's spool folder, made at its first upload. */
function spoolFolder(): Promise<string> {
  if (!folder) {
    const made = mkdtemp(join(tmpdir(), spoolFolderPrefix(process.pid)));
    folder = made;
    made.then(
      (path) => process.once('exit', () => rmSync(path, { recursive: true, force: true })),
      // A failed attempt (a full disk) is tried again by the next upload.
      () => {
        if (folder === made) folder = undefined;
      },
    );
  }
  return folder;
}

/**
 * A new folder for one upload, inside this process's. Should the process's folder be gone (a temp
 * cleaner removes what it thinks old), it is made again.
 */
export async function newUploadFolder(): Promise<string> {
  const current = spoolFolder();
  try {
    return await mkdtemp(join(await current, 'upload-'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (folder === current) folder = undefined;
    return mkdtemp(join(await spoolFolder(), 'upload-'));
  }
}

/**
 * Removes the spool folders of this host's processes that are gone (run at start); returns their
 * names. A folder with this process's own pid that is not its current one is an earlier life of
 * the pid (as in a container, where the server is often pid 1).
 */
export async function removeLeftoverSpools(dir = tmpdir()): Promise<string[]> {
  const own = folder ? await folder.catch(() => undefined) : undefined;
  const removed: string[] = [];
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const match = NAME.exec(name);
    if (!match || match[1] !== host() || join(dir, name) === own) continue;
    const pid = Number(match[2]);
    if (pid !== process.pid && processAlive(pid)) continue;
    try {
      await rm(join(dir, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Another user's (the temp folder is shared): theirs to remove.
    }
  }
  return removed;
}
