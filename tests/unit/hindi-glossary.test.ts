// One name for each thing, in Hindi and in English (docs/glossary.md): every
// word the glossary's table rules out for a language fails here, wherever it
// appears in that language's texts: the messages (with the problems and
// catalogue lists), the catalogue's Hindi course texts and every notice sent
// to applicants. The table is read from the glossary itself, so a rule added
// there is checked at once; and each conflicting pair the Hindi review found
// is put back into the real messages to show the check then fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../app/locales';
import type { Messages } from '../../app/locales/en';
import { courseTextHi, gradingSchemesHi } from '../../domain/catalogue/course-data.hi';
import { centreDetailsHi, courseFeesHi } from '../../domain/catalogue/site.hi';
import type { Language } from '../../domain/vocabulary';
import { noticeTexts } from '../../server/services/messages/applicant-notice-texts';

interface Rule {
  term: string;
  ruledOut: string[];
  fine: string[];
}

type Rules = Record<Language, Rule[]>;
type Texts = [where: string, text: string][];

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.normalize('NFC'));

/** The rows of the glossary's table of terms, as each language's rules. */
function glossaryRules(): Rules {
  const text = readFileSync('docs/glossary.md', 'utf8');
  const table = text.slice(text.indexOf('| Term |'));
  const rows = table
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| Term |') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return {
    hi: rows.map(([term = '', , never = '', fine = '']) => ({ term, ruledOut: backticked(never), fine: backticked(fine) })),
    en: rows.map(([term = '', , , , , never = '', fine = '']) => ({ term, ruledOut: backticked(never), fine: backticked(fine) })),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A ruled-out word as a pattern: a Latin word only as a whole word ("am", not
 * "name"); a Devanagari one not when a nukta follows it (`साफ` is not साफ़).
 */
function patternOf(word: string): RegExp {
  const latin = /^[A-Za-z]/.test(word);
  return latin ? new RegExp(`(?<![A-Za-z])${escape(word)}(?![A-Za-z])`) : new RegExp(`${escape(word)}(?!\\u093C)`);
}

/** Every use of a ruled-out word in the texts. */
function violations(texts: Texts, rules: Rule[]) {
  const found: { where: string; term: string; word: string; text: string }[] = [];
  for (const [where, text] of texts) {
    for (const rule of rules) {
      // Words that contain a ruled-out one and are fine (पृष्ठभूमि) are taken out first.
      const checked = rule.fine.reduce((rest, word) => rest.replaceAll(word, ' '), text);
      for (const word of rule.ruledOut) {
        if (patternOf(word).test(checked)) found.push({ where, term: rule.term, word, text });
      }
    }
  }
  return found;
}

/** path → text for every string of a tree. */
function leaves(tree: unknown, path: string, found: Texts = []): Texts {
  if (typeof tree === 'string') found.push([path, tree.normalize('NFC')]);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) leaves(value, `${path}.${key}`, found);
  }
  return found;
}

/** Every notice in a language, each function called for every case it words differently. */
function noticeSamples(language: Language): Texts {
  const say = noticeTexts[language];
  const types = ['registration', 'admission'] as const;
  const statuses = ['PENDING', 'APPROVED', 'REJECTED'];
  const texts: string[] = [
    say.fallbackInstituteName,
    say.enquiryClosing,
    say.contactOffice,
    ...[true, false].flatMap((resolved) => [say.enquiryLine('आशा', 'संस्थान', resolved), say.enquirySubject(resolved)]),
    ...types.flatMap((type) =>
      statuses.flatMap((status) => [
        say.applicationLine('आशा', type, 'REG-1', 'संस्थान', status),
        say.applicationSubject(type, 'REG-1', status),
        say.nextStep(type, status, 'https://example.org'),
      ]),
    ),
    say.remark('टिप्पणी'),
    say.reply('जवाब'),
    say.noReason('फ़ोन 98765 43210'),
    say.contactPhone('98765 43210'),
    say.contactWhatsapp('98765 43210'),
    say.receipt('2026-27/0001', 'https://example.org'),
    say.batch('बेलवा', new Date('2026-12-02T04:30:00Z')),
    say.correctionSubject('REG-1'),
    say.correctionLine('आशा', 'REG-1', 'संस्थान'),
    say.correctionStep('https://example.org', '2 दिसंबर 2026'),
    say.offerSubject('REG-1'),
    say.offerLine('आशा', 'REG-1', 'संस्थान'),
    say.offerStep('https://example.org', '2 दिसंबर 2026', '₹100'),
  ];
  return texts.map((text, index) => [`notices.${language}.${index}`, text.normalize('NFC')]);
}

