import { describe, it, expect } from 'vitest';
import { advanceDiplomaList, diplomaList, gradingSchemes } from '../../domain/catalogue/course-data';
import { courseDurationHi, courseTextHi, gradingSchemesHi } from '../../domain/catalogue/course-data.hi';
import { courseDuration } from '../../domain/catalogue/courses';
import * as site from '../../domain/catalogue/site';
import { listFieldsOf, shippedLists } from '../../domain/catalogue/site-texts';
import * as siteHi from '../../domain/catalogue/site.hi';

const devanagari = /\p{Script=Devanagari}/u;

/** Fields that identify, route or price something: never translated, equal in both files. */
const keyFields = new Set([
  'code',
  'courseId',
  'grading',
  'syllabusPath',
  'id',
  'kind',
  'to',
  'href',
  'diploma',
  'advanceDiploma',
]);

/** Names that stay in English in the Hindi text, as the people who use them say them. */
const keptInEnglish = [
  'MS Word',
  'MS Excel',
  'MS Office',
  'MS PowerPoint',
  'MS Access',
  'MS Project',
  'Tally Prime',
  'Tally',
  'Windows',
  'Linux',
  'Excel',
  'UPI',
  'GST',
  'HTML',
  'CSS',
  'JavaScript',
  'PHP',
  'MySQL',
  'SQL',
  'Python',
  'Power BI',
  'WordPress',
  'Canva',
  'Photoshop',
  'Koha',
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp Business',
  'Google',
  'DigiLocker',
  'IRCTC',
];

const digitRuns = (text: string): string[] => text.match(/\d+/g) ?? [];

/** Whether the text names it as a word: "Excel" is in "MS Excel", not in "Excellent". */
const namesWord = (text: string, name: string) => new RegExp(`(^|[^A-Za-z])${name}($|[^A-Za-z])`).test(text);

/**
 * Walks an English value and its Hindi twin together and returns every
 * mismatch, each naming its path, so one failure lists all of them.
 */
function compare(english: unknown, hindi: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (typeof hindi !== 'string') return [`${path}: expected Hindi text, got ${JSON.stringify(hindi)}`];
    const problems: string[] = [];
    if (hindi.trim() === '') problems.push(`${path}: empty`);
    if (!devanagari.test(hindi)) problems.push(`${path}: no Devanagari in ${JSON.stringify(hindi)}`);
    if (hindi === english) problems.push(`${path}: same as the English`);
    for (const digits of digitRuns(english)) {
      if (!digitRuns(hindi).includes(digits)) problems.push(`${path}: the number ${digits} is missing`);
    }
    for (const name of keptInEnglish) {
      if (namesWord(english, name) && !namesWord(hindi, name)) problems.push(`${path}: "${name}" should stay in English`);
    }
    return problems;
  }
  if (english === null) return hindi === null ? [] : [`${path}: English has none, Hindi has ${JSON.stringify(hindi)}`];
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi)) return [`${path}: expected a list`];
    if (hindi.length !== english.length) return [`${path}: ${hindi.length} entries, English has ${english.length}`];
    return english.flatMap((item, index) => compare(item, hindi[index], `${path}[${index}]`));
  }
  if (typeof english === 'object') {
    if (typeof hindi !== 'object' || hindi === null) return [`${path}: expected an object`];
    const en = english as Record<string, unknown>;
    const hi = hindi as Record<string, unknown>;
    const problems: string[] = [];
    for (const key of Object.keys(hi)) if (!(key in en)) problems.push(`${path}.${key}: not in the English`);
    for (const key of Object.keys(en)) {
      if (keyFields.has(key)) {
        if (key in hi && hi[key] !== en[key]) problems.push(`${path}.${key}: ${String(hi[key])} differs from ${String(en[key])}`);
        continue;
      }
      if (!(key in hi)) problems.push(`${path}.${key}: missing`);
      else problems.push(...compare(en[key], hi[key], `${path}.${key}`));
    }
    return problems;
  }
  return english === hindi ? [] : [`${path}: ${String(hindi)} differs from ${String(english)}`];
}

