// The admission form: step one (look up a registration by its reference id)
// and step two (pay the admission fee and send the proof).
import { z } from 'zod';
import { saidMessage } from '../said';
import type { FieldErrors } from '../problem';
import { idempotencyKeyField, languageField, utrField, withFieldRules } from './common';
import { normaliseReferenceId } from './rules';
import { admissionFileFields } from './documents';

// The zod-free parts live in rules.ts and messages.ts (the page imports those
// at render time); they are re-exported here for the server and the tests.
export { admissionFileFields } from './documents';
export { admissionMessages } from './messages';

/**
 * A registration reference id as typed. A value that cannot be one is kept
 * as typed: the lookup then answers "not found" like any unknown id.
 */
export const registrationReferenceField = z
  .string({ error: saidMessage('admission.referenceRequired') })
  .trim()
  .min(1, saidMessage('admission.referenceRequired'))
  .max(40, saidMessage('admission.lookupFailed'))
  .transform((value) => normaliseReferenceId(value, 'REG') ?? value.toUpperCase());

/**
 * The second factor: a date of birth (YYYY-MM-DD, as the date input sends it)
 * or the mobile's last four digits. Either may be given; one must be.
 */
export const factorFields = {
  referenceId: registrationReferenceField,
  dob: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value || undefined),
  mobileLastFour: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{4}$/, saidMessage('correction.mobileLastFour'))]))
    .optional()
    .transform((value) => value || undefined),
};

export const factorRule = (values: Record<string, unknown>): FieldErrors =>
  (typeof values.dob === 'string' && values.dob.trim()) ||
  (typeof values.mobileLastFour === 'string' && values.mobileLastFour.trim())
    ? {}
    : { dob: [saidMessage('correction.factorRequired')] };

/**
 * The look-up's id: the registration's (REG-…) or, once admitted, the
 * admission's (ADM-…), which the applicant was told to keep (issue 55, item 7).
 */
export const lookupReferenceField = z
  .string({ error: saidMessage('admission.referenceRequired') })
  .trim()
  .min(1, saidMessage('admission.referenceRequired'))
  .max(40, saidMessage('admission.lookupFailed'))
  .transform((value) => normaliseReferenceId(value, 'REG') ?? normaliseReferenceId(value, 'ADM') ?? value.toUpperCase());

export const lookupInput = z.object({ referenceId: lookupReferenceField });
export type LookupInput = z.input<typeof lookupInput>;

/** admissions.submit's input: the registration, the UTR and the screenshot's arrival (its file waits in the staged upload). */
export const admissionInput = withFieldRules(
  z.object({
    /** The registration's reference id (REG-...). */
    referenceId: registrationReferenceField,
    /** The second factor, as a correction's (decision 067): the date of birth or the mobile's last four digits. */
    dob: factorFields.dob,
    mobileLastFour: factorFields.mobileLastFour,
    utr: utrField,
    idempotencyKey: idempotencyKeyField,
    language: languageField,
    /** The file fields that arrived (set by the procedure from the staged upload). */
    documents: z.array(z.enum(admissionFileFields)).max(admissionFileFields.length).default([]),
  }),
  (values): FieldErrors => ({
    ...factorRule(values),
    ...(Array.isArray(values.documents) && values.documents.includes('paymentScreenshot')
      ? {}
      : { paymentScreenshot: [saidMessage('admission.screenshotRequired')] }),
  }),
);
export type AdmissionInput = z.input<typeof admissionInput>;
export type AdmissionValues = z.output<typeof admissionInput>;

/** admissionInput as field errors, for forms; `hasScreenshot` says whether a file was chosen. */
export function checkAdmission(raw: unknown, hasScreenshot: boolean) {
  const values = typeof raw === 'object' && raw !== null ? raw : {};
  const parsed = admissionInput.safeParse({ ...values, documents: hasScreenshot ? ['paymentScreenshot'] : [] });
  return parsed.success
    ? ({ success: true, data: parsed.data } as const)
    : ({ success: false, fieldErrors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]> } as const);
}
