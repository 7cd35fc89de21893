import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';

// The router plugin must run before React's so route files are code-split first.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/token': 'http://127.0.0.1:3000', '/signin-oidc': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000', '/oidc': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Left alone, the bundler gives every set of route chunks sharing code a chunk of its own:
        // /login came in 57 files and /shop in 82, and gzip of many small files costs about 7%
        // more than of the same code in a few (docs/performance.md). Code used by at least 30 of the ~50 lazy
        // chunks (routes, dialogs, locales) is what nearly every page needs, so it travels as one
        // chunk. The signed-in header is shared by ~20-24 routes, so it stays out and /login does
        // not download it; were it ever over 30, the size check in `npm test` fails and says so.
        codeSplitting: { groups: [{ name: 'common', minShareCount: 30 }] },
      },
    },
  },
});
