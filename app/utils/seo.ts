// Per-page <title>, description, canonical URL, language alternates and Open
// Graph tags. Meta functions cannot use hooks, so the page texts of the page's
// language come from the root loader (`pageMeta`), and the language from the
// URL. The site's origin comes from the root loader too, so canonical links
// follow the host the site is served from (behind a proxy: TRUST_PROXY).
import type { MetaDescriptor } from '@remix-run/node';
import { institute } from '../../domain/catalogue/site';
import { languageOfPath, pathInLanguage } from '../../domain/language-paths';
import { defaultLanguage, languages, type Language } from '../../domain/vocabulary';
import type { Messages } from '~/locales/en';

export interface PageSeo {
  /** The page's own title; the institute's short name is appended. */
  title: string;
  description: string;
  /** The canonical path in English, e.g. "/academics". */
  path: string;
}

export type PageName = keyof Messages['pageMeta'];

interface MetaArgsLike {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
}

function rootData(matches: MetaArgsLike['matches']): { origin?: unknown; pageMeta?: Messages['pageMeta'] } {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.data ?? {}) as { origin?: unknown; pageMeta?: Messages['pageMeta'] };
}

/** The origin (scheme and host) the root loader saw, or '' if unknown. */
export function originFromMatches(matches: MetaArgsLike['matches']): string {
  const { origin } = rootData(matches);
  return typeof origin === 'string' ? origin : '';
}

/** The texts of the page's language for one page, when the root loader gave them. */
export function pageTextFromMatches(matches: MetaArgsLike['matches'], name: PageName) {
  return rootData(matches).pageMeta?.[name];
}

export function fullTitle(title: string): string {
  return title === institute.name ? title : `${title} | ${institute.shortName}`;
}

const ogLocales: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The meta descriptors of one page in one language. */
export function seo(page: PageSeo, origin: string, language: Language = defaultLanguage): MetaDescriptor[] {
  // The home page's title is the institute's name, in the page's language.
  const title = page.path === '/' ? page.title : fullTitle(page.title);
  const url = `${origin}${pathInLanguage(language, page.path)}`;
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    // The same page in every language, and English for everyone else.
    ...languages.values.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: other,
      href: `${origin}${pathInLanguage(other, page.path)}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${page.path}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: institute.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocales[language] },
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** `export const meta = pageMeta('about', '/about')` for pages whose text does not depend on data. */
export function pageMeta(name: PageName, path: string) {
  return ({ matches, location }: MetaArgsLike): MetaDescriptor[] => {
    const text = pageTextFromMatches(matches, name);
    if (!text) return [{ title: institute.name }];
    return seo({ ...text, path }, originFromMatches(matches), languageOfPath(location.pathname));
  };
}
