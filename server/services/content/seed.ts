// What came with the software, as the first version of each item (decision
// 070): exactly the catalogue the TypeScript files hold. Run at every start;
// an item that has any version is left alone, so a fresh install and an
// existing one (first start after the upgrade) get the same content, and a
// later start changes nothing.
import { courses } from '../../../domain/catalogue/courses';
import { courseTextHi } from '../../../domain/catalogue/course-data.hi';
import { shippedCentreNotes } from '../../../domain/catalogue/centre-notes';
import { centreDetails } from '../../../domain/catalogue/site';
import { shippedSiteTexts, siteTextKeys } from '../../../domain/catalogue/site-texts';
import type { Course } from '../../../domain/catalogue/types';
import type { CentreBody, CourseBody, TextBody } from '../../../domain/schemas/content';
import type { ContentKind } from '../../../domain/vocabulary';
import { contentVersions } from '../../../db/schema';
import type { Handle } from '../handle';
import { forgetContent } from './holder';

/** A course of domain/catalogue as its first published version. */
export function shippedCourse(course: Course): CourseBody {
  const words = ({
    name,
    summary,
    eligibility,
    objective,
    careerSummary,
    topics,
    jobs,
  }: Omit<Course, 'code' | 'courseId' | 'level' | 'grading' | 'syllabusPath'>) => ({
    name,
    summary,
    eligibility,
    objective,
    careerSummary,
    topics: topics.map(({ title, description }) => ({ title, description })),
    jobs: [...jobs],
  });
  return {
    code: course.code,
    courseId: course.courseId,
    program: course.level,
    grading: course.grading,
    syllabusPath: course.syllabusPath,
    archived: false,
    en: words(course),
    hi: words(courseTextHi[course.code]),
  };
}

/** Every item that comes with the software, in the order pages list them. */
export function shippedItems(): { kind: ContentKind; key: string; body: unknown }[] {
  return [
    ...courses.map((course) => ({ kind: 'course' as const, key: course.code, body: shippedCourse(course) })),
    ...centreDetails.map((centre) => {
      const note = shippedCentreNotes[centre.id];
      const body: CentreBody = { en: { note: note.en }, hi: { note: note.hi } };
      return { kind: 'centre' as const, key: centre.id, body };
    }),
    ...siteTextKeys.map((key) => {
      const body: TextBody = shippedSiteTexts[key];
      return { kind: 'text' as const, key, body };
    }),
  ];
}

export function seedContent(db: Handle): number {
  let added = 0;
  db.transaction((tx) => {
    const present = new Set(
      tx
        .selectDistinct({ kind: contentVersions.kind, key: contentVersions.key })
        .from(contentVersions)
        .all()
        .map((row) => `${row.kind}:${row.key}`),
    );
    for (const item of shippedItems()) {
      if (present.has(`${item.kind}:${item.key}`)) continue;
      tx.insert(contentVersions)
        .values({ kind: item.kind, key: item.key, version: 1, body: JSON.stringify(item.body) })
        .run();
      added += 1;
    }
  });
  if (added > 0) forgetContent(db);
  return added;
}
