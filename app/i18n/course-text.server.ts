// The words of a course (name, summary, syllabus, jobs) and of its grading
// table, from domain/catalogue/course-data.ts. Loaders read them through
// these two functions, so the page's language picks the course texts here, in
// one place; the catalogue stays on the server. A language without course
// texts of its own reads the English ones.
import { gradingSchemes } from '../../domain/catalogue/courses';
import type { Course, GradeBand, GradingSchemeId } from '../../domain/catalogue/types';
import { courseTextHi, gradingSchemesHi } from '../../domain/catalogue/course-data.hi';
import type { Language } from '../../domain/vocabulary';

export type CourseText = Pick<Course, 'name' | 'summary' | 'eligibility' | 'objective' | 'topics' | 'jobs' | 'careerSummary'>;

const courseTexts: Partial<Record<Language, Record<string, CourseText>>> = { hi: courseTextHi };
const gradingTexts: Partial<Record<Language, Record<GradingSchemeId, { title: string; bands: GradeBand[] }>>> = {
  hi: gradingSchemesHi,
};

export function courseText(language: Language, course: Course): CourseText {
  const translated = courseTexts[language]?.[course.code];
  if (translated) {
    const { name, summary, eligibility, objective, topics, jobs, careerSummary } = translated;
    return { name, summary, eligibility, objective, topics, jobs, careerSummary };
  }
  const { name, summary, eligibility, objective, topics, jobs, careerSummary } = course;
  return { name, summary, eligibility, objective, topics, jobs, careerSummary };
}

export function gradingText(language: Language, scheme: GradingSchemeId): { title: string; bands: GradeBand[] } {
  return (gradingTexts[language] ?? gradingSchemes)[scheme];
}
