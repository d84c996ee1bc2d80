// The home and about texts as site content (issue 52 items 2 and 6, decision
// 083), over real HTTP against the production build: the words the software
// shipped are on / and /about in both languages, listed "not yet written by
// the institute" by the go-live checklist and `npm run doctor`; staff publish
// a text on /admin/content as a browser would, it shows at once on the cached
// pages of both languages (Hindi left empty falls back to English, marked),
// and it leaves both lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedLists, shippedParagraphs, siteTextKeys } from '../../domain/catalogue/site-texts';
import { inLanguagePath, pagesOf, shippedLines } from '../support/site-texts';
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

describe('the home and about texts', () => {
  it('are shown as shipped on / and /about in both languages, and listed as not yet written by the institute', async () => {
    for (const language of ['en', 'hi'] as const)
      for (const key of siteTextKeys)
        for (const path of pagesOf(key).map((english) => inLanguagePath(english, language))) {
          const { html } = await page(path);
          for (const line of shippedLines(key, language)) expect(html, `${path} ${key}`).toContain(line);
        }
    const listed = await checklistTexts();
    expect(listed.done).toBe(false);
    for (const key of siteTextKeys) expect(listed.detail).toContain(`text ${key}`);
    // The six values left as paragraphs for one list: no longer read, so no longer listed.
    expect(listed.detail).not.toContain('about-value-');
    const doctor = await doctorTexts();
    expect(doctor.level).toBe('warn');
    expect(doctor.detail).toMatch(/text home-who[,.]/);
    expect(doctor.detail).toContain('text about-values');
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
    expect(hindi).not.toContain(shippedParagraphs['home-who'].hi);

    const listed = await checklistTexts();
    expect(listed.detail).not.toMatch(/text home-who[,.]/);
    expect(listed.detail).toContain('text about-story');
    expect((await doctorTexts()).detail).not.toMatch(/text home-who[,.]/);
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
    expect((await page('/about')).html).toContain(`<p>${shippedParagraphs['about-vision'].en}</p>`);
  });

  it('one list item and one paragraph edited and published show on /about and /hi/about, and leave the checklist and doctor', async () => {
    const post = (body: Record<string, string>) =>
      fetch(`${server.url}/admin/content`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ kind: 'text', intent: 'publish', ...body }).toString(),
      });
    await page('/about');
    await page('/hi/about');
    // The list as the editor sends it, its second value reworded in both languages and a blank row dropped.
    const values: Record<string, string> = { key: 'about-values' };
    shippedLists['about-values'].items.forEach((item, index) => {
      for (const language of ['en', 'hi'] as const)
        for (const field of ['title', 'text'] as const) values[`${language}.items.${index}.${field}`] = item[language][field];
    });
    values['en.items.1.title'] = 'Plain dealing';
    values['en.items.1.text'] = 'The fee you see is the fee you pay.';
    values['hi.items.1.title'] = 'सीधा व्यवहार';
    values['hi.items.1.text'] = '';
    values['en.items.6.title'] = '';
    values['en.items.6.text'] = ' ';
    const list = await post(values);
    expect(list.status).toBe(302);
    expect(list.headers.get('location')).toBe('/admin/content?kind=text&key=about-values&published=2');
    // A paragraph naming the founding year as a placeholder: the page fills it.
    const paragraph = await post({
      key: 'about-story-start',
      'en.text': 'Founded in {{year}} by its teachers.',
      'hi.text': '{{year}} में शुरू हुआ।',
    });
    expect(paragraph.headers.get('location')).toBe('/admin/content?kind=text&key=about-story-start&published=2');

    const english = (await page('/about')).html;
    expect(english).toContain('<h3>Plain dealing</h3>');
    expect(english).toContain('<p>The fee you see is the fee you pay.</p>');
    expect(english).not.toContain(shippedLists['about-values'].items[1]!.en.text);
    expect(english).toContain(`<h3>${shippedLists['about-values'].items[2]!.en.title}</h3>`);
    expect(english).toContain('<p>Founded in 2016 by its teachers.</p>');
    const hindi = (await page('/hi/about')).html;
    expect(hindi).toContain('<h3>सीधा व्यवहार</h3>');
    // The Hindi line left empty: the English stands in, marked (decision 071), the other lines stay Hindi.
    expect(hindi).toContain('<p lang="en">The fee you see is the fee you pay.</p>');
    expect(hindi).toContain(`<p>${shippedLists['about-values'].items[2]!.hi.text}</p>`);
    expect(hindi).toContain('<p>2016 में शुरू हुआ।</p>');

    const listed = await checklistTexts();
    expect(listed.detail).not.toContain('text about-values');
    expect(listed.detail).not.toContain('text about-story-start');
    expect(listed.detail).toContain('text about-offerings');
    const doctor = (await doctorTexts()).detail;
    expect(doctor).not.toContain('text about-values');
    expect(doctor).toContain('text study-fields');
  });

  it('refuses in words a placeholder the site does not fill and a list left with no item, nothing published', async () => {
    const refused = async (body: Record<string, string>, message: string) => {
      const response = await fetch(`${server.url}/admin/content`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ kind: 'text', intent: 'publish', ...body }).toString(),
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    };
    await refused(
      { key: 'home-admissions', 'en.text': 'Fees from {{fee}}.', 'hi.text': '' },
      'Use only these placeholders: {{name}}, {{year}}',
    );
    await refused(
      { key: 'about-offerings', 'en.items.0.text': '', 'hi.items.0.text': '' },
      'Keep at least one item in the list.',
    );
    const about = (await page('/about')).html;
    expect(about).toContain(shippedLists['about-offerings'].items[0]!.en.text);
    expect((await page('/')).html).toContain(shippedParagraphs['home-admissions'].en);
  });
});
