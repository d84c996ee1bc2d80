// A refusal or a check's message said by key (decision 061): the path of its
// words in the problems messages (`refusals.utrUsed`, `templates.fileTooLarge`)
// and its values as they are (a number of megabytes, a moment, another key
// such as a document's name). Each reader writes it in its own language from
// that language's problems, by key: nothing is matched again. This module
// holds no words (the browser imports it with the first load); the English
// is written by domain/refusal.ts.
import { indiaDay } from './dates';
import type { problemsEn } from './problem-words';
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

const marker = 'said:';

/**
 * A check's message said by key. A zod check's message, and a field error a
 * form's rules write, is a string: this one carries the key and values, and
 * every reader turns it into words with `saidIn` (server/api/problem-of.ts
 * into English for the admin area and the old client, a page into its
 * visitor's language). It is never shown as it is.
 */
export const saidMessage = (key: ProblemKey, values?: Record<string, SaidValue>): string =>
  marker + JSON.stringify(values ? { key, values } : { key });

/** What a message made by `saidMessage` says; null for any other message (words already written). */
export function saidIn(message: string): Said | null {
  if (!message.startsWith(marker)) return null;
  try {
    return JSON.parse(message.slice(marker.length)) as Said;
  } catch {
    return null;
  }
}
