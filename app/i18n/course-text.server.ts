// The words of a course (name, summary, syllabus, jobs) and of its grading
// table in a page's language. Loaders read them through these functions, so
// the page's language picks the course texts here, in one place; the
// catalogue stays on the server. The catalogue in force comes from the
// database (content.courses, decision 070); a Hindi field staff left empty
// shows the English one, and `english` names it so the page marks it
// lang="en" (decision 071).
import { gradingSchemes } from '../../domain/catalogue/courses';
import type { Course, GradeBand, GradingSchemeId } from '../../domain/catalogue/types';
import { courseTextHi, gradingSchemesHi } from '../../domain/catalogue/course-data.hi';
import { inLanguage } from '../../domain/content-language';
import type { CourseBody } from '../../domain/schemas/content';
import type { Language } from '../../domain/vocabulary';

export type CourseText = Pick<Course, 'name' | 'summary' | 'eligibility' | 'objective' | 'topics' | 'jobs' | 'careerSummary'>;

const courseTexts: Partial<Record<Language, Record<string, CourseText>>> = { hi: courseTextHi };
const gradingTexts: Partial<Record<Language, Record<GradingSchemeId, { title: string; bands: GradeBand[] }>>> = {
  hi: gradingSchemesHi,
};

/** The words of a course of the shipped catalogue (records that name a course by its code). */
export function courseText(language: Language, course: Course): CourseText {
  const translated = courseTexts[language]?.[course.code];
  if (translated) {
    const { name, summary, eligibility, objective, topics, jobs, careerSummary } = translated;
    return { name, summary, eligibility, objective, topics, jobs, careerSummary };
  }
  const { name, summary, eligibility, objective, topics, jobs, careerSummary } = course;
  return { name, summary, eligibility, objective, topics, jobs, careerSummary };
}

/** A course's words as a page shows them, and which of them are the English standing in for Hindi. */
export type ShownCourseText = CourseText & {
  /** Paths of the fields shown in English on a Hindi page: 'name', 'topics.2.title', 'jobs.0'. */
  english: string[];
};

/**
 * The words of a course of the catalogue in force, field by field: the
 * English list of topics and jobs gives the structure, each Hindi field its
 * words where staff wrote them.
 */
export function courseBodyText(language: Language, body: CourseBody): ShownCourseText {
  const english: string[] = [];
  const pick = (path: string, hi: string | undefined, en: string) => {
    const shown = inLanguage(language === 'hi' ? 'hi' : 'en', hi ?? '', en);
    if (language === 'hi' && shown.lang === 'en' && en !== '') english.push(path);
    return shown.text;
  };
  return {
    name: pick('name', body.hi.name, body.en.name),
    summary: pick('summary', body.hi.summary, body.en.summary),
    eligibility: pick('eligibility', body.hi.eligibility, body.en.eligibility),
    objective: pick('objective', body.hi.objective, body.en.objective),
    careerSummary: pick('careerSummary', body.hi.careerSummary, body.en.careerSummary),
    topics: body.en.topics.map((topic, index) => ({
      title: pick(`topics.${index}.title`, body.hi.topics[index]?.title, topic.title),
      description: pick(`topics.${index}.description`, body.hi.topics[index]?.description, topic.description),
    })),
    jobs: body.en.jobs.map((job, index) => pick(`jobs.${index}`, body.hi.jobs[index], job)),
    english,
  };
}

export function gradingText(language: Language, scheme: GradingSchemeId): { title: string; bands: GradeBand[] } {
  return (gradingTexts[language] ?? gradingSchemes)[scheme];
}
