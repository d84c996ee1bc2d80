// A problem in the page's language, by key (decision 061). A check's message
// or a constant the page says (`{ key: 'enquiry.success' }`) is said by key
// (domain/said.ts) and written from the `problems` messages of the page's
// language: the server's render reads them through `t`, so the page carries
// exactly the texts it showed (app/i18n/page-messages.tsx), and a text the
// page did not carry comes with the complete messages, which a form fetches
// with its checks (useOnDemand.ts). Words the server already wrote (a form
// action's answer is written in the page's language,
// app/actions/refusals.server.ts) are shown as they are: nothing is
// matched or translated again.
//
// English pages carry no problem words in their first load (decision 055):
// a form's checks bring the English problems alone (about 3 KB gzip, not the
// complete messages) and an English page says from them.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Messages } from '~/locales/en';
import { indiaDay } from '../../domain/dates';
import { saidIn, wordsOf, type Said, type SaidValue } from '../../domain/said';
import { defaultLanguage, type Language } from '../../domain/vocabulary';
import { problemsEn as serverProblemsEn } from '~/locales/problems.en';
import { useCompleteMessages } from './page-messages';
import { useTranslation, type MessageKey, type MessageValues } from './translation';

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

/**
 * Loads the words this page says problems in (once; again after a failure):
 * the English problems on an English page, the complete messages on another
 * (they hold its problems). For a form, on the visitor's first touch, so a
 * problem shown after a press has its words.
 */
export function useLoadProblemWords(): () => Promise<void> {
  const { language } = useTranslation();
  // Null once the complete messages are in use; read when loading starts.
  const completeMessages = useCompleteMessages();
  const complete = useRef(completeMessages);
  complete.current = completeMessages;
  return useCallback(
    () => (language === defaultLanguage ? loadEnglishProblems() : (complete.current?.() ?? Promise.resolve())),
    [language],
  );
}

/** A said value as `language` writes it; a key inside is said by `say`. */
function writtenValue(value: SaidValue, language: Language, say: (said: Said) => string): string | number {
  if (typeof value !== 'object') return value;
  if ('moment' in value) return indiaDay(value.moment, language, 'short');
  return say(value.said);
}

/**
 * `say(message)`: a problem in the page's language. `message` is said by key
 * (a `Said`, or a check's message made by `saidMessage`) or words already
 * written, which are shown as they are.
 */
export function useProblemText(): (message: string | Said) => string {
  const { language, t } = useTranslation();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    waiting.add(arrived);
    return () => void waiting.delete(arrived);
  }, []);
  const sayKey = (said: Said): string => {
    // In the browser an English page says from the English problems once a
    // form's checks brought them; the server's render (and a page before
    // they came) reads the page's messages, noting each text it showed.
    if (!import.meta.env.SSR && language === defaultLanguage && english) return wordsOf(said, english, language) ?? '';
    const values: MessageValues = {};
    for (const [name, value] of Object.entries(said.values ?? {})) values[name] = writtenValue(value, language, sayKey);
    const text = t(`problems.${said.key}` as MessageKey, values);
    if (text) return text;
    // Not on the page, and the complete messages (which `t` has asked for) not here yet.
    if (english) return wordsOf(said, english, defaultLanguage) ?? '';
    void loadEnglishProblems().catch(() => undefined);
    return '';
  };
  return (message) => {
    const said = typeof message === 'string' ? saidIn(message) : message;
    return said ? sayKey(said) : (message as string);
  };
}
