// The actions' error adapter: a procedure's refusal (or our own failure) as
// the messages of the page or admin screen that asked, in its language, and
// the headers that carry a wait. Errors are read through the one error path
// (server/api/problem-of.ts).
import type { AppLoadContext } from '@remix-run/node';
import { languageOfPath } from '../../domain/language-paths';
import type { Language } from '../../domain/vocabulary';
import { problemsEn } from '~/locales/problems.en';
import { problemsHi } from '~/locales/problems.hi';
import type { FieldErrors, Problem } from '../../domain/problem';
import { englishOf } from '../../domain/refusal';
import { saidIn, wordsOf, type ProblemWords, type Said } from '../../domain/said';
import { problemOf } from '../../server/api/problem-of';

export type { FieldErrors };

const problemWords: Record<Language, ProblemWords> = { en: problemsEn, hi: problemsHi };

/** What was said by key in `language`'s words (English where they lack the key). */
const writeSaid = (said: Said, language: Language) => wordsOf(said, problemWords[language], language) ?? englishOf(said);

/**
 * The problem with what was said by key (domain/said.ts) written in
 * `language`'s words, its message and field errors alike; what was not
 * said by key stays as written.
 */
function inLanguage(problem: Problem, language: Language): Problem {
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(problem.fieldErrors)) {
    const said = problem.fieldSaid?.[field];
    fieldErrors[field] = said ? [writeSaid(said, language)] : messages;
  }
  return { ...problem, message: problem.said ? writeSaid(problem.said, language) : problem.message, fieldErrors };
}

/**
 * The problem of a failed action, for its form; for a public page, in the
 * page's `language`. A 5xx is our fault, not a refusal: it is logged once,
 * structured, with the request id.
 */
export function refusalOf(error: unknown, context: Pick<AppLoadContext, 'logger'>, language?: Language): Problem {
  const problem = problemOf(error);
  if (problem.status >= 500) context.logger.error({ err: error }, 'form action error');
  return language ? inLanguage(problem, language) : problem;
}

/**
 * `say(message)` on the server, for the page that asked: what is said by key
 * (a `Said`, or a check's message made by `saidMessage`) in its language;
 * words already written (a refusal through `refusalOf` with the language) as
 * they are. The pages' `useProblemText` says the same (app/i18n/problem-text.ts).
 */
export function problemTextFor(request: Request): (message: string | Said) => string {
  const language = languageOfPath(new URL(request.url).pathname);
  return (message) => {
    const said = typeof message === 'string' ? saidIn(message) : message;
    return said ? writeSaid(said, language) : (message as string);
  };
}

/** Each field's messages through `say`. */
export const fieldErrorsIn = (say: (message: string) => string, fieldErrors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(say)]));

/** Headers that carry a refusal's wait to the browser (Retry-After on a 429). */
export const refusalHeaders = (problem: Pick<Problem, 'retryAfterSeconds'> | { ok: true }): Record<string, string> =>
  'retryAfterSeconds' in problem && problem.retryAfterSeconds ? { 'Retry-After': String(problem.retryAfterSeconds) } : {};
