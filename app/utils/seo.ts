// Per-page <title>, description, canonical URL and Open Graph tags.
// The site's origin comes from the root loader, so canonical links follow the
// host the site is served from (behind a proxy: TRUST_PROXY).
import type { MetaDescriptor } from '@remix-run/node';
import { institute } from '../../domain/catalogue/site';

export interface PageSeo {
  /** The page's own title; the institute's short name is appended. */
  title: string;
  description: string;
  /** The canonical path, e.g. "/academics". */
  path: string;
}

interface MetaArgsLike {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
}

/** The origin (scheme and host) the root loader saw, or '' if unknown. */
export function originFromMatches(matches: MetaArgsLike['matches']): string {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.data as { origin?: unknown } | undefined;
  return typeof data?.origin === 'string' ? data.origin : '';
}

export function fullTitle(title: string): string {
  return title === institute.name ? title : `${title} | ${institute.shortName}`;
}

/** The meta descriptors of one page. */
export function seo(page: PageSeo, origin: string): MetaDescriptor[] {
  const title = fullTitle(page.title);
  const url = `${origin}${page.path}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: institute.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** `export const meta = pageMeta({...})` for pages whose text does not depend on data. */
export function pageMeta(page: PageSeo) {
  return ({ matches }: MetaArgsLike): MetaDescriptor[] => seo(page, originFromMatches(matches));
}
