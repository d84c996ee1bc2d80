import { describe, expect, it } from 'vitest';
import { syllabusPaths } from '../../domain/catalogue/courses';
import { whatsappHref } from '../../domain/catalogue/site';
import { parseGalleryCategory } from '../../app/utils/gallery';
import { canonicalSyllabusPath } from '../../app/utils/redirects';
import { en } from '../../app/locales/en';
import { pageMeta, seo, siteFromMatches, titleWithSiteName } from '../../app/utils/seo';
import { sitemapPaths, sitemapXml } from '../../app/utils/sitemap';

describe('seo', () => {
  const unset = { origin: 'https://example.in', setName: '', setShortName: '', admissionSession: '2026-27' };
  const named = { ...unset, setName: 'Sunrise Computer Institute', setShortName: 'Sunrise' };

  it('builds title, description, canonical and Open Graph tags from the origin and path', () => {
    const tags = seo({ title: 'About Us', description: 'About the institute.', path: '/about' }, unset);
    expect(tags).toContainEqual({ title: 'About Us | Training Institute' });
    expect(tags).toContainEqual({ name: 'description', content: 'About the institute.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.in/about' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://example.in/about' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'About Us | Training Institute' });
  });

  it('names the institute as staff set it: the short name after a title, the name as the home title', () => {
    const about = seo({ title: 'About Us', description: '', path: '/about' }, named);
    expect(about).toContainEqual({ title: 'About Us | Sunrise' });
    expect(about).toContainEqual({ property: 'og:site_name', content: 'Sunrise Computer Institute' });
    const home = seo({ title: 'Computer & Vocational Training Institute', description: '', path: '/' }, named);
    expect(home).toContainEqual({ title: 'Sunrise Computer Institute' });
    expect(seo({ title: 'Computer & Vocational Training Institute', description: '', path: '/' }, unset)).toContainEqual({
      title: 'Computer & Vocational Training Institute',
    });
    expect(titleWithSiteName('404 - Page Not Found', { ...named, setShortName: '' })).toBe(
      '404 - Page Not Found | Sunrise Computer Institute',
    );
  });

  it('reads the origin, the set names and the session from the root match only', () => {
    const root = { origin: 'http://x.test', admissionSession: '2026-27', identity: { name: 'Sunrise', shortName: '' } };
    expect(siteFromMatches([{ id: 'root', data: root }])).toEqual({
      origin: 'http://x.test',
      setName: 'Sunrise',
      setShortName: '',
      admissionSession: '2026-27',
    });
    expect(siteFromMatches([{ id: 'routes/about', data: root }]).origin).toBe('');
    expect(siteFromMatches([undefined, { id: 'root', data: undefined }])).toEqual({
      origin: '',
      setName: '',
      setShortName: '',
      admissionSession: '',
    });
  });

  it('puts the session from settings into the admissions title', () => {
    const meta = pageMeta('admissions', '/admissions');
    const tags = meta({
      matches: [{ id: 'root', data: { admissionSession: '2026-27', pageMeta: en.pageMeta } }],
      location: { pathname: '/admissions' },
    });
    expect(tags).toContainEqual({ title: 'Admissions 2026-27 | Training Institute' });
  });
});

describe('canonicalSyllabusPath', () => {
  it('maps every mis-cased syllabus path to the real one', () => {
    for (const path of [...syllabusPaths, '/Updating']) {
      expect(canonicalSyllabusPath(path.toLowerCase())).toBe(path);
      expect(canonicalSyllabusPath(path.toUpperCase())).toBe(path);
      expect(canonicalSyllabusPath(`${path.toLowerCase()}/`)).toBe(path);
    }
  });

  it('returns null for the real path (no redirect loop) and for unknown paths', () => {
    expect(canonicalSyllabusPath('/DCASyllabus')).toBeNull();
    expect(canonicalSyllabusPath('/xyzsyllabus')).toBeNull();
    expect(canonicalSyllabusPath('/')).toBeNull();
  });

  it('redirects a trailing slash on the real path', () => {
    expect(canonicalSyllabusPath('/DCASyllabus/')).toBe('/DCASyllabus');
  });
});

describe('parseGalleryCategory', () => {
  it('accepts the three categories in any case and treats anything else as All', () => {
    expect(parseGalleryCategory('events')).toBe('events');
    expect(parseGalleryCategory(' Classroom ')).toBe('classroom');
    expect(parseGalleryCategory('achievements')).toBe('achievements');
    expect(parseGalleryCategory('all')).toBeNull();
    expect(parseGalleryCategory('')).toBeNull();
    expect(parseGalleryCategory(null)).toBeNull();
  });
});

describe('sitemap', () => {
  it('lists every public page and syllabus route once', () => {
    const paths = sitemapPaths();
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/', '/admissions', '/enquiry', '/certification', '/admission-form', '/Updating', ...syllabusPaths]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it('writes absolute, escaped URLs', () => {
    const xml = sitemapXml('https://a.test');
    expect(xml).toContain('<loc>https://a.test/DCASyllabus</loc>');
    // Every page once per language, each naming its other-language versions.
    expect(xml.match(/<url>/g)).toHaveLength(sitemapPaths().length * 2);
    expect(xml).toContain('<loc>https://a.test/hi/DCASyllabus</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://a.test/hi/admissions"/>');
    expect(sitemapXml('https://a.test/?x=1&y=2')).toContain('&amp;y=2');
  });
});

describe('whatsappHref (issue 34: one helper for every wa.me link)', () => {
  it('adds India’s code to a number written without it, and keeps one written with it', () => {
    for (const written of ['9876543210', '98765 43210', '09876543210', '+91 98765 43210', '919876543210']) {
      expect(whatsappHref(written)).toBe('https://wa.me/919876543210');
    }
  });

  it('carries a ready message, encoded', () => {
    expect(whatsappHref('9876543210', 'Ref REG-1 & ₹5,000')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('Ref REG-1 & ₹5,000')}`,
    );
  });
});
