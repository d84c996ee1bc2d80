// The words of a course (name, summary, syllabus, jobs) and of its grading
// table, from domain/catalogue/course-data.ts. Loaders read them through
// these two functions, so the page's language picks the course texts here, in
// one place; the catalogue stays on the server. Until the course texts of
// other languages exist, every language reads the English ones.
import { gradingSchemes } from '../../domain/catalogue/courses';
import type { Course, GradeBand, GradingSchemeId } from '../../domain/catalogue/types';
import type { Language } from '../../domain/vocabulary';

export type CourseText = Pick<
  Course,
  'name' | 'summary' | 'eligibility' | 'objective' | 'topics' | 'jobs' | 'careerSummary'
>;

export function courseText(_language: Language, course: Course): CourseText {
  const { name, summary, eligibility, objective, topics, jobs, careerSummary } = course;
  return { name, summary, eligibility, objective, topics, jobs, careerSummary };
}

export function gradingText(_language: Language, scheme: GradingSchemeId): { title: string; bands: GradeBand[] } {
  return gradingSchemes[scheme];
}
