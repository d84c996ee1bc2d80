// Every language has exactly the English keys, the same placeholders, and no
// empty text; server messages reach a Hindi page in Hindi.
import { describe, expect, it } from 'vitest';
import { fill } from '../../domain/schemas/refusals';
import { admissionMessages, registrationMessages } from '../../domain/schemas/messages';
import { waitSaid } from '../../server/api/guards';
import { englishOf } from '../../domain/refusal';
import { saidIn, saidMessage, wordsOf } from '../../domain/said';
import { loadMessages } from '../../app/locales';
import { en } from '../../app/locales/en';
import { problemTextFor, refusalOf } from '../../app/actions/refusals.server';
import { problemOf } from '../../server/api/problem-of';
import { checkRegistration, registrationInput } from '../../domain/schemas/registration';
import { checkAdmission } from '../../domain/schemas/admission';
import { enquiryErrors } from '../../domain/schemas/enquiry';
import { correctionErrors } from '../../domain/schemas/correction';
import { languages } from '../../domain/vocabulary';
import { courses } from '../../domain/catalogue/courses';

type Tree = { [key: string]: unknown };

/** path → text for every string of a messages tree; arrays index by position. */
function leaves(tree: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(path, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [leaf, text] of leaves(value, path ? `${path}.${key}` : key)) found.set(leaf, text);
    }
  }
  return found;
}

/** A language's own course names (catalogue.courseNames): English has none, as its records' names are English. */
const ownCourseName = (key: string) => key.startsWith('catalogue.courseNames.');

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('messages of every language', () => {
  const english = leaves(en);

  for (const language of languages.values) {
    it(`${language} has exactly the English keys, each with the same placeholders and some text`, async () => {
      const messages = leaves(await loadMessages[language]());
      expect([...messages.keys()].filter((key) => !english.has(key) && !ownCourseName(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      for (const [key, text] of messages) {
        if (ownCourseName(key)) continue;
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english.get(key)!) });
        if (english.get(key) !== '') expect({ key, text: text.trim() }).not.toEqual({ key, text: '' });
      }
    });
  }

  it('Hindi names every course of the catalogue in its own words', async () => {
    const { courseNames } = (await loadMessages.hi()).catalogue;
    expect(
      courses.filter((course) => !/[\u0900-\u097F]/.test(courseNames[course.code] ?? '')).map((course) => course.code),
    ).toEqual([]);
  });

  it('Hindi is written in Devanagari, not copied from English', async () => {
    const hindi = leaves(await loadMessages.hi());
    const copied = [...hindi].filter(([key, text]) => /[a-z]{4}/i.test(text) && text === english.get(key));
    const devanagari = [...hindi.values()].filter((text) => /[\u0900-\u097F]/.test(text));
    // Words people say in English (Diploma, Online) may stay; whole sentences may not.
    expect(copied.filter(([, text]) => text.split(' ').length > 3)).toEqual([]);
    expect(devanagari.length / hindi.size).toBeGreaterThan(0.8);
  });
});

/** Every message of the field errors, each read as said by key (null where one is not). */
const saidOfEach = (fieldErrors: Record<string, string[]>) =>
  Object.entries(fieldErrors).flatMap(([field, messages]) => messages.map((message) => [field, saidIn(message)] as const));

