// The home and about pages' texts in a page's language (decisions 083, 085):
// as staff published them, a Hindi field left empty showing the English one,
// marked lang="en" (decision 071). Read in the loader, so the words travel
// with the page's data and never in its JavaScript.
import { inLanguage } from '../../domain/content-language';
import {
  shippedLists,
  shippedParagraphs,
  type ListField,
  type ListTextKey,
  type ParagraphTextKey,
} from '../../domain/catalogue/site-texts';
import { isListText, type TextBody } from '../../domain/schemas/content';
import type { Language } from '../../domain/vocabulary';

/** Words as shown, {{placeholders}} still in them (the page fills them: withFacts). */
export type ShownText = { text: string; lang: 'en' | undefined };
export type ShownItem = Record<ListField, ShownText>;

function shown(language: Language, hi: string, en: string): ShownText {
  const page = language === 'hi' ? 'hi' : 'en';
  const field = inLanguage(page, hi, en);
  return { text: field.text, lang: field.lang !== page ? 'en' : undefined };
}

export function shownSiteTexts<Key extends ParagraphTextKey>(
  language: Language,
  published: Record<string, TextBody>,
  keys: readonly Key[],
): Record<Key, ShownText> {
  return Object.fromEntries(
    keys.map((key) => {
      // Every text is seeded at start; the shipped words stand in only for one whose body no longer passes its schema.
      const body = published[key];
      const words = body && !isListText(body) ? body : shippedParagraphs[key];
      return [key, shown(language, words.hi, words.en)];
    }),
  ) as Record<Key, ShownText>;
}

/** A list text's items in the page's language, each line falling back to English on its own. */
export function shownSiteList(language: Language, published: Record<string, TextBody>, key: ListTextKey): ShownItem[] {
  const body = published[key];
  const items = body && isListText(body) ? body.items : shippedLists[key].items;
  return items.map((item) => ({
    title: shown(language, item.hi.title, item.en.title),
    text: shown(language, item.hi.text, item.en.text),
    detail: shown(language, item.hi.detail, item.en.detail),
  }));
}
