// Which courses are offered (issue 52, decision 078): the one rule the
// application forms, their validation, intakes, fee plans and the sitemap
// read. A course is offered when its latest published version is not
// archived; an archived course is still found by its code, so records,
// results and certificates keep naming it.
import type { GradingSchemeId } from '../../../domain/catalogue/types';
import { refusal } from '../../../domain/refusal';
import type { CourseBody } from '../../../domain/schemas/content';
import type { Language, Program } from '../../../domain/vocabulary';
import type { Handle } from '../handle';
import { currentContent } from './holder';

/** A course as forms and records use it: its code, names and rules, not its syllabus. */
export interface CatalogueCourse {
  code: string;
  /** What certificates print, e.g. "CSI-DCA-01". */
  courseId: string;
  /** The English name (what records store). */
  name: string;
  /** The Hindi name, or the English one where Hindi is missing. */
  nameHi: string;
  program: Program;
  grading: GradingSchemeId;
  syllabusPath: string | null;
  archived: boolean;
}

const catalogueOf = (body: CourseBody): CatalogueCourse => ({
  code: body.code,
  courseId: body.courseId,
  name: body.en.name,
  nameHi: body.hi.name.trim() || body.en.name,
  program: body.program,
  grading: body.grading,
  syllabusPath: body.syllabusPath,
  archived: body.archived,
});

/** Every published course, archived ones included, in the catalogue's order. */
const everyCourse = (db: Handle) => currentContent(db).course.map((item) => item.body);

/** The courses on offer, in the catalogue's order, with every field of their pages. */
export const publicCourses = (db: Handle): CourseBody[] => everyCourse(db).filter((body) => !body.archived);

/** The courses on offer as forms list them. */
export const offeredCourses = (db: Handle): CatalogueCourse[] => publicCourses(db).map(catalogueOf);

/** Every course records may name, archived ones included. */
export const catalogueCourses = (db: Handle): CatalogueCourse[] => everyCourse(db).map(catalogueOf);

/** A course by its code, archived or not (records keep naming it). */
export function catalogueCourse(db: Handle, code: string): CatalogueCourse | undefined {
  const wanted = code.trim().toUpperCase();
  const body = everyCourse(db).find((course) => course.code === wanted);
  return body ? catalogueOf(body) : undefined;
}

/** The course's name in a language (Hindi falls back to English per field, decision 071). */
export const courseNameIn = (course: CatalogueCourse, language: Language) => (language === 'hi' ? course.nameHi : course.name);

/**
 * A course a new application, batch or fee plan may name: offered now and,
 * when `program` is given, of that program. Refused in the form's words.
 */
export function courseOnOffer(db: Handle, code: string, program?: string): CatalogueCourse {
  const course = catalogueCourse(db, code);
  if (!course) {
    const key = program === undefined ? 'registration.course' : 'registration.courseNotInProgram';
    throw refusal('BAD_REQUEST', { key }, { field: 'courseCode' });
  }
  if (course.archived) throw refusal('BAD_REQUEST', { key: 'registration.courseArchived' }, { field: 'courseCode' });
  if (program !== undefined && course.program !== program)
    throw refusal('BAD_REQUEST', { key: 'registration.courseNotInProgram' }, { field: 'courseCode' });
  return course;
}
