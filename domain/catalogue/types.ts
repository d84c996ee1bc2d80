// The shape of the static course catalogue. One typed module (courses.ts)
// fills it; pages, the sitemap and the application form read it.

import type { CourseCode, Program } from '../vocabulary';

/** A course belongs to one program. */
export type CourseLevel = Program;

/** Which of the spec's two grading tables a course uses. */
export type GradingSchemeId = 'standard' | 'percentage';

export interface GradeBand {
  /** Marks range as shown, e.g. "91-100" or "90% and above". */
  range: string;
  grade: string;
  meaning: string;
}

export interface Course {
  /** Short code used in URLs, forms and the old client's strings, e.g. "DCA". Unique. */
  code: CourseCode;
  /** The spec's course id, e.g. "DCA/Q0001". */
  courseId: string;
  name: string;
  /** The program the course belongs to (domain/vocabulary.ts coursePrograms). */
  level: CourseLevel;
  /** e.g. "10th pass", "10+2", "Bachelor's degree in any discipline". */
  eligibility: string;
  objective: string;
  /** Exactly six syllabus topics (modules), each with a short description. */
  topics: { title: string; description: string }[];
  /** Job roles a graduate can apply for. */
  jobs: string[];
  /** One or two sentences introducing the job-opportunities section. */
  careerSummary: string;
  grading: GradingSchemeId;
  /** Syllabus page path (one of the spec's routes), or null: the course then links to /Updating. */
  syllabusPath: string | null;
  /** Card blurb on /academics, at most about 140 characters. */
  summary: string;
}

/** What course-data.ts writes for a course; the program comes from the vocabulary. */
export type CourseContent = Omit<Course, 'level'>;
