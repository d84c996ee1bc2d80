// Small isomorphic rules shared by the form schemas: the browser uses them
// for inline messages and the server for its answers, so both say the same.
import { z } from 'zod';

/** Ten digits after removing spaces, dashes, and an optional +91 / 91 / 0 prefix. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s()-]/g, '');
  const withoutPrefix = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return withoutPrefix;
}

export const isIndianMobile = (value: string) => /^[6-9]\d{9}$/.test(value);

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

export const transactionIdRequired = 'Transaction ID is required';
export const transactionIdInvalid = 'Enter the 12-digit UPI transaction ID (UTR) shown in your UPI app.';

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

/** Whole years between an ISO date of birth (YYYY-MM-DD) and `today`. */
export function ageOn(dob: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const minimumAge = 14;
export const maximumAge = 70;
export const adultAge = 18;

/** Reference ids are REG- or ADM- plus 8 Crockford base32 characters. */
export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Reads a reference id the way people type it: any case, spaces, a missing
 * dash, O for 0 and I or L for 1. Returns null when it cannot be one.
 */
export function normaliseReferenceId(value: string, prefix: 'REG' | 'ADM'): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(prefix)) return null;
  const body = compact.slice(prefix.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== 8) return null;
  for (const char of body) if (!crockfordAlphabet.includes(char)) return null;
  return `${prefix}-${body}`;
}

export type FieldErrors = Record<string, string[]>;

/** Field errors of a failed safeParse, one list per top-level field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}

export function mergeFieldErrors(...all: (FieldErrors | undefined)[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of all) {
    for (const [field, messages] of Object.entries(errors ?? {})) {
      merged[field] = [...(merged[field] ?? []), ...messages];
    }
  }
  return merged;
}
