// The public gallery in pages (issue 16, ADR 026): /gallery, /hi/gallery and
// GET /api/gallery/images over real HTTP against the production server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { galleryItems } from '../../db/schema';
import { pageCacheQueryKey } from '../../server/http/page-cache-key';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const total = 30;
const events = 26;

beforeAll(async () => {
  server = await startServer();
  // Before any page is asked for, so the page cache holds nothing older.
  const db = openDatabase(server.dataDir);
  const now = Date.now();
  // Photo 01 is the newest; the first 26 are events, the rest classroom.
  for (let i = 1; i <= total; i++) {
    const n = String(i).padStart(2, '0');
    db.insert(galleryItems)
      .values({
        title: `Photo ${n}`,
        description: `Description ${n}`,
        category: i <= events ? 'events' : 'classroom',
        imageName: `img${n}`,
        width: 1200,
        height: 800,
        createdAt: new Date(now - i * 60_000),
      })
      .run();
  }
  db.$client.close();
});
afterAll(() => server.cleanup());

const page = async (pathName: string) => {
  const response = await fetch(`${server.url}${pathName}`, { redirect: 'manual' });
  // React separates adjacent text with <!-- -->; the tests read the text.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return { status: response.status, html, cache: response.headers.get('x-page-cache') };
};
const titles = (html: string) => [...html.matchAll(/<strong>(Photo \d\d)<\/strong>/g)].map((m) => m[1]);
const hrefOf = (html: string, text: string) =>
  new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${text}</a>`).exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('/gallery in pages', () => {
  it('shows the newest 24 of all and a plain link to page 2', async () => {
    const { status, html } = await page('/gallery');
    expect(status).toBe(200);
    const shown = titles(html);
    expect(shown).toHaveLength(24);
    expect(shown[0]).toBe('Photo 01');
    expect(shown[23]).toBe('Photo 24');
    expect(html).toContain('(30 photos)');
    expect(hrefOf(html, 'More photos')).toBe('/gallery?page=2');
    expect(hrefOf(html, 'Previous photos')).toBeUndefined();
    // The first pictures stay eager and first in line; the rest lazy.
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs[0]).toContain('fetchpriority="high"');
    expect(imgs[0]).toContain('loading="eager"');
    expect(imgs[2]).toContain('loading="lazy"');
    expect(imgs[2]).not.toContain('fetchpriority');
    // Thumbnails (ADR 029): a phone's slot is half the width, so it picks the
    // 480 px variant; each picture links to its large JPEG.
    expect(imgs[0]).toContain('sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, calc(50vw - 1.375rem)"');
    expect(imgs[0]).toContain('width="1200"');
    expect(imgs[0]).toContain('height="800"');
    expect(imgs[0]).toContain('alt="Photo 01"');
    expect(html).toMatch(/<a href="\/media\/gallery\/img01\.jpg"[^>]*><img [^>]*alt="Photo 01"/);
  });

  it('page 2 holds the rest and links back, with no link further', async () => {
    const { status, html } = await page('/gallery?page=2');
    expect(status).toBe(200);
    expect(titles(html)).toEqual(['Photo 25', 'Photo 26', 'Photo 27', 'Photo 28', 'Photo 29', 'Photo 30']);
    expect(hrefOf(html, 'Previous photos')).toBe('/gallery');
    expect(hrefOf(html, 'More photos')).toBeUndefined();
  });

  it('keeps the category in the links', async () => {
    const first = await page('/gallery?category=events');
    expect(titles(first.html)).toHaveLength(24);
    expect(first.html).toContain('(26 photos)');
    expect(hrefOf(first.html, 'More photos')).toBe('/gallery?category=events&page=2');
    const second = await page('/gallery?category=events&page=2');
    expect(titles(second.html)).toEqual(['Photo 25', 'Photo 26']);
    expect(hrefOf(second.html, 'Previous photos')).toBe('/gallery?category=events');
  });

  it('links within the Hindi gallery, in Hindi', async () => {
    const { status, html } = await page('/hi/gallery');
    expect(status).toBe(200);
    expect(hrefOf(html, 'और तस्वीरें')).toBe('/hi/gallery?page=2');
  });

  it('answers 404 past the last page, never cached, and page 1 for a malformed number', async () => {
    for (let i = 0; i < 2; i++) {
      const past = await page('/gallery?page=3');
      expect(past.status).toBe(404);
      expect(past.cache).not.toBe('hit');
    }
    expect((await page('/gallery?category=classroom&page=2')).status).toBe(404);
    const odd = await page('/gallery?page=abc');
    expect(odd.status).toBe(200);
    expect(titles(odd.html)[0]).toBe('Photo 01');
  });
});

describe('page cache key for the gallery page', () => {
  it('takes a plain page number on the gallery only, once per real page', () => {
    const key = (query: string, at = '/gallery') => pageCacheQueryKey(new URLSearchParams(query), at);
    expect(key('page=2')).toBe('page=2');
    expect(key('category=events&page=2')).toBe('category=events&page=2');
    expect(key('page=2', '/hi/gallery')).toBe('page=2');
    expect(key('page=2&_routes=routes/gallery', '/gallery.data')).toBe('page=2&_routes=routes/gallery');
    // Page 1 and every value read as page 1 share the one entry.
    for (const same of ['page=1', 'page=01', 'page=abc', 'page=-2', 'page=9999999', '']) expect(key(same)).toBe('');
    // Other pages ignore ?page=, so it must not make entries there.
    expect(key('page=2', '/academics')).toBe('');
  });
});

describe('GET /api/gallery/images in parts', () => {
  const get = (query = '') => fetch(`${server.url}/api/gallery/images${query}`, { headers: { 'x-auth-token': 'null' } });

  it('answers an array of at most 100 with X-Total-Count, and no Link when all fit', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('link')).toBeNull();
    const items = (await response.json()) as { title: string }[];
    expect(Array.isArray(items)).toBe(true);
    expect(items).toHaveLength(total);
  });

  it('names the next part in a Link header until the last part', async () => {
    const first = await get('?limit=10');
    expect(((await first.json()) as { title: string }[]).map((i) => i.title).slice(0, 2)).toEqual(['Photo 01', 'Photo 02']);
    expect(first.headers.get('x-total-count')).toBe('30');
    expect(first.headers.get('link')).toBe(`<${server.url}/api/gallery/images?limit=10&page=2>; rel="next"`);
    const last = await get('?limit=10&page=3');
    expect(((await last.json()) as { title: string }[]).map((i) => i.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Photo ${String(21 + i)}`),
    );
    expect(last.headers.get('link')).toBeNull();
  });

  it('refuses a limit above 100 with 400, not 500', async () => {
    const response = await get('?limit=101');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/limit between 1 and 100/);
  });
});
