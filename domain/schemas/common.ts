// The zod field builders shared by the form schemas. The zod-free rules and
// messages live in rules.ts and messages.ts (the forms import those at render
// time) and are re-exported here for the server and the tests.
import { z } from 'zod';
import { saidMessage } from '../said';
import type { FieldErrors } from '../problem';
import { isIndianMobile, normaliseMobile } from './rules';
import { languages, type Language } from '../vocabulary';

export {
  adultAge,
  ageOn,
  crockfordAlphabet,
  isIndianMobile,
  maximumAge,
  minimumAge,
  normaliseMobile,
  normaliseReferenceId,
} from './rules';
export { mergeFieldErrors, type FieldErrors } from '../problem';
export { transactionIdInvalid, transactionIdRequired } from './messages';

/** A mobile field: `requiredMessage` when empty, else a 10-digit Indian mobile. */
export const mobileField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .transform(normaliseMobile)
    .refine(isIndianMobile, saidMessage('format.mobile'));

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(200, saidMessage('format.emailTooLong'))
    .pipe(z.email(saidMessage('format.emailInvalid')))
    .transform((value) => value.toLowerCase());

/**
 * An email address the applicant may leave out (decision 075): many have
 * none, and the institute reaches them by mobile. Empty is stored as '';
 * anything typed must be an address.
 */
export const optionalEmailField = z
  .string()
  .trim()
  .max(200, saidMessage('format.emailTooLong'))
  .refine((value) => value === '' || z.email().safeParse(value).success, saidMessage('format.emailInvalid'))
  .transform((value) => value.toLowerCase())
  .optional()
  .transform((value) => value ?? '');

/** A required free-text field. */
export const textField = (requiredMessage: string, max = 200) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, saidMessage('format.tooLong', { max }));

/** The 12-digit UPI reference (UTR); spaces are ignored. */
export const utrField = z
  .string({ error: saidMessage('payment.transactionIdRequired') })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: saidMessage('payment.transactionIdRequired'), abort: true })
      .regex(/^\d{12}$/, saidMessage('payment.transactionIdInvalid')),
  );

/** An idempotency key the form carries so a retried submit does not create a second record. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, saidMessage('refusals.formExpired'))
  .optional();

/** Field errors of a failed safeParse, one list per top-level field (messages said by key: domain/said.ts). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}

/**
 * An object schema plus the rules between its fields, run even when a field
 * fails (zod would skip a refinement then), so a person sees every mistake
 * at once. A rule's message is left out where the field already has one.
 */
export function withFieldRules<Fields extends z.ZodObject>(fields: Fields, rules: (raw: Record<string, unknown>) => FieldErrors) {
  return z.custom<z.input<Fields>>().transform((raw, ctx): z.output<Fields> => {
    const parsed = fields.safeParse(raw);
    const failed = new Set<string>();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        failed.add(String(issue.path[0] ?? ''));
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    const values = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    let broken = !parsed.success;
    for (const [path, messages] of Object.entries(rules(values))) {
      if (failed.has(path)) continue;
      broken = true;
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
    }
    return broken || !parsed.success ? z.NEVER : parsed.data;
  });
}

/**
 * The language the applicant filled the form in (the page's, or the hidden
 * field of the JavaScript form). Missing means English: the old client has none.
 */
export const languageField = z.enum(languages.values).optional();

/** A posted language value, or undefined when it is none of ours. */
export const languageFromForm = (value: string | undefined): Language | undefined =>
  (languages.values as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;
