// The catalogue texts the pages show that live in domain/catalogue/site.ts
// (fields of study, reasons to choose us, centres, fee modes, legal links).
// Every page reads them through useCatalogue(), so the page's language picks
// its lists here, in one place. Until the lists of other languages exist,
// every language reads the English ones.
import {
  academicFields,
  centreById,
  centreDetails,
  courseFees,
  legalLinks,
  whyChooseUs,
  type Centre,
} from '../../domain/catalogue/site';
import type { Language } from '../../domain/vocabulary';
import { useLanguage } from './use-language';

const english = { academicFields, whyChooseUs, centreDetails, courseFees, legalLinks };

type Widen<T> = T extends string ? string : { readonly [Key in keyof T]: Widen<T[Key]> };

/** The catalogue texts of one language: the English lists' shape, any words. */
export type SiteCatalogue = {
  readonly academicFields: Widen<typeof academicFields>;
  readonly whyChooseUs: Widen<typeof whyChooseUs>;
  readonly centreDetails: readonly (Omit<Centre, 'kind'> & { kind: string })[];
  readonly courseFees: Widen<typeof courseFees>;
  readonly legalLinks: Widen<typeof legalLinks>;
};

export function siteCatalogue(_language: Language): SiteCatalogue {
  return english;
}

/** The catalogue texts in the page's language. */
export function useCatalogue(): SiteCatalogue {
  return siteCatalogue(useLanguage());
}

/** Whether a centre is the headquarters (its `kind` is a word of the page's language). */
export const isHeadquarters = (id: string) => centreById(id)?.kind === 'Headquarters';
