// What the form actions share: calling a procedure (with the form's files,
// received by the server through context.withUpload), and turning its
// refusal into messages for the form. Errors are read through the one error
// path (server/api/problem-of.ts).
import type { AppLoadContext } from '@remix-run/node';
import { registrationFromForm } from '../../domain/schemas/registration';
import { enquiryFromPost } from '../../domain/schemas/enquiry';
import { isLanguage, languageOfPath } from '../../domain/language-paths';
import type { Language } from '../../domain/vocabulary';
import { problemsEn } from '~/locales/problems.en';
import { problemsHi } from '~/locales/problems.hi';
import type { FieldErrors, Problem } from '../../domain/problem';
import { englishOf } from '../../domain/refusal';
import { saidIn, wordsOf, type ProblemWords, type Said } from '../../domain/said';
import { problemOf } from '../../server/api/problem-of';
import type { RegistrationReceipt } from '~/utils/procedure-outputs';

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

/** Typed values sent back so the form keeps them (never files). */
const keptValues = (fields: Record<string, string>) => {
  const { idempotencyKey: _key, ...values } = fields;
  return { ...values, idempotencyKey: fields.idempotencyKey ?? '' };
};

export type RegistrationFormResult =
  | { ok: true; receipt: RegistrationReceipt }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      /**
       * The files the refused post carried (by field): removed with it (context.withUpload), as
       * the browser cannot keep them either; the form says to choose them again.
       */
      filesNotKept: string[];
      status: number;
      retryAfterSeconds?: number;
    };

/** The application form's action, shared by the page (no JS) and /admissions/submit (XHR with progress). */
export async function submitRegistrationForm(request: Request, context: AppLoadContext): Promise<RegistrationFormResult> {
  let values: Record<string, string> = {};
  let filesNotKept: string[] = [];
  // The form's hidden language field, else the page's (a no-JS post goes to the page's own URL).
  let language = languageOfPath(new URL(request.url).pathname);
  try {
    const receipt = await context.withUpload(request, { form: 'application', guard: 'submit' }, async (upload) => {
      values = keptValues(upload.fields);
      filesNotKept = upload.fileFields;
      const fields = { language, ...upload.fields };
      if (isLanguage(fields.language)) language = fields.language;
      return upload.api.registrations.submit(registrationFromForm(fields));
    });
    return { ok: true, receipt };
  } catch (error) {
    const { status, message, fieldErrors, retryAfterSeconds } = refusalOf(error, context, language);
    return { ok: false, status, message, fieldErrors, values, filesNotKept, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
}

export type EnquiryResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      status: number;
      retryAfterSeconds?: number;
    };

export async function submitEnquiryForm(request: Request, context: AppLoadContext): Promise<EnquiryResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form at all (wrong content type, a broken or cut-off body): the sender's mistake.
    const say = problemTextFor(request);
    return { ok: false, message: say({ key: 'general.unreadableForm' }), fieldErrors: {}, values: {}, status: 400 };
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  try {
    await context.api.enquiries.submit(enquiryFromPost(fields, new URL(request.url).pathname));
    return { ok: true };
  } catch (error) {
    const { status, message, fieldErrors, retryAfterSeconds } = refusalOf(
      error,
      context,
      languageOfPath(new URL(request.url).pathname),
    );
    return { ok: false, message, fieldErrors, values: fields, status, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
}
