import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin';

// The router plugin must run before React's so route files are code-split first.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), precompress()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000', '/token': 'http://127.0.0.1:3000', '/signin-oidc': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000', '/oidc': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
