// The fallback rule of decision 071, without zod, so public components can
// read it without carrying the schemas: a Hindi field staff left empty shows
// the English one, marked lang="en".

/**
 * A field in the page's language, or the English one where the Hindi is
 * missing (decision 071): `lang` is then 'en', for the page to mark it.
 */
export function inLanguage(language: 'en' | 'hi', hi: string, en: string): { text: string; lang: 'en' | 'hi' } {
  return language === 'hi' && hi.trim() !== '' ? { text: hi, lang: 'hi' } : { text: en, lang: 'en' };
}

/** lang="en" for a field shown in English on a Hindi page, else nothing (the page's own language). */
export const langOf = (english: readonly string[] | undefined, path: string): 'en' | undefined =>
  english?.includes(path) ? 'en' : undefined;
