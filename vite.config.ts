import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { remixOptions } from './remix.config';

export default defineConfig({
  // Vitest loads this file too; the Remix plugin must not run there.
  plugins: process.env.VITEST ? [] : [remix(remixOptions)],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  build: {
    // Small inline assets save a round trip on slow connections.
    assetsInlineLimit: 2048,
  },
  server: { hmr: process.env.NODE_ENV !== 'test' },
});
