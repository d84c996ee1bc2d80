// /sitemap.xml: every public page, the syllabus pages from the catalogue.
import { syllabusPaths } from '../../domain/catalogue/courses';
import { publicPages, updatingPath } from '../../domain/catalogue/site';

export function sitemapPaths(): string[] {
  return [...publicPages, ...syllabusPaths, updatingPath];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
