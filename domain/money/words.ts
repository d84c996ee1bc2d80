// An amount in words, as Indian receipts write it: the Indian numbering
// system (thousand, lakh, crore), in English ("One Thousand Two Hundred
// Rupees Only") and in Hindi ("एक हज़ार दो सौ रुपये मात्र"). Hindi numbers up
// to 99 are words of their own, not tens plus units, hence the full table.
import type { Language } from '../vocabulary';

const enOnes = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const enTens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const hiUpTo99 = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ' +
  'ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस ' +
  'इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस ' +
  'इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस ' +
  'इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास ' +
  'इक्यावन बावन तिरेपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ ' +
  'इकसठ बासठ तिरेसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर ' +
  'इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी ' +
  'इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे ' +
  'इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

interface Words {
  below100(n: number): string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const en: Words = {
  below100: (n) => (n < 20 ? enOnes[n]! : [enTens[Math.floor(n / 10)]!, enOnes[n % 10]!].filter(Boolean).join(' ')),
  hundred: 'Hundred',
  thousand: 'Thousand',
  lakh: 'Lakh',
  crore: 'Crore',
};

const hi: Words = { below100: (n) => hiUpTo99[n]!, hundred: 'सौ', thousand: 'हज़ार', lakh: 'लाख', crore: 'करोड़' };

/** A whole number (at least 1) in words: 12,34,567 is 12 lakh, 34 thousand, 5 hundred, 67. */
function wholeInWords(n: number, words: Words): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(wholeInWords(crores, words), words.crore);
  let rest = n % 10_000_000;
  const groups: [number, string][] = [
    [100_000, words.lakh],
    [1_000, words.thousand],
    [100, words.hundred],
  ];
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(words.below100(count), name);
    rest %= size;
  }
  if (rest > 0) parts.push(words.below100(rest));
  return parts.join(' ');
}

/**
 * An amount in paise in words. 120000 paise: "One Thousand Two Hundred Rupees
 * Only" / "एक हज़ार दो सौ रुपये मात्र"; 10050 paise: "One Hundred Rupees and
 * Fifty Paise Only" / "एक सौ रुपये और पचास पैसे मात्र".
 */
export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === 'hi') {
    const parts: string[] = [];
    if (rupees > 0) parts.push(wholeInWords(rupees, hi), rupees === 1 ? 'रुपया' : 'रुपये');
    if (rest > 0) parts.push(...(rupees > 0 ? ['और'] : []), hi.below100(rest), rest === 1 ? 'पैसा' : 'पैसे');
    if (parts.length === 0) parts.push('शून्य रुपये');
    return `${parts.join(' ')} मात्र`;
  }
  const parts: string[] = [];
  if (rupees > 0) parts.push(wholeInWords(rupees, en), rupees === 1 ? 'Rupee' : 'Rupees');
  if (rest > 0) parts.push(...(rupees > 0 ? ['and'] : []), en.below100(rest), rest === 1 ? 'Paisa' : 'Paise');
  if (parts.length === 0) parts.push('Zero Rupees');
  return `${parts.join(' ')} Only`;
}
