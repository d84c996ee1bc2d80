// Every language has exactly the English keys, the same placeholders, and no
// empty text; server messages reach a Hindi page in Hindi.
import { describe, expect, it } from 'vitest';
import { fill, refusalTemplates } from '../../domain/schemas/refusals';
import { admissionMessages, registrationMessages } from '../../domain/schemas/messages';
import { waitSaid } from '../../server/api/guards';
import { englishOf, wordsOf } from '../../domain/said';
import { problemText } from '../../app/i18n/problem-text';
import { loadMessages } from '../../app/locales';
import { en } from '../../app/locales/en';
import { problemsEn } from '../../app/locales/problems.en';
import { fieldErrorsIn, problemTextFor } from '../../app/actions/form-actions.server';
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

describe('problemText: a server message in the page language', () => {
  it('translates a fixed message, a template with its value and a document name inside a template', async () => {
    const hi = (await loadMessages.hi()).problems;
    expect(problemText(registrationMessages.name, problemsEn, hi)).toBe(hi.registration.name);
    const wrongType = fill(refusalTemplates.notIdentity, { label: problemsEn.documentLabels.aadhaarUpload });
    expect(problemText(wrongType, problemsEn, hi)).toBe(
      fill(hi.templates.notIdentity, { label: hi.documentLabels.aadhaarUpload }),
    );
  });

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

  it('leaves a message it does not know in English rather than losing it', async () => {
    const hi = (await loadMessages.hi()).problems;
    expect(problemText('Something new the server said.', problemsEn, hi)).toBe('Something new the server said.');
  });
});

describe('problemTextFor: a form action sends its messages in the language of the page that posted', () => {
  it('says them in Hindi to a Hindi page (its .data posts too) and leaves them as they are for English', async () => {
    const hi = (await loadMessages.hi()).problems;
    const hindi = await problemTextFor(new Request('http://localhost/hi/admission-form.data', { method: 'POST' }));
    expect(hindi(admissionMessages.lookupFailed)).toBe(hi.admission.lookupFailed);
    expect(fieldErrorsIn(hindi, { referenceId: [admissionMessages.referenceRequired] })).toEqual({
      referenceId: [hi.admission.referenceRequired],
    });
    const english = await problemTextFor(new Request('http://localhost/admission-form', { method: 'POST' }));
    expect(english(admissionMessages.lookupFailed)).toBe(admissionMessages.lookupFailed);
  });

  it('a message already in Hindi is left as it is when a form says it again in the browser', async () => {
    // The payment step's fields translate what they show (the browser's own checks are English), the server's messages too.
    const hi = (await loadMessages.hi()).problems;
    const changed = [...leaves(hi)].filter(([, text]) => problemText(text, problemsEn, hi) !== text);
    expect(changed).toEqual([]);
  });
});
