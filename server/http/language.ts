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
//
// The same rule is asked on the bare node:http request by the page cache,
// which answers a hit before Express (server/app.ts): `languageRedirect`.
import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
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

function isPagePath(method: string | undefined, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (notPages.test(path)) return false;
  // Files (/sitemap.xml, /favicon.svg) and Remix data requests (/about.data) have a dot.
  return !(path.split('/').pop() ?? '').includes('.');
}

function rememberedLanguage(cookieHeader: string | undefined): Language | null {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  return match && isLanguage(match[1]) ? match[1] : null;
}

function queryWithout(query: string, name: string): string {
  const params = new URLSearchParams(query);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** What the language rule does with a request. */
export type LanguageAnswer =
  /** Not a page, or a page in a language prefix: nothing to do. */
  | { kind: 'pass' }
  /** An English URL shown in English: the answer varies by Cookie and Accept-Language. */
  | { kind: 'english' }
  /** Redirect (302) there; `remember` is an explicit choice to store in the cookie. */
  | { kind: 'redirect'; location: string; remember: Language | null };

export function languageAnswer(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): LanguageAnswer {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1);
  if (!isPagePath(req.method, path)) return { kind: 'pass' };

  const askedValues = query ? new URLSearchParams(query).getAll('lang') : [];
  const asked = askedValues.length === 1 ? askedValues[0] : undefined;
  if (isLanguage(asked)) {
    return { kind: 'redirect', location: pathInLanguage(asked, path) + queryWithout(query, 'lang'), remember: asked };
  }

  if (languageOfPath(path) !== defaultLanguage) return { kind: 'pass' };
  // An English URL: the same for everyone unless a choice or the browser says otherwise.
  const remembered = rememberedLanguage(req.headers.cookie);
  const preferred =
    remembered ?? (req.headers['accept-language'] ? accepts(req as IncomingMessage).languages(...languages.values) : false);
  if (preferred && isLanguage(preferred) && preferred !== defaultLanguage) {
    return { kind: 'redirect', location: pathInLanguage(preferred, path) + queryWithout(query, 'lang'), remember: null };
  }
  return { kind: 'english' };
}

export function chooseLanguage() {
  return function languageChoice(req: Request, res: Response, next: NextFunction) {
    const answer = languageAnswer({ method: req.method, url: req.originalUrl, headers: req.headers });
    if (answer.kind === 'pass') return next();
    if (answer.kind === 'english' || !answer.remember) {
      res.vary('Cookie');
      res.vary('Accept-Language');
    }
    if (answer.kind === 'english') return next();
    if (answer.remember) {
      res.append('Set-Cookie', `${languageCookie}=${answer.remember}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`);
    }
    res.setHeader('Cache-Control', 'no-store');
    return res.redirect(302, answer.location);
  };
}
