// Lookups over the course catalogue (course-data.ts), used by pages, the
// sitemap, the application form and the services.
import { advanceDiplomaList, diplomaList, gradingSchemes } from './course-data';
import { coursePrograms } from '../vocabulary';
import { updatingPath } from './site';
import type { Course, CourseLevel, GradingSchemeId } from './types';

export { gradingSchemes };

/** Every course runs for the same length and carries the same credits (spec). */
export const courseDuration = '370 hours (about one year)';
export const courseCredits = 18;

/** The whole catalogue: diplomas first (DCA first), then advance diplomas. */
export const courses: readonly Course[] = [...diplomaList, ...advanceDiplomaList].map((course) => ({
  ...course,
  level: coursePrograms[course.code],
}));

export const diplomaCourses: readonly Course[] = courses.filter((c) => c.level === 'diploma');

export const advanceDiplomaCourses: readonly Course[] = courses.filter((c) => c.level === 'advance-diploma');

/** Finds a course by its code, ignoring case and surrounding spaces. */
export function courseByCode(code: string): Course | undefined {
  const wanted = code.trim().toUpperCase();
  return courses.find((c) => c.code === wanted);
}

export function coursesForLevel(level: CourseLevel): Course[] {
  return courses.filter((c) => c.level === level);
}

/** The "Learn more" link for a course: its syllabus page, or /Updating if it has none. */
export function learnMorePath(course: Course): string {
  return course.syllabusPath ?? updatingPath;
}

/** The syllabus page routes, in the spec's order. */
export const syllabusPaths: readonly string[] = [
  '/DCASyllabus',
  '/DCLMSyllabus',
  '/DCMSyllabus',
  '/DFMSyllabus',
  '/DHRMSyllabus',
  '/DLMSyllabus',
  '/DPMSyllabus',
  '/DSCMSyllabus',
  '/HospitalitySyllabus',
  '/ImpExpSyllabus',
  '/InsuranceRiskManagementSyllabus',
  '/NTTSyllabus',
  '/PGDCASyllabus',
  '/TravelSyllabus',
  '/DMPRMSyllabus',
];

export function courseBySyllabusPath(path: string): Course | undefined {
  return courses.find((c) => c.syllabusPath === path);
}

/**
 * The grade of a result: the first band of the course's grading table whose
 * lowest mark `marks` reaches. Marks are whole percentages (0 to 100), as the
 * spec's tables are written: "81-90" then "91-100" leave no room for 90.5.
 */
export function gradeFor(scheme: GradingSchemeId, marks: number): { grade: string; meaning: string } {
  if (!Number.isInteger(marks) || marks < 0 || marks > 100)
    throw new RangeError(`marks must be a whole number from 0 to 100, not ${marks}`);
  const band = gradingSchemes[scheme].bands.find((candidate) => marks >= candidate.min);
  // Every table ends with a band from 0, so one always matches.
  return { grade: band!.grade, meaning: band!.meaning };
}
