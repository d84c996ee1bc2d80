// The catalogue in the database (issue 52, decision 070) against a real SQLite
// file: the seed is exactly the TypeScript catalogue, a publish is a new
// version and the holder serves it at once, a restore is a new version too,
// nothing is overwritten or deleted, bad bodies are refused in words, and
// only the Owner and the Content editor may publish.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { courses } from '../../domain/catalogue/courses';
import { courseTextHi } from '../../domain/catalogue/course-data.hi';
import type { CourseBody, NoticeBody } from '../../domain/schemas/content';
import { contentVersions } from '../../db/schema';
import { shippedCentreNotes } from '../../domain/catalogue/centre-notes';
import { siteTextKeys } from '../../domain/catalogue/site-texts';
import {
  centreNotes,
  currentContent,
  currentNotices,
  publicCourses,
  seedContent,
  shippedCourse,
  shippedTexts,
} from '../../server/services/content';
import { createAdmin, login } from '../../server/services/staff/auth';
import { callerFor, createTestDb, type TestDb } from '../support/db';

const centreCount = 3;
/** The items that are not courses: the centres' descriptions and the home and about texts (decision 083). */
const describedCount = centreCount + siteTextKeys.length;
let t: TestDb;
beforeEach(() => {
  t = createTestDb();
});
afterEach(() => t.cleanup());

const centresLeft = () =>
  shippedTexts(t.db)
    .filter((text) => text.kind === 'centre')
    .map((text) => text.key);

async function staff(role: 'owner' | 'content-editor' | 'counsellor') {
  const email = `${role}@example.in`;
  await createAdmin(t.db, { email, password: 'a-long-secret-words', name: `The ${role}`, roles: [role], centres: 'all' });
  const { admin } = await login(t.db, { email, password: 'a-long-secret-words' }, { ip: '198.51.100.1' });
  return callerFor(t, admin);
}

const tally: CourseBody = {
  code: 'TPG',
  courseId: 'TPG/Q0100',
  program: 'diploma',
  grading: 'standard',
  syllabusPath: '/courses/tally-prime-gst',
  archived: false,
  en: {
    name: 'Tally Prime with GST',
    summary: 'Accounts, inventory and GST returns in Tally Prime.',
    eligibility: '10th pass',
    objective: 'To keep the books of a small business in Tally Prime.',
    careerSummary: 'After the course you can apply for:',
    topics: [{ title: 'Ledgers and vouchers', description: 'Company, ledgers, vouchers.' }],
    jobs: ['Accounts Assistant'],
  },
  hi: { name: 'GST के साथ टैली प्राइम', summary: '', eligibility: '', objective: '', careerSummary: '', topics: [], jobs: [] },
};

const notice = (overrides: Partial<NoticeBody> = {}): NoticeBody => ({
  en: { title: 'Admissions close', text: 'Admissions for 2026-27 close on 30 June.' },
  hi: { title: 'प्रवेश बंद', text: '' },
  startsOn: '2026-01-01',
  endsOn: '2099-12-31',
  pinned: false,
  withdrawn: false,
  ...overrides,
});

describe('the seed', () => {
  it('holds every course of the TypeScript catalogue, in its order, both languages, as version 1', () => {
    const held = currentContent(t.db).course;
    expect(held.map((item) => item.key)).toEqual(courses.map((course) => course.code));
    for (const [index, course] of courses.entries()) {
      expect(held[index]!.version).toBe(1);
      expect(held[index]!.shipped).toBe(true);
      expect(held[index]!.body.en.name).toBe(course.name);
      expect(held[index]!.body.en.topics).toEqual(course.topics);
      expect(held[index]!.body.hi.jobs).toEqual(courseTextHi[course.code].jobs);
      expect(held[index]!.body).toEqual(shippedCourse(course));
    }
  });

  it("holds each centre's description as shipped, listed as not yet written by the institute until staff publish one", async () => {
    expect(centreNotes(t.db).map((centre) => centre.id)).toEqual(['gandhinagar', 'belwa', 'azamnagar']);
    expect(centreNotes(t.db)[0]!.en.note).toBe(shippedCentreNotes.gandhinagar.en);
    expect(centreNotes(t.db)[0]!.hi.note).toBe(shippedCentreNotes.gandhinagar.hi);
    expect(centresLeft()).toEqual(['gandhinagar', 'belwa', 'azamnagar']);
    const owner = await staff('owner');
    await owner.content.publish({
      kind: 'centre',
      key: 'gandhinagar',
      body: { en: { note: 'Our office and two classrooms.' }, hi: { note: '' } },
    });
    expect(centresLeft()).toEqual(['belwa', 'azamnagar']);
    // Republished unchanged, a text counts as reviewed too.
    await owner.content.publish({ kind: 'centre', key: 'belwa', body: centreNotes(t.db)[1]! });
    expect(centresLeft()).toEqual(['azamnagar']);
  });

  it('adds nothing on a second start, and nothing over an edited course', async () => {
    const owner = await staff('owner');
    await owner.content.publish({ kind: 'course', key: 'DCA', body: { ...shippedCourse(courses[0]!), courseId: 'DCA/Q9999' } });
    expect(seedContent(t.db)).toBe(0);
    expect(t.db.select().from(contentVersions).all()).toHaveLength(courses.length + describedCount + 1);
    expect(publicCourses(t.db)[0]!.courseId).toBe('DCA/Q9999');
  });
});

