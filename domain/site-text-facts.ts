// Fills a site text's {{placeholders}} with the facts they name (decision
// 085): the words are staff's, the facts stay the site's own. Without zod or
// the catalogue, so the public pages carry only this.
import type { TextFacts } from './catalogue/site-texts';

export const withFacts = (text: string, facts: TextFacts): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(facts, name) ? String(facts[name as keyof TextFacts]) : match,
  );
