// What staff edit on the public site (issue 52, decision 070): the body of
// each kind of content item, English and Hindi side by side. A Hindi field
// left empty is "Hindi missing": the page shows the English one, marked
// lang="en" (decision 071). The server checks a body with these schemas
// before it publishes it; the admin editors fill the same shapes.
import { z } from 'zod';
import { contentImageIdPattern } from '../content-images';
import { listFieldsOf, textPlaceholders } from '../catalogue/site-texts';
import { programs } from '../vocabulary';

const line = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const required = (max: number, what: string) => line(max).min(1, `Please write the ${what}.`);

/** The words of a course in one language. */
const courseWords = z.object({
  name: line(160),
  summary: line(400),
  eligibility: line(300),
  objective: line(2000),
  careerSummary: line(600),
  topics: z.array(z.object({ title: line(160), description: line(800) })).max(20),
  jobs: z.array(line(120)).max(30),
});
export type CourseWords = z.infer<typeof courseWords>;

/**
 * A course's image or a centre's photo (decision 084): the id the upload
 * answered, and its alt text in both languages. Absent or null: none (versions
 * published before images existed have no such field).
 */
const contentImage = z
  .object({
    id: z.string().regex(contentImageIdPattern, 'Upload the photo again: this one is not known.'),
    alt: z.object({ en: required(200, 'photo description in English'), hi: line(200) }),
  })
  .nullable()
  .optional();
export type ContentImage = z.infer<typeof contentImage>;

const courseCodePattern = /^[A-Z][A-Z0-9]{1,11}$/;

/**
 * A course code a form sends (a batch's, a rule's): its shape only; whether
 * the course is offered is the published catalogue's to say (decision 078).
 */
export const courseCodeField = (message: string) =>
  z.string({ error: message }).trim().toUpperCase().regex(courseCodePattern, message);

export const courseBody = z.object({
  /** Short code in URLs, forms and records, e.g. "DCA": upper-case letters and digits. */
  code: z
    .string()
    .trim()
    .regex(courseCodePattern, 'The course code is 2 to 12 capital letters or digits, starting with a letter.'),
  courseId: required(40, 'course id'),
  program: z.enum(programs.values, { error: 'Choose diploma or advance diploma.' }),
  grading: z.enum(['standard', 'percentage'], { error: 'Choose a grading table.' }),
  /** The syllabus page, e.g. "/DCASyllabus"; null: the course links to /Updating. */
  syllabusPath: z
    .string()
    .regex(/^(\/courses)?\/[A-Za-z0-9-]{2,60}$/, 'The page address is /courses/ and letters, digits or hyphens.')
    .nullable(),
  /** Archived courses leave the forms and grids; their records keep the name. */
  archived: z.boolean(),
  image: contentImage,
  en: courseWords.extend({ name: required(160, 'course name in English') }),
  hi: courseWords,
});
export type CourseBody = z.infer<typeof courseBody>;

/** A centre's description on the centres page; its name, kind and distance are the spec's facts. */
export const centreBody = z.object({
  image: contentImage,
  en: z.object({ note: required(1000, 'description in English') }),
  hi: z.object({ note: line(1000) }),
});
export type CentreBody = z.infer<typeof centreBody>;

// A site text may name a fact only as a placeholder the page fills (decision 085).
const placeholdersKnown = (value: string) =>
  [...value.matchAll(/\{\{\s*(\w*)\s*\}\}/g)].every((match) => Object.hasOwn(textPlaceholders, match[1]!));
const unknownPlaceholder = `Use only these placeholders: ${Object.keys(textPlaceholders)
  .map((name) => `{{${name}}}`)
  .join(', ')}.`;
const siteWords = (max: number) => line(max).refine(placeholdersKnown, unknownPlaceholder);

/** A paragraph (or heading) of the home or about page: plain formatting only. */
export const paragraphTextBody = z.object({
  en: siteWords(4000).min(1, 'Please write the English text.'),
  hi: siteWords(4000),
});
const listItemWords = z.object({ title: siteWords(160), text: siteWords(1000), detail: siteWords(400) });
/** A list of the home or about page (fields of study, reasons, values, offerings): each item in English and Hindi. */
export const listTextBody = z.object({
  items: z
    .array(
      z.object({
        en: listItemWords.refine((words) => words.title !== '' || words.text !== '', 'Please write each item in English.'),
        hi: listItemWords,
      }),
    )
    .min(1, 'Keep at least one item in the list.')
    .max(30, 'At most 30 items.'),
});
/** A site text is a paragraph or a list; which one a key is, domain/catalogue/site-texts.ts says (listFieldsOf). */
export const textBody = z.union([listTextBody, paragraphTextBody]);
export type ParagraphTextBody = z.infer<typeof paragraphTextBody>;
export type ListTextBody = z.infer<typeof listTextBody>;
export type TextBody = ParagraphTextBody | ListTextBody;
export const isListText = (body: TextBody): body is ListTextBody => 'items' in body;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD.');

export const noticeBody = z
  .object({
    en: z.object({ title: required(160, 'title in English'), text: required(2000, 'text in English') }),
    hi: z.object({ title: line(160), text: line(2000) }),
    /** First and last day shown (India's calendar days), both included. */
    startsOn: isoDay,
    endsOn: isoDay,
    pinned: z.boolean(),
    /** Taken down before its end date (a notice is never deleted). */
    withdrawn: z.boolean(),
  })
  .refine((notice) => notice.endsOn >= notice.startsOn, {
    message: 'The last day cannot be before the first.',
    path: ['endsOn'],
  });
export type NoticeBody = z.infer<typeof noticeBody>;

export const contentBodies = { course: courseBody, centre: centreBody, text: textBody, notice: noticeBody } as const;

/** The schema an item's body is checked by: a site text's is its key's shape, a paragraph or a list (decision 085). */
export const contentSchemaOf = (kind: keyof typeof contentBodies, key: string) =>
  kind !== 'text' ? contentBodies[kind] : listFieldsOf(key) ? listTextBody : paragraphTextBody;
export type ContentBodies = { course: CourseBody; centre: CentreBody; text: TextBody; notice: NoticeBody };
