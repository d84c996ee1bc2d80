// The catalogue texts the pages show that live in domain/catalogue/site.ts
// (fields of study, reasons to choose us, centres, fee modes, legal links).
// Every page reads them through useCatalogue(), so the page's language picks
// its lists here, in one place. A language without lists of its own reads the
// English ones.
import {
  academicFields,
  centreById,
  centreDetails,
  courseFees,
  institute,
  legalLinks,
  whyChooseUs,
  type Centre,
} from '../../domain/catalogue/site';
import {
  academicFieldsHi,
  centreDetailsHi,
  centreKindLabelsHi,
  courseFeesHi,
  instituteHi,
  legalLinksHi,
  whyChooseUsHi,
} from '../../domain/catalogue/site.hi';
import type { Language } from '../../domain/vocabulary';
import { useLanguage } from './use-language';

const english = { institute, academicFields, whyChooseUs, centreDetails, courseFees, legalLinks };

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

const hindi: SiteCatalogue = {
  institute: instituteHi,
  academicFields: academicFieldsHi,
  whyChooseUs: whyChooseUsHi,
  // The kind is shown as a word; isHeadquarters() reads the English one.
  centreDetails: centreDetailsHi.map((centre) => ({ ...centre, kind: centreKindLabelsHi[centre.kind] })),
  courseFees: courseFeesHi,
  legalLinks: legalLinksHi,
};

const catalogues: Partial<Record<Language, SiteCatalogue>> = { hi: hindi };

export function siteCatalogue(language: Language): SiteCatalogue {
  return catalogues[language] ?? english;
}

/** The catalogue texts in the page's language. */
export function useCatalogue(): SiteCatalogue {
  return siteCatalogue(useLanguage());
}

/** Whether a centre is the headquarters (its `kind` is a word of the page's language). */
export const isHeadquarters = (id: string) => centreById(id)?.kind === 'Headquarters';

/**
 * The institute's name as staff set it (a proper name, shown as written),
 * else the site's own words for it in the page's language.
 */
export function useInstituteName(setName: string, kind: 'name' | 'shortName' = 'name'): string {
  const { institute: own } = useCatalogue();
  return setName || own[kind];
}
