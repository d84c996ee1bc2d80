// The URL carries the language; the server sends a visitor to their language
// (a remembered choice, else the browser's) and stores the language a form
// was filled in. Real HTTP against the built server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hi } from '../../app/locales/hi';
import { openDatabase } from '../../db/client';
import { generousLimits } from '../support/legacy';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(generousLimits);
}, 60_000);

afterAll(async () => {
  await server?.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

describe('pages in a language', () => {
  it('serves /hi pages in Hindi with alternates for both languages, cacheable (no cookie set)', async () => {
    const response = await get('/hi/admissions');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('प्रवेश');
    expect(html).toContain(`hrefLang="en" href="${server.url}/admissions"`);
    expect(html).toContain(`hrefLang="hi" href="${server.url}/hi/admissions"`);
    expect(html).toContain(`rel="canonical" href="${server.url}/hi/admissions"`);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('takes ?lang=hi from the switch: remembered, then the Hindi page', async () => {
    const response = await get('/about?lang=hi&x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hi/about?x=1');
    expect(response.headers.get('set-cookie')).toMatch(/^lang=hi;/);
  });

  it('keeps English pages English, the spec words unchanged', async () => {
    const response = await get('/admissions', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('sends a browser that prefers Hindi, with no choice made, to the Hindi page', async () => {
    const response = await get('/about?x=1', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hi/about?x=1');
  });

  it('lets a remembered choice win over the browser', async () => {
    const toHindi = await get('/about', { cookie: 'lang=hi', 'accept-language': 'en' });
    expect(toHindi.headers.get('location')).toBe('/hi/about');
    const staysEnglish = await get('/about', { cookie: 'lang=en', 'accept-language': 'hi' });
    expect(staysEnglish.status).toBe(200);
  });

  it('keeps every language rule for a page the cache holds (a hit is answered before the app)', async () => {
    await get('/centres', { 'accept-language': 'en' });
    const hit = await get('/centres', { 'accept-language': 'en' });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('vary')).toMatch(/Cookie/);
    expect(hit.headers.get('vary')).toMatch(/Accept-Language/);
    expect(hit.headers.get('vary')).toMatch(/Accept-Encoding/);
    const byBrowser = await get('/centres', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(byBrowser.status).toBe(302);
    expect(byBrowser.headers.get('location')).toBe('/hi/centres');
    const byChoice = await get('/centres', { cookie: 'lang=hi', 'accept-language': 'en' });
    expect(byChoice.headers.get('location')).toBe('/hi/centres');
    const switched = await get('/centres?lang=hi');
    expect(switched.status).toBe(302);
    expect(switched.headers.get('set-cookie')).toMatch(/^lang=hi;/);
  });

  it('takes ?lang=en from the switch: remembered, then the English page', async () => {
    const response = await get('/hi/about?lang=en');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/about');
    expect(response.headers.get('set-cookie')).toMatch(/^lang=en;/);
  });

  it('answers an unknown Hindi path with the Hindi 404 page', async () => {
    const response = await get('/hi/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('पेज नहीं मिला');
    // The tab's title too, not only the page.
    expect(html).toMatch(/<title>404 - पेज नहीं मिला \|[^<]*<\/title>/);
  });

  it('never redirects the transports or files', async () => {
    for (const path of ['/sitemap.xml', '/healthz', '/api/courses']) {
      const response = await get(path, { cookie: 'lang=hi' });
      expect(response.status, path).not.toBe(302);
    }
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${server.url}/hi/about</loc>`);
  });
});

describe('the thank-you page after a plain enquiry post', () => {
  it('is in the language of the form, and held by the page cache', async () => {
    const first = await get('/hi/certification?sent=1');
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain(hi.problems.enquiry.success);
    // Other parameters are not part of the key: the same cached bytes.
    const hit = await get('/hi/certification?sent=1&utm_source=x');
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const again = await get('/hi/certification?sent=1&fbclid=y');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe(await hit.text());
  });
});

describe('the language a form was filled in', () => {
  it('is stored with the enquiry: Hindi from the Hindi page, English from the English page', async () => {
    const send = (path: string, name: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { origin: server.url },
        body: new URLSearchParams({
          name,
          // Different people: the same enquiry sent twice is stored once.
          email: `${name.split(' ')[0]!.toLowerCase()}@example.in`,
          mobile: '9876543210',
          subject: 'course-details',
          query: `Fees for DCA? (${name})`,
        }),
        redirect: 'manual',
      });
    // A saved enquiry answers 303 to the thank-you page in the same language.
    const hindi = await send('/hi/enquiry', 'Hindi Visitor');
    expect(hindi.status).toBe(303);
    expect(hindi.headers.get('location')).toBe('/hi/enquiry?sent=1');
    const english = await send('/enquiry', 'English Visitor');
    expect(english.status).toBe(303);
    expect(english.headers.get('location')).toBe('/enquiry?sent=1');
    const db = openDatabase(server.dataDir);
    try {
      const rows = db.$client.prepare('SELECT name, language FROM enquiries ORDER BY id').all();
      expect(rows).toEqual([
        { name: 'Hindi Visitor', language: 'hi' },
        { name: 'English Visitor', language: 'en' },
      ]);
    } finally {
      db.$client.close();
    }
  });
});
