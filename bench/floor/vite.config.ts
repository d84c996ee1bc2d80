// The framework floor (bench/phone-bytes.ts): a Remix app with no code of
// ours, built with the same Remix, React and Vite versions and the same
// future flags as the site, so that what its page fetches is what the
// framework alone costs a phone.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    remix({
      appDirectory: 'app',
      buildDirectory: process.env.FLOOR_BUILD_DIR ?? 'build',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
