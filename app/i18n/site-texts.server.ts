// The home and about pages' texts in a page's language (decision 083): as
// staff published them, a Hindi text left empty showing the English one,
// marked lang="en" (decision 071). Read in the loader, so the words travel
// with the page's data and never in its JavaScript.
import { inLanguage } from '../../domain/content-language';
import { shippedSiteTexts, type SiteTextKey } from '../../domain/catalogue/site-texts';
import type { TextBody } from '../../domain/schemas/content';
import type { Language } from '../../domain/vocabulary';

export type ShownText = { text: string; lang: 'en' | undefined };

export function shownSiteTexts<Key extends SiteTextKey>(
  language: Language,
  published: Record<string, TextBody>,
  keys: readonly Key[],
): Record<Key, ShownText> {
  const page = language === 'hi' ? 'hi' : 'en';
  return Object.fromEntries(
    keys.map((key) => {
      // Every text is seeded at start; the shipped words stand in only for one whose body no longer passes its schema.
      const body = published[key] ?? shippedSiteTexts[key];
      const shown = inLanguage(page, body.hi, body.en);
      return [key, { text: shown.text, lang: shown.lang !== page ? 'en' : undefined }];
    }),
  ) as Record<Key, ShownText>;
}
