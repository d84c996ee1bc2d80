// The home and about pages' shipped words as a visitor reads them (decisions
// 083, 085): each paragraph and each line of each list item, with its
// {{placeholders}} filled by the facts the pages fill them with, and the pages
// each text is on. Shared by the before/after comparison and the editing test.
import { courses } from '../../domain/catalogue/courses';
import { institute } from '../../domain/catalogue/site';
import { shippedSiteTexts, type SiteTextKey } from '../../domain/catalogue/site-texts';
import { withFacts } from '../../domain/site-text-facts';
import { testInstitute } from './institute-values';

/** The facts as the test servers' pages fill them: the name staff set (tests/support/institute-values.ts) in both languages. */
export const testFacts = {
  name: testInstitute.instituteName!,
  year: institute.established,
  diplomaCount: courses.filter((course) => course.level === 'diploma').length,
  advanceCount: courses.filter((course) => course.level === 'advance-diploma').length,
};

/** Every line a text shows in a language, as shipped. */
export function shippedLines(key: SiteTextKey, language: 'en' | 'hi'): string[] {
  const body = shippedSiteTexts[key];
  const lines = 'items' in body ? body.items.flatMap((item) => Object.values(item[language])) : [body[language]];
  return lines.filter((line) => line !== '').map((line) => withFacts(line, testFacts));
}

/** The pages (English paths) a text is shown on. */
export const pagesOf = (key: SiteTextKey): string[] =>
  key === 'study-fields' ? ['/', '/about'] : key.startsWith('home-') ? ['/'] : ['/about'];

export const inLanguagePath = (path: string, language: 'en' | 'hi') =>
  language === 'hi' ? (path === '/' ? '/hi' : `/hi${path}`) : path;
