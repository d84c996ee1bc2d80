// The catalogue lists the pages show (domain/catalogue/site.ts), as a section
// of each language's messages: a page carries them only when it shows them,
// and an English page never carries the Hindi ones.
import {
  academicFields,
  centreDetails,
  courseFees,
  institute,
  legalLinks,
  whyChooseUs,
  type Centre,
} from '../../domain/catalogue/site';

type Widen<T> = T extends string ? string : { readonly [Key in keyof T]: Widen<T[Key]> };

/** The catalogue texts of one language: the English lists' shape, any words. */
export type SiteCatalogue = {
  readonly institute: { readonly name: string; readonly shortName: string };
  readonly academicFields: readonly Widen<(typeof academicFields)[number]>[];
  readonly whyChooseUs: readonly Widen<(typeof whyChooseUs)[number]>[];
  readonly centreDetails: readonly (Omit<Centre, 'kind'> & { kind: string })[];
  readonly courseFees: readonly Widen<(typeof courseFees)[number]>[];
  readonly legalLinks: readonly Widen<(typeof legalLinks)[number]>[];
};

export const catalogueEn: SiteCatalogue = { institute, academicFields, whyChooseUs, centreDetails, courseFees, legalLinks };
