// What visitors' pages read of the content in force.
import type { CentreBody, CourseBody, NoticeBody, TextBody } from '../../../domain/schemas/content';
import type { Handle } from '../handle';
import { currentContent } from './holder';
import { publicCourses } from './offered';

/** The course whose syllabus page this is; archived courses have none. */
export function courseOfPath(db: Handle, path: string): CourseBody | undefined {
  return publicCourses(db).find((course) => course.syllabusPath === path);
}

/** Today in India, YYYY-MM-DD: the day notices start and end by. */
export const indiaToday = (now = new Date()) => now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The notices shown today: pinned first, then the newest start. */
export function currentNotices(db: Handle, today = indiaToday()): (NoticeBody & { key: string })[] {
  return currentContent(db)
    .notice.filter((item) => !item.body.withdrawn && item.body.startsOn <= today && today <= item.body.endsOn)
    .map((item) => ({ ...item.body, key: item.key }))
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.startsOn.localeCompare(a.startsOn) || Number(b.key) - Number(a.key));
}

/** Each centre's description, by centre id. */
export function centreNotes(db: Handle): (CentreBody & { id: string })[] {
  return currentContent(db).centre.map((item) => ({ ...item.body, id: item.key }));
}

/** The texts of the home and about pages by key (decision 083). */
export function siteTextBodies(db: Handle): Record<string, TextBody> {
  return Object.fromEntries(currentContent(db).text.map((item) => [item.key, item.body]));
}

/** The descriptive texts still as the software shipped them: nobody at the institute has published their own. */
export function shippedTexts(db: Handle): { kind: 'centre' | 'text'; key: string }[] {
  const content = currentContent(db);
  return [
    ...content.centre.filter((item) => item.shipped).map((item) => ({ kind: 'centre' as const, key: item.key })),
    ...content.text.filter((item) => item.shipped).map((item) => ({ kind: 'text' as const, key: item.key })),
  ];
}
