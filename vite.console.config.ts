import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';

const here = import.meta.dirname;

/**
 * The staff console (docs/console.md): a bundle of its own, built after the shop's into
 * dist/console and served by the server at /admin (server/console-static.ts). Nothing here
 * touches the shop's build: its own root, route tree and output folder.
 */
export default defineConfig({
  root: join(here, 'src/console'),
  base: '/admin/',
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: join(here, 'src/console/routes'),
      generatedRouteTree: join(here, 'src/console/routeTree.gen.ts'),
      tmpDir: join(here, '.tanstack/tmp'),
    }),
    react(),
    precompress(),
  ],
  server: { port: 5174, proxy: { '/admin/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: join(here, 'dist/console'),
    emptyOutDir: true,
    sourcemap: true,
    // elkjs alone, in the Flows page's own chunk, is 1.4 MB minified (docs/flows.md).
    chunkSizeWarningLimit: 1600,
  },
});
