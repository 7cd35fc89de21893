/**
 * A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside each text asset of the
 * build, which the server sends to browsers that accept them (server/static.ts, `precompressed`).
 * Compressing once at build time lets us use the slowest, smallest settings (brotli 11, gzip 9)
 * that would cost too much per request; participants on phones download a third of the bytes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Compressible text assets; source maps are for developers' tools and stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => join(e.parentPath, e.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: 9 }),
      ]);
      // A copy no smaller than the original would only cost the browser decoding time.
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
      written += 1;
    }),
  );
  return written;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront:precompress',
    // The size check in `npm test` builds only to read the manifest: PRECOMPRESS=off spares it the
    // seconds brotli takes. The server rendering build (dist-server) is read by Node, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.PRECOMPRESS !== 'off',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      await precompressDir(join(outDir, 'assets'));
    },
  };
}
