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
  ssr: {
    // Bundled into the server build, so only the components the admin uses
    // are in it: loading all of Mantine's modules at start cost seconds and
    // tens of MB.
    noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications'],
  },
  build: {
    // Small inline assets save a round trip on slow connections.
    assetsInlineLimit: 2048,
  },
  server: { hmr: process.env.NODE_ENV !== 'test' },
});
