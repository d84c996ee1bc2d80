// Before and after the move of the catalogue into the database (issue 52,
// decision 070), over real HTTP against the production build: every public
// page answers in both languages, and every line of the TypeScript catalogue a
// page showed is still on it, now read from the database. Then a publish made
// by another process (a second connection) reaches the cached pages of both
// languages within a second, and a notice shows on the home page and /notices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { courses, syllabusPaths } from '../../domain/catalogue/courses';
import { courseTextHi } from '../../domain/catalogue/course-data.hi';
import { shippedCentreNotes } from '../../domain/catalogue/centre-notes';
import { siteTextKeys } from '../../domain/catalogue/site-texts';
import { inLanguagePath, pagesOf, shippedLines } from '../support/site-texts';
import { publicPages, updatingPath } from '../../domain/catalogue/site';
import { indiaToday, publishContent, shippedCourse } from '../../server/services/content';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let db: DB;
beforeAll(async () => {
  server = await startServer();
  db = openDatabase(server.dataDir);
}, 90_000);
afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
async function page(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  const html = (await response.text()).replaceAll('<!-- -->', '').replace(/&(amp|#x27|#39|quot|lt|gt);/g, (m) => entities[m]!);
  return { status: response.status, html, cache: response.headers.get('x-page-cache') };
}

const languages = [
  { prefix: '', words: (code: (typeof courses)[number]) => code },
  { prefix: '/hi', words: (course: (typeof courses)[number]) => ({ ...course, ...courseTextHi[course.code] }) },
] as const;

describe('every public page in both languages, from the catalogue in the database', () => {
  it('answers 200 for every page of the sitemap', async () => {
    for (const { prefix } of languages) {
      for (const path of [...publicPages, ...syllabusPaths, updatingPath]) {
        const { status } = await page(`${prefix}${path === '/' && prefix ? '' : path}`);
        expect(status, `${prefix}${path}`).toBe(200);
      }
    }
  });

  it('shows every course card line of the TypeScript catalogue on /academics', async () => {
    for (const { prefix, words } of languages) {
      const { html } = await page(`${prefix}/academics`);
      for (const course of courses) {
        const shown = words(course);
        for (const line of [shown.name, shown.summary, shown.eligibility, course.courseId])
          expect(html, `${prefix} ${course.code}`).toContain(line);
      }
    }
  });

  it('shows every line of every syllabus page', async () => {
    for (const { prefix, words } of languages) {
      for (const course of courses.filter((candidate) => candidate.syllabusPath)) {
        const { html } = await page(`${prefix}${course.syllabusPath}`);
        const shown = words(course);
        const lines = [
          shown.name,
          shown.summary,
          shown.eligibility,
          shown.objective,
          shown.careerSummary,
          ...shown.topics.flatMap((topic) => [topic.title, topic.description]),
          ...shown.jobs,
        ];
        for (const line of lines) expect(html, `${prefix}${course.syllabusPath}`).toContain(line);
        // Nothing is marked as English standing in for Hindi: the shipped Hindi is complete.
        if (prefix) expect(html.match(/ lang="en"/g)).toHaveLength(1); // the language switch's "English" link
      }
    }
  });

  it("shows each centre's description on /centres, as the messages held it before", async () => {
    for (const language of ['en', 'hi'] as const) {
      const { html } = await page(language === 'hi' ? '/hi/centres' : '/centres');
      for (const note of Object.values(shippedCentreNotes)) expect(html, language).toContain(`<p>${note[language]}</p>`);
    }
  });

  it('shows every line of each home and about text on its pages, as the messages and lists held them before', async () => {
    for (const language of ['en', 'hi'] as const) {
      for (const key of siteTextKeys) {
        for (const path of pagesOf(key).map((english) => inLanguagePath(english, language))) {
          const { html } = await page(path);
          for (const line of shippedLines(key, language)) expect(html, `${path} ${key}`).toContain(line);
          // The shipped Hindi is complete: nothing on these pages stands in in English.
          if (language === 'hi') expect(html.match(/ lang="en"/g), path).toHaveLength(1);
        }
      }
    }
  });

  it('names the first five courses of each program on the home page', async () => {
    for (const { prefix, words } of languages) {
      const { html } = await page(prefix || '/');
      for (const level of ['diploma', 'advance-diploma'] as const)
        for (const course of courses.filter((candidate) => candidate.level === level).slice(0, 5))
          expect(html, `${prefix} ${course.code}`).toContain(words(course).name);
    }
  });
});

describe('a publish reaches the cached pages', () => {
  it('renews /academics and a syllabus page in both languages within a second', async () => {
    const dca = courses[0]!;
    await page('/academics');
    expect((await page('/academics')).cache).toBe('hit');
    await page('/hi/DCASyllabus');
    const body = shippedCourse(dca);
    const started = Date.now();
    publishContent(
      db,
      'course',
      'DCA',
      { ...body, en: { ...body.en, name: 'Diploma in Computer Applications, renewed' }, hi: { ...body.hi, name: '' } },
      {
        userId: 1,
        name: 'Test editor',
      },
    );
    const english = await page('/academics');
    const hindi = await page('/hi/DCASyllabus');
    const elapsed = Date.now() - started;
    expect(english.html).toContain('Diploma in Computer Applications, renewed');
    // The Hindi name left empty: the English one stands in, marked as English (decision 071).
    expect(hindi.html).toMatch(/<h1[^>]*><span lang="en">Diploma in Computer Applications, renewed<\/span>/);
    expect(hindi.html).toContain(courseTextHi.DCA.objective);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe('notices', () => {
  const editor = { userId: 1, name: 'Test editor' };
  const day = (offset: number) => indiaToday(new Date(Date.now() + offset * 86_400_000));

  it("shows today's notice on the home page strip and /notices in both languages, and not an expired one", async () => {
    expect((await page('/')).html).not.toContain('data-testid="notice-strip"');
    publishContent(
      db,
      'notice',
      null,
      {
        en: {
          title: 'Admissions close on 30 June',
          text: 'Apply **before** the date.\n\n- Bring your marksheet\n- <script>alert(1)</script>',
        },
        hi: { title: 'प्रवेश 30 जून को बंद', text: '' },
        startsOn: day(-1),
        endsOn: day(30),
        pinned: true,
        withdrawn: false,
      },
      editor,
    );
    publishContent(
      db,
      'notice',
      null,
      {
        en: { title: 'An old notice', text: 'Gone.' },
        hi: { title: '', text: '' },
        startsOn: day(-30),
        endsOn: day(-1),
        pinned: false,
        withdrawn: false,
      },
      editor,
    );
    const home = await page('/');
    expect(home.html).toContain('data-testid="notice-strip"');
    expect(home.html).toContain('Admissions close on 30 June');
    expect(home.html).not.toContain('An old notice');
    const hindiHome = await page('/hi');
    expect(hindiHome.html).toContain('प्रवेश 30 जून को बंद');
    const notices = await page('/notices');
    expect(notices.status).toBe(200);
    expect(notices.html).toContain('Apply <strong>before</strong> the date.');
    expect(notices.html).toContain('<li>Bring your marksheet</li>');
    // What staff typed as HTML is text on the page, never markup.
    const raw = await (await fetch(`${server.url}/notices`)).text();
    expect(raw).toContain('<li>&lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(raw).not.toContain('<script>alert(1)');
    expect(notices.html).not.toContain('An old notice');
    const hindi = await page('/hi/notices');
    expect(hindi.html).toContain('प्रवेश 30 जून को बंद');
    // The Hindi text is missing: the English one stands in, marked as English.
    expect(hindi.html).toMatch(/<div lang="en"><p>Apply <strong>before<\/strong> the date.<\/p>/);
  });
});

describe('a course staff add', () => {
  it('gets its readable page in both languages, a place in the sitemap and in the pages the phone keeps offline; archived, all go', async () => {
    const editor = { userId: 1, name: 'Test editor' };
    const dca = shippedCourse(courses[0]!);
    const body = {
      ...dca,
      code: 'TPG',
      courseId: 'TPG/Q0100',
      syllabusPath: '/courses/tally-prime-gst',
      en: { ...dca.en, name: 'Tally Prime with GST' },
      hi: { ...dca.hi, name: 'जीएसटी के साथ टैली प्राइम' },
    };
    publishContent(db, 'course', null, body, editor);
    const english = await page('/courses/tally-prime-gst');
    expect(english.status).toBe(200);
    expect(english.html).toMatch(/<h1[^>]*>Tally Prime with GST<\/h1>/);
    const hindi = await page('/hi/courses/tally-prime-gst');
    expect(hindi.html).toMatch(/<h1[^>]*>जीएसटी के साथ टैली प्राइम<\/h1>/);
    expect((await page('/academics')).html).toContain('TPG/Q0100');
    expect((await page('/sitemap.xml')).html).toContain('/courses/tally-prime-gst</loc>');
    expect((await page('/sitemap.xml')).html).toContain('/hi/courses/tally-prime-gst</loc>');
    // The service worker keeps it as it keeps /DCASyllabus: a new worker, since its list changed.
    const worker = (await page('/sw.js')).html;
    expect(worker).toContain('"/courses/tally-prime-gst"');
    expect(worker).toContain('"/hi/courses/tally-prime-gst"');
    expect(worker).toContain('"/hi/DCASyllabus"');

    publishContent(db, 'course', 'TPG', { ...body, archived: true }, editor);
    expect((await page('/courses/tally-prime-gst')).status).toBe(404);
    expect((await page('/academics')).html).not.toContain('TPG/Q0100');
    expect((await page('/sitemap.xml')).html).not.toContain('tally-prime-gst');
    const after = (await page('/sw.js')).html;
    expect(after).not.toContain('tally-prime-gst');
    expect(after).toContain('"/DCASyllabus"');
  });
});
