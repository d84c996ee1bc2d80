// A refusal said by key (decision 061): the path of its words in the
// problems messages (`refusals.utrUsed`, `templates.fileTooLarge`) and its
// values as they are (a number of megabytes, a moment, another key such as a
// document's name). The server writes the English `message` from it for the
// admin area and the old client, and a page writes it in its visitor's
// language from that language's problems, by key: nothing is matched again.
import { indiaDay } from './dates';
import { AppError, type FieldErrors, type ProblemCode } from './problem';
import { problemsEn } from './problems-en';
import type { Language } from './vocabulary';

/** Every path to a text in the problems messages: 'refusals.utrUsed', 'templates.fileTooLarge', ... */
type PathsOf<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string ? Key : `${Key}.${PathsOf<Tree[Key]>}`;
}[keyof Tree & string];
export type ProblemKey = PathsOf<typeof problemsEn>;

/** A value a said refusal carries: written in the reader's language when the words are. */
export type SaidValue = string | number | { said: Said } | { moment: string };

export interface Said {
  key: ProblemKey;
  values?: Record<string, SaidValue>;
}

/** A language's problems, shaped like problemsEn. */
export type ProblemWords = { readonly [key: string]: string | ProblemWords };

function textAt(words: ProblemWords, key: string): string | undefined {
  let node: string | ProblemWords | undefined = words;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * `said` in `words` (one language's problems), its values put in: a moment as
 * that language writes a day, a key in its words. Null when the words lack
 * the key (the caller keeps the English).
 */
export function wordsOf(said: Said, words: ProblemWords, language: Language): string | null {
  const template = textAt(words, said.key);
  if (template === undefined) return null;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = said.values?.[name];
    if (value === undefined) return whole;
    if (typeof value !== 'object') return String(value);
    if ('moment' in value) return indiaDay(value.moment, language, 'short');
    return wordsOf(value.said, words, language) ?? whole;
  });
}

/** The English of `said`: what the admin area, the old client and the logs read. */
export const englishOf = (said: Said): string => wordsOf(said, problemsEn, 'en') ?? said.key;

/**
 * A refusal said by key, its English message written from it. `field`: the
 * form field it is about (its field error says the same); `fieldSaid`: each
 * field's own refusal, said by key too.
 */
export function refusal(
  code: Exclude<ProblemCode, 'INTERNAL_SERVER_ERROR'>,
  said: Said,
  details: { field?: string; fieldSaid?: Record<string, Said>; retryAfterSeconds?: number } = {},
): AppError {
  const { field, retryAfterSeconds } = details;
  const fieldSaid = details.fieldSaid ?? (field ? { [field]: said } : undefined);
  const fieldErrors: FieldErrors = {};
  for (const [name, one] of Object.entries(fieldSaid ?? {})) fieldErrors[name] = [englishOf(one)];
  return new AppError(code, englishOf(said), {
    said,
    ...(fieldSaid ? { fieldErrors, fieldSaid } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}
