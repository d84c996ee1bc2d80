// Messages the server and the shared zod schemas write (domain/schemas/messages.ts,
// domain/problem.ts) are English: the old client and the admin area read them
// as they are. A public page shows them in its own language: the English text
// is looked up among the `problems` messages (placeholders {{x}} match any
// text) and the same key's text of the page's language is shown instead. A
// message with no translation stays English rather than being lost.
//
// The English problems (the table the lookup reads, about 3 KB gzip with the
// schema messages) are the server's at once; a browser fetches them only on a
// page of another language, when it says a problem (issue 32, decision 055):
// an English page never needs them. A page whose server render showed one
// has them fetched before it hydrates (app/entry.client.tsx).
import { useEffect, useReducer } from 'react';
import type { Messages } from '~/locales/en';
import { defaultLanguage } from '../../domain/vocabulary';
import { problemsEn as serverProblemsEn } from '~/locales/problems.en';
import { holds, useCompleteMessages } from './page-messages';
import { useTranslation } from './translation';

/** Dropped from the browser's build (import.meta.env.SSR is false there), with its import. */
let english: Messages['problems'] | undefined = import.meta.env.SSR ? serverProblemsEn : undefined;
let fetching: Promise<void> | undefined;
const waiting = new Set<() => void>();

/** Fetches the English problems (once; again after a failure). */
export function loadEnglishProblems(): Promise<void> {
  fetching ??= import('~/locales/problems.en').then(
    (module) => {
      english = module.problemsEn;
      for (const arrived of waiting) arrived();
    },
    (error: unknown) => {
      fetching = undefined;
      throw error;
    },
  );
  return fetching;
}

type Tree = { readonly [key: string]: string | Tree };

interface Template {
  pattern: RegExp;
  names: string[];
  path: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templatesOf(tree: Tree, path: string[] = []): Template[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return templatesOf(value, [...path, key]);
    const names: string[] = [];
    const source = value
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return [{ pattern: new RegExp(`^${source}$`), names, path: [...path, key] }];
  });
}

const cache = new WeakMap<object, Template[]>();

/**
 * `message` in `translated`'s words, when it is one of `english`'s problems.
 * A refusal that carries a day is said by key on the server instead
 * (domain/said.ts, decision 061), so no date is read back here.
 */
export function problemText(message: string, english: Messages['problems'], translated: Messages['problems']): string {
  if (english === translated) return message;
  let templates = cache.get(english);
  if (!templates) cache.set(english, (templates = templatesOf(english as unknown as Tree)));
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    let text: unknown = translated;
    for (const key of template.path) text = (text as Tree | undefined)?.[key];
    if (typeof text !== 'string') return message;
    // A value may itself be a known message (a document's name): translate it too.
    return template.names.reduce((result, name, index) => {
      const value = match[index + 1]!;
      return result.replaceAll(`{{${name}}}`, problemText(value, english, translated));
    }, text);
  }
  return message;
}

/** `say(message)`: a server or schema message in the page's language. */
export function useProblemText(): (message: string) => string {
  const { language, messages } = useTranslation();
  const complete = useCompleteMessages();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    waiting.add(arrived);
    return () => void waiting.delete(arrived);
  }, []);
  // English says them as written. Another language reads its words only when
  // saying one, so a page carries them only when it shows a problem
  // (app/i18n/page-messages.tsx); one shown later loads them then. Until the
  // English problems are here, the message shows as written (English).
  return (message) => {
    if (language === defaultLanguage) return message;
    // The page's language's problems come with its complete messages.
    if (complete && !holds(messages, ['problems'])) void complete().catch(() => undefined);
    if (!english) {
      void loadEnglishProblems().catch(() => undefined);
      return message;
    }
    return problemText(message, english, messages.problems);
  };
}
