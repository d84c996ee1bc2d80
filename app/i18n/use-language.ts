// What a component needs to know about the page's language.
import { pathInLanguage } from '../../domain/language-paths';
import type { Language } from '../../domain/vocabulary';
import { useTranslation } from './translation';

export function useLanguage(): Language {
  return useTranslation().language;
}

/** Turns a site path into the same path in the page's language: '/admissions' → '/hi/admissions'. */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => {
    const [pathname, rest] = splitPath(path);
    return pathInLanguage(language, pathname) + rest;
  };
}

function splitPath(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}
