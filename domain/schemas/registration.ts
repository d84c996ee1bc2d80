// The application (registration) form: one schema for the server's answers
// and the form's inline messages. Spec messages are kept word for word.
import { z } from 'zod';
import {
  emailField,
  fieldErrorsOf,
  idempotencyKeyField,
  mobileField,
  textField,
  utrField,
} from './common';
import { documentRequiredMessages, registrationMessages } from './messages';
import {
  adultAge,
  ageOn,
  maximumAge,
  mergeFieldErrors,
  minimumAge,
  requiredDocuments,
  type FieldErrors,
} from './rules';
import { centres, courseModes, genders, programs } from '../vocabulary';

// The zod-free parts live in rules.ts and messages.ts (the form imports those
// at render time); they are re-exported here for the server and the tests.
export {
  allowedDocuments,
  registrationFileFields,
  requiredDocuments,
  type RegistrationFileField,
} from './rules';
export { documentRequiredMessages, registrationMessages } from './messages';

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const dobField = z
  .string({ error: registrationMessages.dob })
  .trim()
  .min(1, { error: registrationMessages.dob, abort: true })
  .refine((value) => ageOn(value) !== null, { error: registrationMessages.dobInvalid, abort: true })
  .refine((value) => {
    const age = ageOn(value);
    return age === null || (age >= minimumAge && age <= maximumAge);
  }, registrationMessages.age);

/** Rules that need more than one field: a minor needs a guardian's name and consent. */
export function guardianErrors(values: { dob?: unknown; guardianName?: unknown; guardianConsent?: unknown }): FieldErrors {
  const age = typeof values.dob === 'string' ? ageOn(values.dob.trim()) : null;
  if (age === null || age >= adultAge) return {};
  const errors: FieldErrors = {};
  if (typeof values.guardianName !== 'string' || values.guardianName.trim() === '') {
    errors.guardianName = [registrationMessages.guardianName];
  }
  const consent = values.guardianConsent;
  if (!(consent === true || consent === 'on' || consent === 'true')) {
    errors.guardianConsent = [registrationMessages.guardianConsent];
  }
  return errors;
}

/** The text part of an application: the tRPC input of registrations.submit. */
export const registrationInput = z
  .object({
    program: choice(programs.values, registrationMessages.program),
    /** A catalogue course code such as DCA; the server checks it belongs to the program. */
    courseCode: z
      .string({ error: registrationMessages.course })
      .trim()
      .min(1, registrationMessages.course)
      .max(20, registrationMessages.course)
      .transform((value) => value.toUpperCase()),
    centre: choice(centres.values, registrationMessages.centre),
    courseMode: choice(courseModes.values, registrationMessages.courseMode),
    name: textField(registrationMessages.name, 100),
    fatherName: textField(registrationMessages.fatherName, 100),
    dob: dobField,
    gender: choice(genders.values, registrationMessages.gender),
    mobile: mobileField(registrationMessages.mobile),
    email: emailField(registrationMessages.email),
    address: textField(registrationMessages.address, 500),
    guardianName: z.string().trim().max(100).optional().transform((value) => value || undefined),
    guardianConsent: checkbox,
    consent: checkbox.refine((value) => value, registrationMessages.consent),
    utr: utrField,
    idempotencyKey: idempotencyKeyField,
  })
  .superRefine((values, ctx) => {
    for (const [path, messages] of Object.entries(guardianErrors(values))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

export type RegistrationInput = z.input<typeof registrationInput>;
export type RegistrationValues = z.output<typeof registrationInput>;

export function missingDocumentErrors(program: string | undefined, present: (field: string) => boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of requiredDocuments(program)) {
    if (!present(field)) errors[field] = [documentRequiredMessages[field]];
  }
  return errors;
}

export type RegistrationCheck =
  | { success: true; data: RegistrationValues }
  | { success: false; fieldErrors: FieldErrors };

/**
 * Every rule of the form at once (text fields, the guardian rule and the
 * documents the program needs), so a person sees all their mistakes in one go.
 */
export function checkRegistration(raw: unknown, present: (field: string) => boolean): RegistrationCheck {
  const parsed = registrationInput.safeParse(raw);
  const values = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const program = typeof values.program === 'string' ? values.program : undefined;
  const documents = missingDocumentErrors(program, present);
  if (parsed.success && Object.keys(documents).length === 0) return { success: true, data: parsed.data };
  const textErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  // The guardian rule sits in a refinement that zod skips while other fields fail.
  const guardian = guardianErrors(values);
  for (const key of Object.keys(guardian)) if (textErrors[key]) delete guardian[key];
  return { success: false, fieldErrors: mergeFieldErrors(textErrors, guardian, documents) };
}

/** Turns posted form fields (strings) into the procedure's input. */
export function registrationFromForm(fields: Record<string, string | undefined>): RegistrationInput {
  const pick = (key: string) => fields[key] ?? '';
  return {
    program: pick('program') as RegistrationInput['program'],
    courseCode: pick('courseCode'),
    centre: pick('centre') as RegistrationInput['centre'],
    courseMode: pick('courseMode') as RegistrationInput['courseMode'],
    name: pick('name'),
    fatherName: pick('fatherName'),
    dob: pick('dob'),
    gender: pick('gender') as RegistrationInput['gender'],
    mobile: pick('mobile'),
    email: pick('email'),
    address: pick('address'),
    guardianName: pick('guardianName'),
    guardianConsent: fields.guardianConsent === 'on',
    consent: fields.consent === 'on',
    utr: pick('utr'),
    idempotencyKey: fields.idempotencyKey || undefined,
  };
}
