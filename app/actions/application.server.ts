// The application form's action, shared by the page (no JavaScript) and
// /admissions/submit (XHR with progress): one call into the server's upload
// edge, which maps the fields to the procedure's input and answers.
import type { AppLoadContext } from '@remix-run/node';
import { isLanguage, languageOfPath } from '../../domain/language-paths';
import type { RegistrationReceipt } from '~/utils/procedure-outputs';
import { refusalOf, type FieldErrors } from './refusals.server';

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
       * The files the refused post carried (by field): removed with it (the upload edge), as
       * the browser cannot keep them either; the form says to choose them again.
       */
      filesNotKept: string[];
      status: number;
      retryAfterSeconds?: number;
    };

export async function submitRegistrationForm(request: Request, context: AppLoadContext): Promise<RegistrationFormResult> {
  const sent = await context.submitUpload(request, 'application');
  if (sent.ok) return { ok: true, receipt: sent.value };
  // The form's hidden language field, else the page's (a no-JS post goes to the page's own URL).
  const language = isLanguage(sent.fields.language) ? sent.fields.language : languageOfPath(new URL(request.url).pathname);
  const { status, message, fieldErrors, retryAfterSeconds } = refusalOf(sent.error, context, language);
  return {
    ok: false,
    status,
    message,
    fieldErrors,
    values: Object.keys(sent.fields).length ? keptValues(sent.fields) : {},
    filesNotKept: sent.fileFields,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  };
}
