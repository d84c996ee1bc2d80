// The one place for Remix's options. The Vite plugin does not read this file
// by itself: vite.config.ts imports `remixOptions` and passes it on.
import type { VitePluginConfig } from '@remix-run/dev';
import { syllabusPaths } from './domain/catalogue/courses';
import { publicPages, updatingPath } from './domain/catalogue/site';
import { pathInLanguage } from './domain/language-paths';
import { defaultLanguage, languages } from './domain/vocabulary';

// Every public page again under each other language's prefix (/hi/admissions),
// served by the same module: the module reads the language from the URL.
const otherLanguages = languages.values.filter((language) => language !== defaultLanguage);
const pageFile = (path: string) => `routes/${path === '/' ? '_index' : path.slice(1)}.tsx`;

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
  // The 15 syllabus pages and /Updating come from the catalogue and share one
  // route module. They are case sensitive so that lower-case variants fall
  // through to the splat route, which redirects them permanently.
  routes: (defineRoutes) =>
    defineRoutes((route) => {
      for (const path of [...syllabusPaths, updatingPath]) {
        route(path, 'pages/syllabus.tsx', { id: `syllabus${path.replace('/', '-')}`, caseSensitive: true });
      }
      // Courses staff add (issue 52) get a readable address, /courses/tally-prime-gst:
      // the same module finds the course of the path in the catalogue in force.
      route('/courses/:slug', 'pages/syllabus.tsx', { id: 'course-page' });
      for (const language of otherLanguages) {
        // The receipt of a verified fee, in the applicant's language (not a public page: never cached or listed).
        route(pathInLanguage(language, '/receipt/:referenceId'), 'routes/receipt.$referenceId.tsx', {
          id: `${language}/receipt`,
        });
        for (const path of publicPages) {
          route(pathInLanguage(language, path), pageFile(path), { id: `${language}${path === '/' ? '/_index' : path}` });
        }
        // The certificate verify answers (their module has the underscores that keep it out of /certification's layout).
        route(pathInLanguage(language, '/certification/verify'), 'routes/certification_.verify.tsx', {
          id: `${language}/certification/verify`,
        });
        route(pathInLanguage(language, '/certification/verify/:code'), 'routes/certification_.verify_.$code.tsx', {
          id: `${language}/certification/verify/$code`,
        });
        route(pathInLanguage(language, '/certification/card/:code'), 'routes/certification_.card_.$code.tsx', {
          id: `${language}/certification/card/$code`,
        });
        route(pathInLanguage(language, '/courses/:slug'), 'pages/syllabus.tsx', { id: `${language}/course-page` });
        for (const path of [...syllabusPaths, updatingPath]) {
          route(pathInLanguage(language, path), 'pages/syllabus.tsx', {
            id: `${language}/syllabus${path.replace('/', '-')}`,
            caseSensitive: true,
          });
        }
      }
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;
