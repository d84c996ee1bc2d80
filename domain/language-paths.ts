// The URL carries the language: English pages have no prefix (the spec's
// paths), every other language's pages the same paths under /<code>. A shared
// link therefore opens in the language it was shared in, and a rendered page
// depends on its URL alone (which keeps the public page cache simple).
import { defaultLanguage, languages, type Language } from './vocabulary';

const prefixed = languages.values.filter((language) => language !== defaultLanguage);

/** The language a path is in: its first segment when that is a language code, else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return (prefixed as readonly string[]).includes(first) ? (first as Language) : defaultLanguage;
}

/** The path without its language prefix: '/hi/admissions' → '/admissions', '/hi' → '/'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === defaultLanguage) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in `language`: localePath('hi', '/admissions') → '/hi/admissions'. */
export function pathInLanguage(language: Language, pathname: string): string {
  const bare = pathWithoutLanguage(pathname);
  if (language === defaultLanguage) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages.values as readonly string[]).includes(value);
}

/**
 * Where a successful plain form post lands: the same page (same language) in
 * its thank-you state, a page the cache holds.
 */
export const sentUrl = (pathname: string) => `${pathname}?sent=1`;
