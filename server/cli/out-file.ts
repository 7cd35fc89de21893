import { closeSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A file that is made ready before the call whose answer it will hold: an orders export moves the
 * server's cursor, so an `--out` that cannot be written (a folder that does not exist, no
 * permission) must fail before the call, not after the orders were marked handed over. The text
 * goes to a temporary file next to it and takes the file's name once written whole, so an
 * earlier file of that name stays as it was until then.
 */
export function prepareOutFile(path: string): { commit(text: string): void; discard(): void } {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${path} is a folder; --out names the file to write.`);
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.part`);
  const fd = openSync(temp, 'wx');
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    commit(text) {
      try {
        writeFileSync(fd, text);
        close();
        renameSync(temp, path);
      } catch (error) {
        this.discard();
        throw error;
      }
    },
    discard() {
      close();
      rmSync(temp, { force: true });
    },
  };
}
