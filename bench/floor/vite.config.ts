import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress-plugin.ts';

/**
 * The floor page's own build (bench/lib/floor.ts runs it): built like the app (React's plugin, a
 * manifest, brotli and gzip copies beside each asset) into a folder of its own that nothing ships.
 */
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react(), precompress()],
  // No public/ folder: the app's would add files the floor does not need.
  publicDir: false,
  build: { outDir: `${here}dist`, emptyOutDir: true, manifest: true },
});
