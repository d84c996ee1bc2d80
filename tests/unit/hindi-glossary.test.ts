// The Hindi texts use one word for each term (docs/hindi-glossary.md): every
// word the glossary's table rules out fails here, wherever it appears in the
// Hindi messages (hi.ts with the problems and catalogue lists), the
// catalogue's Hindi course texts and the Hindi notices. The table is read from
// the glossary itself, so a rule added there is checked at once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../app/locales';
import { courseTextHi, gradingSchemesHi } from '../../domain/catalogue/course-data.hi';
import { noticeTexts } from '../../server/services/messages/applicant-notice-texts';

interface Rule {
  term: string;
  ruledOut: string[];
  fine: string[];
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!.normalize('NFC'));

/** The rows of the glossary's table of terms. */
function glossaryRules(): Rule[] {
  const text = readFileSync('docs/hindi-glossary.md', 'utf8');
  const table = text.slice(text.indexOf('| Term |'));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| Term |') && !line.startsWith('| ---'))
    .map((line) => {
      const [term = '', , ruledOut = '', fine = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { term, ruledOut: backticked(ruledOut), fine: backticked(fine) };
    });
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

/** path → text for every string of a tree. */
function leaves(tree: unknown, path: string, found: [string, string][] = []): [string, string][] {
  if (typeof tree === 'string') found.push([path, tree.normalize('NFC')]);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) leaves(value, `${path}.${key}`, found);
  }
  return found;
}

/** Every Hindi notice, each function called for every case it words differently. */
function noticeSamples(): [string, string][] {
  const hi = noticeTexts.hi;
  const types = ['registration', 'admission'] as const;
  const statuses = ['PENDING', 'APPROVED', 'REJECTED'];
  const texts: string[] = [
    hi.fallbackInstituteName,
    hi.enquiryClosing,
    hi.contactOffice,
    ...[true, false].flatMap((resolved) => [hi.enquiryLine('आशा', 'संस्थान', resolved), hi.enquirySubject(resolved)]),
    ...types.flatMap((type) =>
      statuses.flatMap((status) => [
        hi.applicationLine('आशा', type, 'REG-1', 'संस्थान', status),
        hi.applicationSubject(type, 'REG-1', status),
        hi.nextStep(type, status, 'https://example.org'),
      ]),
    ),
    hi.remark('टिप्पणी'),
    hi.reply('उत्तर'),
    hi.noReason('फ़ोन 98765 43210'),
    hi.contactPhone('98765 43210'),
    hi.contactWhatsapp('98765 43210'),
    hi.receipt('2026-27/0001', 'https://example.org'),
    hi.batch('बेलवा', new Date('2026-12-02T04:30:00Z')),
    hi.correctionSubject('REG-1'),
    hi.correctionLine('आशा', 'REG-1', 'संस्थान'),
    hi.correctionStep('https://example.org', '2 दिसंबर 2026'),
  ];
  return texts.map((text, index) => [`notices.${index}`, text.normalize('NFC')]);
}

async function hindiTexts(): Promise<[string, string][]> {
  return [
    ...leaves(await loadMessages.hi(), 'messages'),
    ...leaves(courseTextHi, 'courseTextHi'),
    ...leaves(gradingSchemesHi, 'gradingSchemesHi'),
    ...noticeSamples(),
  ];
}

describe('the Hindi glossary (docs/hindi-glossary.md)', () => {
  const rules = glossaryRules();

  it('is read: its table has terms, and words it rules out', () => {
    expect(rules.length).toBeGreaterThan(20);
    const ruledOut = rules.flatMap((rule) => rule.ruledOut);
    for (const word of ['माध्यम', 'Diploma', 'APPROVED', 'मेन्यू', 'खर्च']) expect(ruledOut).toContain(word);
  });

  it('catches what it rules out, and not the words it allows', () => {
    const caught = (text: string) => rules.some((rule) => rule.ruledOut.some((word) => patternOf(word).test(text)));
    expect(caught('स्थिति APPROVED (स्वीकृत)')).toBe(true);
    expect(caught('कम खर्च वाले')).toBe(true);
    expect(caught('कम ख़र्च वाले'.normalize('NFC'))).toBe(false);
    expect(caught('साफ़ शुल्क'.normalize('NFC'))).toBe(false);
    expect(caught('{{name}} का नाम')).toBe(false);
  });

  it('no Hindi text uses a word the glossary rules out', async () => {
    const texts = await hindiTexts();
    expect(texts.length).toBeGreaterThan(500);
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
    expect(found).toEqual([]);
  });

  it('every sentence of a Hindi problem message ends with "।" (or "?" / "!")', async () => {
    const { problems } = await loadMessages.hi();
    // Document names and the office-hours value are parts of sentences, not sentences.
    const { documentLabels: _labels, facts: _facts, ...sentences } = problems;
    const unended = leaves(sentences, 'problems').filter(([, text]) => !/[।?!]$/.test(text.trim()));
    expect(unended).toEqual([]);
  });
});
