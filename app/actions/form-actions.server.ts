// What the form actions share: calling a procedure (with the form's files,
// received by the server through context.withUpload), and turning its
// refusal into messages for the form. Errors are read through the one error
// path (server/api/problem-of.ts).
import type { AppLoadContext } from '@remix-run/node';
import { registrationFromForm } from '../../domain/schemas/registration';
import { enquiryFromPost } from '../../domain/schemas/enquiry';
import { isLanguage, languageOfPath } from '../../domain/language-paths';
import { defaultLanguage, type Language } from '../../domain/vocabulary';
import { problemText } from '~/i18n/problem-text';
import { loadMessages } from '~/locales';
import { problemsEn } from '~/locales/problems.en';
import { problemsHi } from '~/locales/problems.hi';
import { problemMessages, type FieldErrors, type Problem } from '../../domain/problem';
import { wordsOf, type ProblemWords, type Said } from '../../domain/said';
import { problemOf } from '../../server/api/problem-of';
import type { RegistrationReceipt } from '~/utils/procedure-outputs';

export type { FieldErrors };

const problemWords: Record<Language, ProblemWords> = { en: problemsEn, hi: problemsHi };

/**
 * The problem with what was said by key (domain/said.ts) written in
 * `language`'s words, its message and field errors alike. The rest (the
 * form checks' messages) stays as written, for `say` (decision 061).
 */
function inLanguage(problem: Problem, language: Language): Problem {
  const words = problemWords[language];
  const write = (said: Said | undefined, written: string) => (said && wordsOf(said, words, language)) ?? written;
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(problem.fieldErrors)) {
    const said = problem.fieldSaid?.[field];
    fieldErrors[field] = said ? [write(said, messages[0] ?? '')] : messages;
  }
  return { ...problem, message: write(problem.said, problem.message), fieldErrors };
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
 * `say(message)`: a server message (English, as the procedures write it) in
 * the language of the page that asked, by the same match the pages' own
 * `useProblemText` makes (app/i18n/problem-text.ts). A form that shows its
 * server's messages as they come then needs no table of English problems
 * in the browser (docs/decisions/027-admission-form-messages-from-the-server.md).
 */
export async function problemTextFor(request: Request): Promise<(message: string) => string> {
  const language = languageOfPath(new URL(request.url).pathname);
  if (language === defaultLanguage) return (message) => message;
  const translated = (await loadMessages[language]()).problems;
  return (message) => problemText(message, problemsEn, translated);
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
    return { ok: false, message: problemMessages.unreadableForm, fieldErrors: {}, values: {}, status: 400 };
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
