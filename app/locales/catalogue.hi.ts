// The Hindi catalogue lists (domain/catalogue/site.hi.ts) as the `catalogue`
// section of the Hindi messages: only hi.ts imports this file, so the lists
// travel in the Hindi messages and never reach an English page.
import { centreDetailsHi, centreKindLabelsHi, courseFeesHi, instituteHi, legalLinksHi } from '../../domain/catalogue/site.hi';
import { courseNamesHi } from '../../domain/catalogue/course-names.hi';
import type { SiteCatalogue } from './catalogue.en';

export const catalogueHi: SiteCatalogue = {
  institute: instituteHi,
  // The kind is shown as a word; isHeadquarters() reads the English one.
  centreDetails: centreDetailsHi.map((centre) => ({ ...centre, kind: centreKindLabelsHi[centre.kind] })),
  courseFees: courseFeesHi,
  legalLinks: legalLinksHi,
  courseNames: courseNamesHi,
};