describe('publishing', () => {
  it('adds a course at the end, seen at once; an archived one leaves the public list but keeps its versions', async () => {
    const editor = await staff('content-editor');
    const added = await editor.content.publish({ kind: 'course', key: null, body: tally });
    expect(added).toMatchObject({ key: 'TPG', version: 1 });
    expect(publicCourses(t.db).at(-1)!.en.name).toBe('Tally Prime with GST');
    await editor.content.publish({ kind: 'course', key: 'TPG', body: { ...tally, archived: true } });
    expect(publicCourses(t.db).map((course) => course.code)).not.toContain('TPG');
    const history = await editor.content.history({ kind: 'course', key: 'TPG' });
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
    expect(history[0]!.publishedByName).toBe('The content-editor');
  });

  it('refuses a second course with the same code, a changed code, and a body that does not pass', async () => {
    const owner = await staff('owner');
    await expect(owner.content.publish({ kind: 'course', key: null, body: { ...tally, code: 'DCA' } })).rejects.toMatchObject({
      message: 'A course with this code exists already.',
    });
    await expect(owner.content.publish({ kind: 'course', key: 'DCA', body: tally })).rejects.toMatchObject({
      message: 'A course keeps its code; add a new course for a new code.',
    });
    await expect(
      owner.content.publish({ kind: 'course', key: null, body: { ...tally, en: { ...tally.en, name: ' ' } } }),
    ).rejects.toMatchObject({ message: 'Please write the course name in English.' });
    await expect(
      owner.content.publish({ kind: 'notice', key: null, body: notice({ startsOn: '2026-07-01', endsOn: '2026-06-30' }) }),
    ).rejects.toMatchObject({ message: 'The last day cannot be before the first.' });
    await expect(owner.content.publish({ kind: 'centre', key: 'nowhere', body: {} })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(t.db.select().from(contentVersions).all()).toHaveLength(courses.length + describedCount);
  });

  it('restores an earlier version as a new one that names it', async () => {
    const owner = await staff('owner');
    const first = (await owner.content.history({ kind: 'course', key: 'DCA' }))[0]!;
    await owner.content.publish({ kind: 'course', key: 'DCA', body: { ...shippedCourse(courses[0]!), courseId: 'DCA/CHANGED' } });
    expect(publicCourses(t.db)[0]!.courseId).toBe('DCA/CHANGED');
    const restored = await owner.content.restore({ versionId: first.id });
    expect(restored.version).toBe(3);
    expect(publicCourses(t.db)[0]!.courseId).toBe('DCA/Q0001');
    const history = await owner.content.history({ kind: 'course', key: 'DCA' });
    expect(history.map((entry) => [entry.version, entry.restoredFrom])).toEqual([
      [3, first.id],
      [2, null],
      [1, null],
    ]);
    await expect(owner.content.restore({ versionId: 999_999 })).rejects.toMatchObject({ message: 'No such version.' });
  });

  it('never changes or deletes a published version', () => {
    expect(() => t.db.$client.prepare("update content_versions set body = '{}' where key = 'DCA'").run()).toThrow(
      'A published version is never changed; publish a new one.',
    );
    expect(() => t.db.$client.prepare("delete from content_versions where key = 'DCA'").run()).toThrow(
      'A published version is never deleted; publish a new one.',
    );
  });

  it('lets only the Owner and the Content editor publish', async () => {
    const counsellor = await staff('counsellor');
    await expect(counsellor.content.publish({ kind: 'notice', key: null, body: notice() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(counsellor.content.items({ kind: 'course' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('notices', () => {
  it('shows those of today, pinned first, and neither an expired, a future nor a withdrawn one', async () => {
    const owner = await staff('owner');
    await owner.content.publish({ kind: 'notice', key: null, body: notice({ en: { title: 'Older', text: 'x' } }) });
    await owner.content.publish({
      kind: 'notice',
      key: null,
      body: notice({ en: { title: 'Pinned', text: 'x' }, pinned: true }),
    });
    await owner.content.publish({
      kind: 'notice',
      key: null,
      body: notice({ en: { title: 'Expired', text: 'x' }, startsOn: '2026-01-01', endsOn: '2026-01-31' }),
    });
    await owner.content.publish({
      kind: 'notice',
      key: null,
      body: notice({ en: { title: 'Future', text: 'x' }, startsOn: '2099-01-01' }),
    });
    const withdrawn = await owner.content.publish({
      kind: 'notice',
      key: null,
      body: notice({ en: { title: 'Gone', text: 'x' } }),
    });
    await owner.content.publish({
      kind: 'notice',
      key: withdrawn.key,
      body: notice({ en: { title: 'Gone', text: 'x' }, withdrawn: true }),
    });
    expect(currentNotices(t.db, '2026-11-28').map((shown) => shown.en.title)).toEqual(['Pinned', 'Older']);
    // The last day is included; the next day it is gone.
    expect(currentNotices(t.db, '2026-01-31').map((shown) => shown.en.title)).toContain('Expired');
    expect(currentNotices(t.db, '2026-02-01').map((shown) => shown.en.title)).not.toContain('Expired');
    expect((await callerFor(t).content.notices()).map((shown) => shown.en.title)).toEqual(['Pinned', 'Older']);
  });
});
