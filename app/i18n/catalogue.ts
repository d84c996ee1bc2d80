// The catalogue texts the pages show that live in domain/catalogue/site.ts
// (centres, fee modes, legal links).
// Every page reads them through useCatalogue(), so the page's language picks
// its lists here, in one place. They are the `catalogue` section of each
// language's messages (app/locales/catalogue.*.ts), English too: a page
// carries in its page messages only the lists it shows (decision 018), and
// no page's JavaScript holds the English lists.
import { useRouteLoaderData } from '@remix-run/react';
import { centreById } from '../../domain/catalogue/site';
import { useTranslation } from './translation';
import type { RootData } from '~/root';
import type { SiteCatalogue } from '~/locales/catalogue.en';

export type { SiteCatalogue } from '~/locales/catalogue.en';

/** The catalogue texts in the page's language. */
export function useCatalogue(): SiteCatalogue {
  return useTranslation().messages.catalogue;
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

/**
 * The institute's name in a page's own text (a heading, a sentence): the name
 * staff set (the root loader's identity), else the site's words for it.
 */
export function useSiteInstituteName(kind: 'name' | 'shortName' = 'name'): string {
  const identity = useRouteLoaderData<RootData>('root')?.identity;
  return useInstituteName((kind === 'shortName' ? identity?.shortName : '') || identity?.name || '', kind);
}
