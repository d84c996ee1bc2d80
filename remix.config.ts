// The one place for Remix's options. The Vite plugin does not read this file
// by itself: vite.config.ts imports `remixOptions` and passes it on.
import type { VitePluginConfig } from '@remix-run/dev';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export const remixOptions = {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Tests and helpers that sit beside routes are not routes.
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;