describe('Hindi course catalogue', () => {
  const englishCourses = [...diplomaList, ...advanceDiplomaList];

  it('has Hindi for every English course and no other code', () => {
    expect(englishCourses).toHaveLength(28);
    expect(Object.keys(courseTextHi).sort()).toEqual(englishCourses.map((c) => c.code).sort());
  });

  it('mirrors every visible text field of every course', () => {
    for (const course of englishCourses) {
      const hindi = courseTextHi[course.code];
      expect(Object.keys(hindi).sort(), course.code).toEqual(
        Object.keys(course)
          .filter((key) => !keyFields.has(key))
          .sort(),
      );
      expect(hindi.topics, course.code).toHaveLength(course.topics.length);
      expect(hindi.jobs, course.code).toHaveLength(course.jobs.length);
    }
  });

  it('writes every course text in Hindi, with its numbers and English product names kept', () => {
    const problems = englishCourses.flatMap((course) => compare(course, courseTextHi[course.code], course.code));
    expect(problems).toEqual([]);
  });

  it('keeps each card blurb within the 140 characters the English is held to', () => {
    for (const course of englishCourses) expect(courseTextHi[course.code].summary.length, course.code).toBeLessThanOrEqual(140);
  });

  it('gives each course its own Hindi name', () => {
    const names = Object.values(courseTextHi).map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the grading bands: same ranges in numbers, same grades, Hindi meanings', () => {
    expect(Object.keys(gradingSchemesHi).sort()).toEqual(Object.keys(gradingSchemes).sort());
    const problems: string[] = [];
    for (const id of Object.keys(gradingSchemes) as (keyof typeof gradingSchemes)[]) {
      const english = gradingSchemes[id];
      const hindi = gradingSchemesHi[id];
      problems.push(...compare(english.title, hindi.title, `${id}.title`));
      expect(hindi.bands, id).toHaveLength(english.bands.length);
      english.bands.forEach((band, index) => {
        const hindiBand = hindi.bands[index];
        expect(hindiBand?.grade, `${id}[${index}]`).toBe(band.grade);
        expect(digitRuns(hindiBand?.range ?? ''), `${id}[${index}]`).toEqual(digitRuns(band.range));
        // A range written in words ("and above", "Below") needs them in Hindi too.
        if (/[a-z]/i.test(band.range)) problems.push(...compare(band.range, hindiBand?.range, `${id}[${index}].range`));
        else expect(hindiBand?.range, `${id}[${index}]`).toBe(band.range);
        problems.push(...compare(band.meaning, hindiBand?.meaning, `${id}[${index}].meaning`));
      });
    }
    expect(problems).toEqual([]);
  });

  it('gives the course duration in Hindi with the same hours', () => {
    expect(compare(courseDuration, courseDurationHi, 'courseDuration')).toEqual([]);
  });
});

describe('Hindi site texts', () => {
  const pairs: [name: string, english: unknown, hindi: unknown][] = [
    ['institute', site.institute, siteHi.instituteHi],
    ['centreDetails', site.centreDetails, siteHi.centreDetailsHi],
    ['courseFees', site.courseFees, siteHi.courseFeesHi],
    ['legalLinks', site.legalLinks, siteHi.legalLinksHi],
    // The lists of the home and about pages as shipped (decision 085): each item's Hindi beside its English.
    ...Object.entries(shippedLists).map(([key, list]): [string, unknown, unknown] => {
      // Only the lines the list's items have (a value has no third line).
      const lines = (words: Record<string, string>) =>
        Object.fromEntries(listFieldsOf(key)!.map((field) => [field, words[field]]));
      return [key, list.items.map((item) => lines(item.en)), list.items.map((item) => lines(item.hi))];
    }),
  ];

  it.each(pairs)('%s: same entries and keys, Hindi words, same links, ids and amounts', (name, english, hindi) => {
    expect(compare(english, hindi, name)).toEqual([]);
  });

  it('keeps the founding year', () => {
    expect(siteHi.instituteHi.established).toBe(site.institute.established);
  });

  it('keeps every centre in order and names its kind in Hindi', () => {
    expect(siteHi.centreDetailsHi.map((c) => c.id)).toEqual(site.centreDetails.map((c) => c.id));
    for (const centre of site.centreDetails) {
      expect(compare(centre.kind, siteHi.centreKindLabelsHi[centre.kind], `kind ${centre.kind}`)).toEqual([]);
    }
  });

  it('keeps the fee amounts in the English order', () => {
    expect(siteHi.courseFeesHi.map((row) => [row.diploma, row.advanceDiploma])).toEqual(
      site.courseFees.map((row) => [row.diploma, row.advanceDiploma]),
    );
  });

  it('leaves the English exports untouched', () => {
    expect(site.centreDetails[0]?.place).toBe('Gandhinagar');
    expect(site.courseFees[0]?.mode).toBe('Offline classroom');
  });
});

describe('the comparison itself', () => {
  it('reports an English-only text, a lost number, a translated product name and a wrong length', () => {
    expect(compare('MS Excel', 'MS Excel', 't')).toEqual(['t: no Devanagari in "MS Excel"', 't: same as the English']);
    expect(compare('5 km', 'पाँच किमी', 'd')).toEqual(['d: the number 5 is missing']);
    expect(compare('Tally Prime basics', 'टैली प्राइम', 'p')).toEqual([
      'p: "Tally Prime" should stay in English',
      'p: "Tally" should stay in English',
    ]);
    expect(compare('Excellent', 'अति उत्तम', 'w')).toEqual([]);
    expect(compare(['a', 'b'], ['क'], 'l')).toEqual(['l: 1 entries, English has 2']);
    expect(compare({ to: '/x', label: 'X' }, { to: '/y', label: 'क' }, 'o')).toEqual(['o.to: /y differs from /x']);
    expect(compare({ title: 'A', text: 'B' }, { title: 'क' }, 'm')).toEqual(['m.text: missing']);
  });
});
