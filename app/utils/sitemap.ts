// /sitemap.xml: every public page in every language, the syllabus pages from
// the catalogue in force (courses staff added included, archived ones not). Each entry names its other-language versions (hreflang), as
// the pages' own <link rel="alternate"> do.
import { syllabusPaths } from '../../domain/catalogue/courses';
import { publicPages, updatingPath } from '../../domain/catalogue/site';
import { pathInLanguage } from '../../domain/language-paths';
import { languages } from '../../domain/vocabulary';

/** The English paths; every language has each of them. */
export function sitemapPaths(coursePaths: readonly string[] = syllabusPaths): string[] {
  return [...publicPages, ...coursePaths, updatingPath];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, coursePaths: readonly string[] = syllabusPaths): string {
  const urls = sitemapPaths(coursePaths)
    .flatMap((path) => {
      const alternates = languages.values
        .map(
          (language) =>
            `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + pathInLanguage(language, path))}"/>`,
        )
        .join('\n');
      return languages.values.map(
        (language) => `  <url>\n    <loc>${escapeXml(origin + pathInLanguage(language, path))}</loc>\n${alternates}\n  </url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
