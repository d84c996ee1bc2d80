// The zod field builders shared by the form schemas. The zod-free rules and
// messages live in rules.ts and messages.ts (the forms import those at render
// time) and are re-exported here for the server and the tests.
import { z } from 'zod';
import { transactionIdInvalid, transactionIdRequired } from './messages';
import { isIndianMobile, normaliseMobile, type FieldErrors } from './rules';

export {
  adultAge,
  ageOn,
  crockfordAlphabet,
  isIndianMobile,
  maximumAge,
  mergeFieldErrors,
  minimumAge,
  normaliseMobile,
  normaliseReferenceId,
  type FieldErrors,
} from './rules';
export { transactionIdInvalid, transactionIdRequired } from './messages';

/** A mobile field: `requiredMessage` when empty, else a 10-digit Indian mobile. */
export const mobileField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .transform(normaliseMobile)
    .refine(isIndianMobile, 'Enter a 10-digit mobile number (for example 98765 43210).');

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(200, 'The email address is too long.')
    .pipe(z.email('Enter a valid email address, such as name@example.com.'))
    .transform((value) => value.toLowerCase());

/** A required free-text field. */
export const textField = (requiredMessage: string, max = 200) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(max, `Please keep this under ${max} characters.`);

/** The 12-digit UPI reference (UTR); spaces are ignored. */
export const utrField = z
  .string({ error: transactionIdRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, { error: transactionIdRequired, abort: true }).regex(/^\d{12}$/, transactionIdInvalid));

/** An idempotency key the form carries so a retried submit does not create a second record. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The form has expired. Please reload the page.')
  .optional();

/** Field errors of a failed safeParse, one list per top-level field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
