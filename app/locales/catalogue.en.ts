// The catalogue lists the pages show (domain/catalogue/site.ts), as a section
// of each language's messages: a page carries them only when it shows them,
// and an English page never carries the Hindi ones.
import { centreDetails, courseFees, institute, legalLinks, type Centre } from '../../domain/catalogue/site';
import type { WidenText } from '../../domain/widen-text';

/** The catalogue texts of one language: the English lists' shape, any words. */
export type SiteCatalogue = {
  readonly institute: { readonly name: string; readonly shortName: string };
  readonly centreDetails: readonly (Omit<Centre, 'kind'> & { kind: string })[];
  readonly courseFees: readonly WidenText<(typeof courseFees)[number]>[];
  readonly legalLinks: readonly WidenText<(typeof legalLinks)[number]>[];
  /** Course names by code, where the language has its own (app/components/forms/labels.ts course). */
  readonly courseNames: Readonly<Partial<Record<string, string>>>;
};

// English pages show a course by the name its record or the catalogue holds.
export const catalogueEn: SiteCatalogue = {
  institute,
  centreDetails,
  courseFees,
  legalLinks,
  courseNames: {},
};
