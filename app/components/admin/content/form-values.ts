// What the site-content editors read from their forms and say of an item
// (issue 52): the shapes of domain/schemas/content.ts filled from form
// fields, shared by the route's action and the editors' previews.
import { listFieldsOf, siteTexts, type ListItemWords } from '../../../../domain/catalogue/site-texts';
import type {
  CentreBody,
  ContentImage,
  CourseBody,
  ListTextBody,
  NoticeBody,
  TextBody,
} from '../../../../domain/schemas/content';

export const editableKinds = ['course', 'centre', 'text', 'notice'] as const;
/** The kinds whose items came with the software as words the institute must confirm (issue 52, item 6). */
export const confirmedKinds: readonly EditableKind[] = ['centre', 'text'];
export type EditableKind = (typeof editableKinds)[number];

/** An item as the editors' loader sends it (dates as strings). */
export interface ContentItem {
  key: string;
  version: number;
  id: number;
  body: unknown;
  publishedByName: string | null;
  shipped: boolean;
}

/** One version in an item's history, newest first. */
export interface ContentVersion {
  id: number;
  version: number;
  publishedAt: Date | string;
  publishedByName: string | null;
  restoredFrom: number | null;
}

export const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Topics are written one a line, "Title | Description". */
export const topicsOf = (value: string) =>
  lines(value).map((line) => {
    const [title = '', ...rest] = line.split('|');
    return { title: title.trim(), description: rest.join('|').trim() };
  });

/** The image the editor's upload put in the form (ImageField), with its alt text; none when empty. */
function imageFromForm(form: FormData): ContentImage {
  const id = text(form, 'image.id');
  return id ? { id, alt: { en: text(form, 'en.imageAlt'), hi: text(form, 'hi.imageAlt') } } : null;
}

export function courseFromForm(form: FormData): CourseBody {
  const words = (language: 'en' | 'hi') => ({
    name: text(form, `${language}.name`),
    summary: text(form, `${language}.summary`),
    eligibility: text(form, `${language}.eligibility`),
    objective: text(form, `${language}.objective`),
    careerSummary: text(form, `${language}.careerSummary`),
    topics: topicsOf(text(form, `${language}.topics`)),
    jobs: lines(text(form, `${language}.jobs`)),
  });
  return {
    code: text(form, 'code').trim().toUpperCase(),
    courseId: text(form, 'courseId'),
    program: text(form, 'program') === 'advance-diploma' ? 'advance-diploma' : 'diploma',
    grading: text(form, 'grading') === 'percentage' ? 'percentage' : 'standard',
    syllabusPath: text(form, 'syllabusPath').trim() || null,
    archived: form.get('archived') === 'on',
    image: imageFromForm(form),
    en: words('en'),
    hi: words('hi'),
  };
}

export function noticeFromForm(form: FormData): NoticeBody {
  return {
    en: { title: text(form, 'en.title'), text: text(form, 'en.text') },
    hi: { title: text(form, 'hi.title'), text: text(form, 'hi.text') },
    startsOn: text(form, 'startsOn'),
    endsOn: text(form, 'endsOn'),
    pinned: form.get('pinned') === 'on',
    withdrawn: form.get('withdrawn') === 'on',
  };
}

export const centreFromForm = (form: FormData): CentreBody => ({
  image: imageFromForm(form),
  en: { note: text(form, 'en.note') },
  hi: { note: text(form, 'hi.note') },
});

const listLine = /^(en|hi)\.items\.(\d+)\.(title|text|detail)$/;

/**
 * A list text's items from fields named "en.items.N.title" and so on, in the
 * order of N; an item left wholly empty in both languages is dropped (that is
 * how a blank row added by mistake goes away).
 */
export function listFromForm(form: FormData): ListTextBody {
  const rows = new Map<number, { en: ListItemWords; hi: ListItemWords }>();
  const blank = (): ListItemWords => ({ title: '', text: '', detail: '' });
  for (const [name, value] of form.entries()) {
    const match = listLine.exec(name);
    if (!match) continue;
    const index = Number(match[2]);
    const row = rows.get(index) ?? { en: blank(), hi: blank() };
    row[match[1] as 'en' | 'hi'][match[3] as keyof ListItemWords] = String(value);
    rows.set(index, row);
  }
  const filled = (words: ListItemWords) => Object.values(words).some((value) => value.trim() !== '');
  return {
    items: [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) => row)
      .filter((row) => filled(row.en) || filled(row.hi)),
  };
}

/** A site text from its editor: a paragraph, or a list where its key is one (decision 085). */
export const textFromForm = (form: FormData): TextBody =>
  listFieldsOf(text(form, 'key')) ? listFromForm(form) : { en: text(form, 'en.text'), hi: text(form, 'hi.text') };

export const topicLines = (topics: CourseBody['en']['topics']) =>
  topics.map((topic) => `${topic.title} | ${topic.description}`).join('\n');

/** Whether any Hindi field of a body is empty where the English one is written. */
export function hindiMissing(kind: EditableKind, body: unknown): boolean {
  const image = (body as { image?: ContentImage }).image;
  if (image && !image.alt.hi) return true;
  if (kind === 'centre') return !(body as CentreBody).hi.note;
  if (kind === 'text') {
    const words = body as TextBody;
    if (!('items' in words)) return !words.hi;
    const fields = ['title', 'text', 'detail'] as const;
    return words.items.some((item) => fields.some((field) => !item.hi[field] && !!item.en[field]));
  }
  if (kind === 'notice') {
    const notice = body as NoticeBody;
    return (!notice.hi.title && !!notice.en.title) || (!notice.hi.text && !!notice.en.text);
  }
  const course = body as CourseBody;
  const fields = ['name', 'summary', 'eligibility', 'objective', 'careerSummary'] as const;
  return (
    fields.some((field) => !course.hi[field] && !!course.en[field]) ||
    course.hi.topics.length < course.en.topics.length ||
    course.hi.jobs.length < course.en.jobs.length
  );
}

export function titleOf(kind: EditableKind, body: unknown, key?: string): string {
  if (kind === 'centre') return `${key ? key[0]!.toUpperCase() + key.slice(1) : ''}: description`;
  if (kind === 'text') return siteTexts[key as keyof typeof siteTexts]?.where ?? key ?? '';
  return kind === 'notice' ? (body as NoticeBody).en.title : `${(body as CourseBody).en.name} (${(body as CourseBody).code})`;
}
