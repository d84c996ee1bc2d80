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

interface RootMeta {
  origin?: unknown;
  pageMeta?: Messages['pageMeta'];
  admissionSession?: unknown;
  identity?: { name?: string; shortName?: string };
}

function rootData(matches: MetaArgsLike['matches']): RootMeta {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.data ?? {}) as RootMeta;
}

/** What a page's meta takes from the root loader besides its texts. */
export interface SiteMeta {
  /** Scheme and host, or '' if unknown. */
  origin: string;
  /** The institute's names as staff set them ('' when not set). */
  setName: string;
  setShortName: string;
  /** The admission session in settings, e.g. "2026-27". */
  admissionSession: string;
}

export function siteFromMatches(matches: MetaArgsLike['matches']): SiteMeta {
  const { origin, admissionSession, identity } = rootData(matches);
  return {
    origin: typeof origin === 'string' ? origin : '',
    setName: identity?.name ?? '',
    setShortName: identity?.shortName ?? '',
    admissionSession: typeof admissionSession === 'string' ? admissionSession : '',
  };
}

/** The texts of the page's language for one page, when the root loader gave them. */
export function pageTextFromMatches(matches: MetaArgsLike['matches'], name: PageName) {
  return rootData(matches).pageMeta?.[name];
}

/** The name a title ends with: the short name staff set, else their name, else the site's own. */
const titleSuffixOf = (site: SiteMeta) => site.setShortName || site.setName || institute.shortName;

/** A title for a page with no texts of its own (the 404 page). */
export const titleWithSiteName = (title: string, site: SiteMeta) => `${title} | ${titleSuffixOf(site)}`;

/** The 404 page's title in the page's language (the root loader's texts), English when it gave none. */
export const notFoundTitle = (matches: MetaArgsLike['matches']) =>
  titleWithSiteName(pageTextFromMatches(matches, 'notFound')?.title || '404 - Page Not Found', siteFromMatches(matches));

const ogLocales: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The meta descriptors of one page in one language. */
export function seo(page: PageSeo, site: SiteMeta, language: Language = defaultLanguage): MetaDescriptor[] {
  const { origin } = site;
  // The home page's title is the institute's name: as staff set it, else the site's words in the page's language.
  const title = page.path === '/' ? site.setName || page.title : titleWithSiteName(page.title, site);
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
    { property: 'og:site_name', content: site.setName || institute.name },
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
    const site = siteFromMatches(matches);
    // A title may name the admission session (the admissions page's does).
    // Not `fill` from domain/schemas/refusals: every page loads this module,
    // and that one brings the refusal texts with it (about 1 KB gzip).
    const title = text.title.replace('{{session}}', site.admissionSession);
    return seo({ ...text, title, path }, site, languageOfPath(location.pathname));
  };
}
