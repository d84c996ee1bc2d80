// The home and about texts as site content (issue 52 items 2 and 6, decision
// 083), over real HTTP against the production build: the words the software
// shipped are on / and /about in both languages, listed "not yet written by
// the institute" by the go-live checklist and `npm run doctor`; staff publish
// a text on /admin/content as a browser would, it shows at once on the cached
// pages of both languages (Hindi left empty falls back to English, marked),
// and it leaves both lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedSiteTexts, siteTextKeys } from '../../domain/catalogue/site-texts';
import { runDoctor } from '../../server/services/upkeep/doctor';
import { generousLimits } from '../support/legacy';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  server = await startServer(generousLimits);
  cookie = await adminCookieOf(server.url, generousLimits);
}, 90_000);
afterAll(() => server?.cleanup());

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  const html = (await response.text()).replaceAll('<!-- -->', '').replace(/&(amp|#x27|#39|quot|lt|gt);/g, (m) => entities[m]!);
  return { status: response.status, html };
}

async function checklistTexts() {
  const response = await fetch(`${server.url}/trpc/settings.checklist`, { headers: { cookie } });
  const items = ((await response.json()) as { result: { data: { id: string; done: boolean; detail: string }[] } }).result.data;
  return items.find((item) => item.id === 'texts')!;
}

const doctorTexts = async () =>
  (await runDoctor({ dataDir: server.dataDir, minFreeDiskMb: 1 })).find(
    (check) => check.name === 'Every description on the site written or checked by the institute',
  )!;

const homeKeys = ['home-who'] as const;
const aboutKeys = siteTextKeys.filter((key) => key.startsWith('about-'));

describe('the home and about texts', () => {
  it('are shown as shipped on / and /about in both languages, and listed as not yet written by the institute', async () => {
    for (const language of ['en', 'hi'] as const) {
      const prefix = language === 'hi' ? '/hi' : '';
      const home = await page(prefix || '/');
      for (const key of homeKeys) expect(home.html, `${prefix}/ ${key}`).toContain(`<p>${shippedSiteTexts[key][language]}</p>`);
      const about = await page(`${prefix}/about`);
      for (const key of aboutKeys)
        expect(about.html, `${prefix}/about ${key}`).toContain(`<p>${shippedSiteTexts[key][language]}</p>`);
    }
    const listed = await checklistTexts();
    expect(listed.done).toBe(false);
    for (const key of siteTextKeys) expect(listed.detail).toContain(`text ${key}`);
    const doctor = await doctorTexts();
    expect(doctor.level).toBe('warn');
    expect(doctor.detail).toContain('text home-who');
  });

  it('a publish on /admin/content shows in both languages at once and clears the flag', async () => {
    await page('/');
    await page('/hi');
    const form = new URLSearchParams({
      kind: 'text',
      key: 'home-who',
      intent: 'publish',
      'en.text': 'Our teachers write this paragraph themselves.',
      'hi.text': '',
    });
    const published = await fetch(`${server.url}/admin/content`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe('/admin/content?kind=text&key=home-who&published=2');
    expect((await page('/')).html).toContain('<p>Our teachers write this paragraph themselves.</p>');
    // The Hindi left empty: the English stands in, marked as English (decision 071).
    const hindi = (await page('/hi')).html;
    expect(hindi).toContain('<p lang="en">Our teachers write this paragraph themselves.</p>');
    expect(hindi).not.toContain(shippedSiteTexts['home-who'].hi);

    const listed = await checklistTexts();
    expect(listed.detail).not.toContain('text home-who');
    expect(listed.detail).toContain('text about-story');
    expect((await doctorTexts()).detail).not.toContain('text home-who');
  });

  it('an English text left empty is refused in words, nothing published', async () => {
    const refused = await fetch(`${server.url}/admin/content`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        kind: 'text',
        key: 'about-vision',
        intent: 'publish',
        'en.text': ' ',
        'hi.text': 'x',
      }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please write the English text.');
    expect((await page('/about')).html).toContain(`<p>${shippedSiteTexts['about-vision'].en}</p>`);
  });
});
