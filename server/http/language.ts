// Which language a visitor reads the public pages in. The page itself depends
// on its URL alone (/hi/... is Hindi, domain/language-paths.ts); this
// middleware only sends a visitor to their language:
//
// - `?lang=xx` on any page is an explicit choice (the header's switch sends
//   it): remembered in a cookie, then the page without the parameter in that
//   language.
// - Opening a page under a language prefix shows it, remembering nothing: a
//   shared link does not change the visitor's choice, and the page stays
//   cacheable (server/http/page-cache.ts never keeps a response that sets a
//   cookie).
// - An unprefixed (English) page, for a visitor whose remembered choice, or
//   with no choice their browser's Accept-Language, prefers another language,
//   redirects to that language's page.
import type { NextFunction, Request, Response } from 'express';
import { isLanguage, languageOfPath, pathInLanguage } from '../../domain/language-paths';
import { defaultLanguage, languages, type Language } from '../../domain/vocabulary';

export const languageCookie = 'lang';
const oneYearSeconds = 365 * 24 * 60 * 60;

/**
 * Paths that are never pages: transports, files, the admin area, and Remix's
 * /__manifest, which the browser asks for the routes a link leads to.
 */
const notPages = /^\/(?:api|trpc|admin|media|assets|healthz|__manifest)(?:\/|$)/;

function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (notPages.test(req.path)) return false;
  // Files (/sitemap.xml, /favicon.svg) and Remix data requests (/about.data) have a dot.
  return !(req.path.split('/').pop() ?? '').includes('.');
}

function rememberedLanguage(req: Request): Language | null {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(req.headers.cookie ?? '');
  return match && isLanguage(match[1]) ? match[1] : null;
}

function remember(res: Response, language: Language) {
  res.append('Set-Cookie', `${languageCookie}=${language}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`);
}

function queryWithout(req: Request, name: string): string {
  const params = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function chooseLanguage() {
  return function languageChoice(req: Request, res: Response, next: NextFunction) {
    if (!isPageRequest(req)) return next();
    const asked = req.query.lang;
    if (isLanguage(asked)) {
      remember(res, asked);
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, pathInLanguage(asked, req.path) + queryWithout(req, 'lang'));
    }

    if (languageOfPath(req.path) !== defaultLanguage) return next();
    const remembered = rememberedLanguage(req);

    // An English URL: the same for everyone unless a choice or the browser says otherwise.
    res.vary('Cookie');
    res.vary('Accept-Language');
    const preferred =
      remembered ?? (req.headers['accept-language'] ? req.acceptsLanguages(...languages.values) : false) ?? false;
    if (preferred && isLanguage(preferred) && preferred !== defaultLanguage) {
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, pathInLanguage(preferred, req.path) + queryWithout(req, 'lang'));
    }
    next();
  };
}
