// What a component needs to know about the page's language.
import { useTranslation } from 'react-i18next';
import { isLanguage, pathInLanguage } from '../../domain/language-paths';
import { defaultLanguage, type Language } from '../../domain/vocabulary';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
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
