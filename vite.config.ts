import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { remixOptions } from './remix.config';

// Small modules every public page loads, in one chunk: one request and one
// gzip stream instead of a dozen (each separately compressed file costs its own
// header and starts without a dictionary).
const everyPage = [
  '/app/i18n/translation.tsx',
  '/app/i18n/use-language.ts',
  '/app/i18n/page-messages.tsx',
  '/app/i18n/catalogue.ts',
  '/app/i18n/office-hours.ts',
  '/app/nonce.ts',
  '/app/locales/index.ts',
  '/app/components/site/icons.tsx',
  '/app/components/site/Logo.tsx',
  '/app/utils/seo.ts',
  '/app/offline/register.ts',
  '/domain/vocabulary.ts',
  '/domain/language-paths.ts',
  '/domain/catalogue/site.ts',
  '/node_modules/rosetta/',
  '/node_modules/templite/',
  '/node_modules/dlv/',
];

const domainDirectory = fileURLToPath(new URL('./domain/', import.meta.url));
const formsDirectory = fileURLToPath(new URL('./app/components/forms/', import.meta.url));
const isFormScript = (id: string) => id.startsWith(formsDirectory) && /\.tsx?$/.test(id);

export default defineConfig(({ isSsrBuild }) => ({
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
    // Terser's second pass makes the public pages' scripts about 5 KB (gzip)
    // smaller than esbuild's minifier: the 100 KB budget of a phone's first
    // load (docs/benchmarks.md) is counted in those bytes. The server build
    // is not minified.
    ...(isSsrBuild ? {} : { minify: 'terser' as const, terserOptions: { compress: { passes: 2 }, format: { comments: false } } }),
    rollupOptions: isSsrBuild
      ? {}
      : {
          // The domain layer is constants and functions (no module does
          // anything when loaded): a page whose module only names one of its
          // components for the server's render (app/components/forms/after-load.tsx)
          // then does not preload the domain modules that component uses.
          treeshake: { moduleSideEffects: (id: string) => !id.startsWith(domainDirectory) && !isFormScript(id) },
          output: {
            manualChunks: (id: string) => (everyPage.some((part) => id.includes(part)) ? 'site' : undefined),
          },
        },
  },
  server: { hmr: process.env.NODE_ENV !== 'test' },
}));
