// The admission form: step one (look up a registration by its reference id)
// and step two (pay the admission fee and send the proof).
import { z } from 'zod';
import { idempotencyKeyField, utrField } from './common';
import { admissionMessages } from './messages';
import { normaliseReferenceId } from './rules';

// The zod-free parts live in rules.ts and messages.ts (the page imports those
// at render time); they are re-exported here for the server and the tests.
export { admissionFileFields } from './rules';
export { admissionMessages } from './messages';

/**
 * A registration reference id as typed. A value that cannot be one is kept
 * as typed: the lookup then answers "not found" like any unknown id.
 */
export const registrationReferenceField = z
  .string({ error: admissionMessages.referenceRequired })
  .trim()
  .min(1, admissionMessages.referenceRequired)
  .max(40, admissionMessages.lookupFailed)
  .transform((value) => normaliseReferenceId(value, 'REG') ?? value.toUpperCase());

export const lookupInput = z.object({ referenceId: registrationReferenceField });
export type LookupInput = z.input<typeof lookupInput>;

/** The text part of admissions.submit; the screenshot comes as the paymentScreenshot file. */
export const admissionInput = z.object({
  /** The registration's reference id (REG-...). */
  referenceId: registrationReferenceField,
  utr: utrField,
  idempotencyKey: idempotencyKeyField,
});
export type AdmissionInput = z.input<typeof admissionInput>;

export function checkAdmission(raw: unknown, hasScreenshot: boolean) {
  const parsed = admissionInput.safeParse(raw);
  const fieldErrors: Record<string, string[]> = parsed.success
    ? {}
    : (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
  if (!hasScreenshot) fieldErrors.paymentScreenshot = [admissionMessages.screenshotRequired];
  return parsed.success && hasScreenshot
    ? ({ success: true, data: parsed.data } as const)
    : ({ success: false, fieldErrors } as const);
}
