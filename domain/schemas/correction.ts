// A correction (decision 048): staff send a PENDING registration back to the
// applicant with the documents and fields to send again and what is wrong;
// the applicant answers on /admission-form after a second factor (the date of
// birth, or the mobile number's last four digits).
import { z } from 'zod';
import { saidMessage } from '../said';
import type { FieldErrors } from '../problem';
import { emailField, idempotencyKeyField, textField, withFieldRules } from './common';
import { factorFields, factorRule } from './admission';
import { remarkMaxLength } from './decision';
import { registrationFileFields, type RegistrationFileField } from './documents';

export { correctionMessages } from './messages';

/**
 * The fields staff may ask to be typed again. Not the date of birth nor the
 * mobile number: they are the second factor that opens the correction.
 */
export const correctionFields = ['name', 'fatherName', 'email', 'address'] as const;
export type CorrectionField = (typeof correctionFields)[number];

/** The words of staff's side (the admin area is English). */
export const correctionStaffMessages = {
  nothingTicked: 'Tick at least one document or field to correct.',
  remarkRequired: 'Please write what is wrong; the applicant will see it.',
  remarkTooLong: `The remark can be at most ${remarkMaxLength} characters.`,
  notPending: 'Only a PENDING registration can be sent back for a correction.',
  alreadyOpen: 'A correction is already open for this registration; wait for the answer or its deadline.',
  documentNotInProgram: 'This document is not part of this program.',
  rejectWhileOpen: 'A correction is open until {{deadline}}: the registration can be rejected after that.',
} as const;

/** registrations.requestCorrection's input. */
export const correctionRequestInput = z
  .object({
    id: z.coerce.number().int().positive(),
    documents: z.array(z.enum(registrationFileFields)).max(registrationFileFields.length).default([]),
    fields: z.array(z.enum(correctionFields)).max(correctionFields.length).default([]),
    remark: z
      .string()
      .trim()
      .min(1, correctionStaffMessages.remarkRequired)
      .max(remarkMaxLength, correctionStaffMessages.remarkTooLong),
  })
  .refine((input) => input.documents.length + input.fields.length > 0, {
    message: correctionStaffMessages.nothingTicked,
    path: ['documents'],
  });
export type CorrectionRequestInput = z.input<typeof correctionRequestInput>;

// The second factor's fields live beside the reference id (admission.ts): the admission asks for them too.
export { factorFields, factorRule } from './admission';

/** registrations.correction's input: opens the correction to read what is asked. */
export const correctionAccessInput = withFieldRules(z.object(factorFields), factorRule);
export type CorrectionAccessInput = z.input<typeof correctionAccessInput>;
export type CorrectionAccess = z.output<typeof correctionAccessInput>;

/**
 * registrations.correct's input: the factor again, the retyped fields (checked
 * by the service against what was asked, with the application's own rules)
 * and the file fields that arrived (set by the procedure, never by the client).
 */
export const correctionInput = withFieldRules(
  z.object({
    ...factorFields,
    values: z.record(z.string(), z.string().max(600)).default({}),
    idempotencyKey: idempotencyKeyField,
    documents: z.array(z.enum(registrationFileFields)).max(registrationFileFields.length).default([]),
  }),
  factorRule,
);
export type CorrectionInput = z.input<typeof correctionInput>;
export type CorrectionValues = z.output<typeof correctionInput>;

/** Each correctable field's check: the application's own. */
export const correctionFieldSchemas: Record<CorrectionField, z.ZodType<string>> = {
  name: textField(saidMessage('registration.name'), 100),
  fatherName: textField(saidMessage('registration.fatherName'), 100),
  email: emailField(saidMessage('registration.email')),
  address: textField(saidMessage('registration.address'), 500),
};

/** The asked documents that did not arrive, and the asked fields that fail their check. */
export function correctionErrors(
  asked: { documents: readonly RegistrationFileField[]; fields: readonly CorrectionField[] },
  received: { documents: readonly string[]; values: Record<string, string> },
): { fieldErrors: FieldErrors; values: Partial<Record<CorrectionField, string>> } {
  const fieldErrors: FieldErrors = {};
  const values: Partial<Record<CorrectionField, string>> = {};
  for (const field of asked.documents) {
    if (!received.documents.includes(field)) fieldErrors[field] = [saidMessage(`documents.${field}`)];
  }
  for (const field of asked.fields) {
    const parsed = correctionFieldSchemas[field].safeParse(received.values[field] ?? '');
    if (parsed.success) values[field] = parsed.data;
    else fieldErrors[field] = parsed.error.issues.map((issue) => issue.message);
  }
  return { fieldErrors, values };
}