function messageTexts(messages: Messages, language: Language): Texts {
  return leaves(messages, `messages.${language}`);
}

async function allTexts(language: Language): Promise<Texts> {
  const own = messageTexts(await loadMessages[language](), language);
  const catalogue: Texts =
    language === 'hi'
      ? [
          ...leaves(courseTextHi, 'courseTextHi'),
          ...leaves(gradingSchemesHi, 'gradingSchemesHi'),
          ...leaves(centreDetailsHi, 'centreDetailsHi'),
          ...leaves(courseFeesHi, 'courseFeesHi'),
        ]
      : [];
  return [...own, ...catalogue, ...noticeSamples(language)];
}

/** A copy of a language's messages with one text put back as it was. */
async function messagesWith(language: Language, path: string, text: string): Promise<Messages> {
  const copy = structuredClone(await loadMessages[language]()) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  expect(typeof node[keys.at(-1)!], `${path} is a message`).toBe('string');
  node[keys.at(-1)!] = text;
  return copy as unknown as Messages;
}

describe('the glossary (docs/glossary.md)', () => {
  const rules = glossaryRules();

  it('is read: its table has terms, and words it rules out in each language', () => {
    expect(rules.hi.length).toBeGreaterThan(40);
    expect(rules.en).toHaveLength(rules.hi.length);
    const hindi = rules.hi.flatMap((rule) => rule.ruledOut);
    for (const word of ['माध्यम', 'Diploma', 'APPROVED', 'मेन्यू', 'खर्च', 'प्रतीक्षा सूची', 'ट्रांज़ैक्शन ID']) expect(hindi).toContain(word);
    const english = rules.en.flatMap((rule) => rule.ruledOut);
    for (const word of ['Course Fee', 'UPI reference', 'your registration', 'Course period']) expect(english).toContain(word);
  });

  it('catches what it rules out, and not the words it allows', () => {
    const caught = (text: string, language: Language = 'hi') =>
      violations([['sample', text.normalize('NFC')]], rules[language]).length > 0;
    expect(caught('स्थिति APPROVED (स्वीकृत)')).toBe(true);
    expect(caught('कम खर्च वाले')).toBe(true);
    expect(caught('कम ख़र्च वाले')).toBe(false);
    expect(caught('साफ़ शुल्क')).toBe(false);
    expect(caught('{{name}} का नाम')).toBe(false);
    // The apps' own label, quoted once in the hint, is not a second name.
    expect(caught('कुछ ऐप में इसे “UPI ट्रांज़ैक्शन ID” लिखा होता है।')).toBe(false);
    expect(caught('UPI ट्रांज़ैक्शन ID डालें')).toBe(true);
    expect(caught('बैच भर गया? उसकी वेटिंग लिस्ट (प्रतीक्षा सूची) में नाम लिखवाएँ')).toBe(false);
    expect(caught('बेलवा की उप-शाखा')).toBe(false);
    expect(caught('Step 2: Pay your Course Fee', 'en')).toBe(true);
    expect(caught('Course fees', 'en')).toBe(false);
    expect(caught('Pay your registration fee', 'en')).toBe(false);
    expect(caught('Your registration REG-1: APPROVED', 'en')).toBe(true);
  });

  for (const language of ['hi', 'en'] as const) {
    it(`no ${language} text uses a word the glossary rules out`, async () => {
      const texts = await allTexts(language);
      expect(texts.length).toBeGreaterThan(500);
      expect(violations(texts, rules[language])).toEqual([]);
    });
  }

  // The pairs of the Hindi review (issue 56): one thing, two names. Each is
  // put back where it was, in the real messages or notices; the check fails.
  const pairs: [Language, string, string, string][] = [
    ['hi', 'admissionForm.step2', 'चरण 2: अपना कोर्स शुल्क जमा करें', 'admission fee'],
    ['en', 'admissionForm.step2', 'Step 2: Pay your Course Fee', 'admission fee'],
    ['hi', 'upload.utrHint', 'भुगतान के बाद आपके UPI ऐप में दिखने वाला 12 अंकों का UPI रेफ़रेंस नंबर।', 'UTR'],
    ['hi', 'acknowledgement.utr', 'UPI ट्रांज़ैक्शन ID (UTR)', 'UTR'],
    ['en', 'upload.utrHint', 'The 12-digit UPI reference number shown in your UPI app after paying.', 'UTR'],
    ['hi', 'waitlist.acknowledged', 'आप अपने बैच की प्रतीक्षा सूची में हैं। अभी कोई भुगतान नहीं हुआ है।', 'nothing owed'],
    ['en', 'waitlist.acknowledged', 'You are on the waitlist of your batch. Nothing is paid yet.', 'nothing owed'],
    ['hi', 'acknowledgement.keepIt', 'प्रवेश फ़ॉर्म वाले पेज पर अपनी स्थिति देखें।', 'Admission Form page'],
    ['en', 'acknowledgement.keepIt', 'Check your status on the admission form page.', 'Admission Form page'],
    ['hi', 'certification.verify.submit', 'सत्यापित करें', 'verify'],
    ['hi', 'certificatePaper.period', 'कोर्स की अवधि', 'course dates'],
    ['en', 'certificatePaper.period', 'Course period', 'course dates'],
    ['hi', 'vocabulary.recordStatuses.PENDING', 'विचाराधीन', 'status PENDING'],
    ['hi', 'receipt.receivedFrom', 'भुगतानकर्ता', 'who paid'],
    ['hi', 'application.optional', '(वैकल्पिक)', 'optional'],
    ['hi', 'acknowledgement.print', 'PDF में सहेजें / प्रिंट करें', 'save'],
  ];
  it.each(pairs)('fails when %s %s names its thing the other way again', async (language, path, text, term) => {
    const texts = messageTexts(await messagesWith(language, path, text.normalize('NFC')), language);
    const found = violations(texts, rules[language]);
    expect([...new Set(found.map((entry) => entry.where))]).toEqual([`messages.${language}.${path}`]);
    expect(found.map((entry) => entry.term).filter((name) => name.includes(term))).not.toEqual([]);
  });

  it('fails when a notice calls the record पंजीकरण again (the site calls it आवेदन)', () => {
    const before = 'आपका पंजीकरण REG-1: सुधार का अनुरोध';
    expect(new Set(violations([['notice', before]], rules.hi).map((entry) => entry.term))).toEqual(
      new Set(["the first step's record"]),
    );
    expect(violations(noticeSamples('hi'), rules.hi)).toEqual([]);
  });

  it('every sentence of a Hindi problem message ends with "।" (or "?" / "!")', async () => {
    const { problems } = await loadMessages.hi();
    // Document names and the office-hours value are parts of sentences, not sentences.
    const { documentLabels: _labels, facts: _facts, ...sentences } = problems;
    const unended = leaves(sentences, 'problems').filter(([, text]) => !/[।?!]$/.test(text.trim()));
    expect(unended).toEqual([]);
  });
});