describe("said by key: a refusal and a check in the reader's language", () => {
  it('says a refusal by key in each language, its values in that language', async () => {
    const hi = (await loadMessages.hi()).problems;
    expect(englishOf(waitSaid(600))).toBe('Too many attempts from your connection. Please try again in 10 minutes.');
    expect(wordsOf(waitSaid(600), hi, 'hi')).toBe(fill(hi.templates.waitMinutes, { minutes: 10 }));
    expect(wordsOf(waitSaid(30), hi, 'hi')).toBe(hi.templates.waitOneMinute);
    // A document named by its label's key, in the same language.
    const wrongType = {
      key: 'templates.notIdentity',
      values: { label: { said: { key: 'documentLabels.aadhaarUpload' } } },
    } as const;
    expect(englishOf(wrongType)).toBe('The Aadhaar card must be a JPG, PNG or PDF file.');
    expect(wordsOf(wrongType, hi, 'hi')).toBe(fill(hi.templates.notIdentity, { label: hi.documentLabels.aadhaarUpload }));
    // A moment as each language writes a day (India time).
    const notYetOpen = { key: 'intake.notYetOpen', values: { date: { moment: '2026-12-01T20:00:00.000Z' } } } as const;
    expect(englishOf(notYetOpen)).toBe('Applications for this batch open on 2 Dec 2026. Please apply then.');
    expect(wordsOf(notYetOpen, hi, 'hi')).toBe(fill(hi.intake.notYetOpen, { date: '2 दिसंबर 2026' }));
    // A key the words lack: null, so the caller keeps the English.
    expect(wordsOf({ key: 'refusals.utrUsed' }, {}, 'hi')).toBeNull();
  });

  it("a form's checks say every message by key, with words in every language", async () => {
    // Empty forms and a too-long name: every check of the public forms that a person can fail.
    const failed = [
      checkRegistration({ name: 'x'.repeat(101), dob: '2020-01-01', mobile: '12', email: 'not-an-email' }, () => false),
      checkRegistration({}, () => false),
      checkAdmission({ utr: '12' }, false),
      checkAdmission({}, false),
    ].flatMap((check) => (check.success ? [] : [check.fieldErrors]));
    const enquiry = enquiryErrors({ email: 'x@', mobile: '1' });
    if (enquiry) failed.push(enquiry);
    const correction = correctionErrors(
      { documents: ['photoUpload'], fields: ['name', 'email'] },
      { documents: [], values: { name: '', email: 'nope' } },
    );
    failed.push(correction.fieldErrors);
    const said = failed.flatMap(saidOfEach);
    expect(said.length).toBeGreaterThan(30);
    expect(said.filter(([, one]) => one === null)).toEqual([]);
    for (const language of languages.values) {
      const words = (await loadMessages[language]()).problems;
      const unsaid = said
        .filter(([, one]) => wordsOf(one!, words, language) === null)
        .map(([field, one]) => `${field}: ${one!.key}`);
      expect(unsaid, language).toEqual([]);
    }
    // Values are the numbers themselves: the template is filled in the reader's language.
    const tooLong = said.find(([field]) => field === 'name')![1]!;
    expect(tooLong).toEqual({ key: 'format.tooLong', values: { max: 100 } });
  });

  it('the one error path writes a check said by key in English, and keeps the key for the page', () => {
    const parsed = registrationInput.safeParse({});
    const problem = problemOf(parsed.error);
    expect(problem.fieldErrors.name).toEqual([registrationMessages.name]);
    expect(problem.fieldSaid?.name).toEqual({ key: 'registration.name' });
    expect(problem.said).toEqual({ key: 'general.invalidForm' });
    expect(JSON.stringify(problem.fieldErrors)).not.toContain('said:');
  });
});

describe('a form action answers in the language of the page that posted', () => {
  const logger = { error: () => undefined } as unknown as Parameters<typeof refusalOf>[1]['logger'];

  it('writes a refusal and its field errors in Hindi for a Hindi page, in English for an English one', async () => {
    const hi = (await loadMessages.hi()).problems;
    const error = registrationInput.safeParse({}).error;
    const hindi = refusalOf(error, { logger }, 'hi');
    expect(hindi.message).toBe(hi.general.invalidForm);
    expect(hindi.fieldErrors.name).toEqual([hi.registration.name]);
    const english = refusalOf(error, { logger }, 'en');
    expect(english.fieldErrors.name).toEqual([registrationMessages.name]);
  });

  it('says a key in the language of the page (its .data posts too), and words already written as they are', async () => {
    const hi = (await loadMessages.hi()).problems;
    const hindi = problemTextFor(new Request('http://localhost/hi/admission-form.data', { method: 'POST' }));
    expect(hindi({ key: 'admission.lookupFailed' })).toBe(hi.admission.lookupFailed);
    expect(hindi(saidMessage('admission.referenceRequired'))).toBe(hi.admission.referenceRequired);
    expect(hindi(hi.refusals.utrUsed)).toBe(hi.refusals.utrUsed);
    // Words are never matched: an English sentence stays English.
    expect(hindi(admissionMessages.lookupFailed)).toBe(admissionMessages.lookupFailed);
    const english = problemTextFor(new Request('http://localhost/admission-form', { method: 'POST' }));
    expect(english({ key: 'admission.lookupFailed' })).toBe(admissionMessages.lookupFailed);
  });
});
