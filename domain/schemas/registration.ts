// The application (registration) form: one schema for the server's answers
// and the form's inline messages. Spec messages are kept word for word.
import { z } from 'zod';
import { saidMessage } from '../said';
import {
  languageField,
  languageFromForm,
  optionalEmailField,
  fieldErrorsOf,
  idempotencyKeyField,
  mobileField,
  textField,
  utrField,
  withFieldRules,
} from './common';
import { adultAge, ageOn, maximumAge, minimumAge } from './rules';
import { registrationFileFields, requiredDocuments } from './documents';
import {
  centres,
  courseModes,
  coursePrograms,
  genders,
  languages,
  paymentMethods,
  programs,
  type CourseCode,
} from '../vocabulary';
import type { FieldErrors } from '../problem';

// The zod-free parts live in rules.ts and messages.ts (the form imports those
// at render time); they are re-exported here for the server and the tests.
export {
  allowedDocuments,
  documentRequiredMessages,
  registrationFileFields,
  requiredDocuments,
  type RegistrationFileField,
} from './documents';
export { registrationMessages } from './messages';

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

const dobField = z
  .string({ error: saidMessage('registration.dob') })
  .trim()
  .min(1, { error: saidMessage('registration.dob'), abort: true })
  .refine((value) => ageOn(value) !== null, { error: saidMessage('registration.dobInvalid'), abort: true })
  .refine((value) => {
    const age = ageOn(value);
    return age === null || (age >= minimumAge && age <= maximumAge);
  }, saidMessage('registration.age'));

/** Rules that need more than one field: a minor needs a guardian's name and consent. */
export function guardianErrors(values: { dob?: unknown; guardianName?: unknown; guardianConsent?: unknown }): FieldErrors {
  const age = typeof values.dob === 'string' ? ageOn(values.dob.trim()) : null;
  if (age === null || age >= adultAge) return {};
  const errors: FieldErrors = {};
  if (typeof values.guardianName !== 'string' || values.guardianName.trim() === '') {
    errors.guardianName = [saidMessage('registration.guardianName')];
  }
  const consent = values.guardianConsent;
  if (!(consent === true || consent === 'on' || consent === 'true')) {
    errors.guardianConsent = [saidMessage('registration.guardianConsent')];
  }
  return errors;
}

const registrationFields = z.object({
  program: choice(programs.values, saidMessage('registration.program')),
  /** A catalogue course code such as DCA; it must belong to the program (checked below). */
  courseCode: z
    .string({ error: saidMessage('registration.course') })
    .trim()
    .min(1, saidMessage('registration.course'))
    .max(20, saidMessage('registration.course'))
    .transform((value) => value.toUpperCase()),
  centre: choice(centres.values, saidMessage('registration.centre')),
  courseMode: choice(courseModes.values, saidMessage('registration.courseMode')),
  name: textField(saidMessage('registration.name'), 100),
  fatherName: textField(saidMessage('registration.fatherName'), 100),
  dob: dobField,
  gender: choice(genders.values, saidMessage('registration.gender')),
  mobile: mobileField(saidMessage('registration.mobile')),
  email: optionalEmailField,
  address: textField(saidMessage('registration.address'), 500),
  guardianName: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  guardianConsent: checkbox,
  consent: checkbox.refine((value) => value, saidMessage('registration.consent')),
  /** Checked with the payment in crossFieldErrors: an application joining a waitlist pays nothing yet. */
  utr: z
    .string()
    .optional()
    .transform((value) => (value ?? '').replace(/\s+/g, '')),
  /** Join the chosen batch's waitlist if it is full, without paying now (decision 051). */
  waitlist: checkbox,
  idempotencyKey: idempotencyKeyField,
  language: languageField,
  /** The batch chosen (decision 049); none: the open one of the course, centre and mode, if it has intakes. */
  intakeId: z
    .union([z.literal(''), z.coerce.number().int().positive()])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /**
   * The file fields that arrived, set by the procedure from the request's
   * staged upload (server/api/trpc.ts uploadSubmitProcedure), never by the client.
   */
  documents: z.array(z.enum(registrationFileFields)).max(registrationFileFields.length).default([]),
});

/** The rules between fields: a course of the program, a guardian for a minor, the program's documents. */
function crossFieldErrors(values: Record<string, unknown>): FieldErrors {
  const errors = guardianErrors(values);
  const program = programs.values.find((candidate) => candidate === values.program);
  const code = typeof values.courseCode === 'string' ? values.courseCode.trim() : '';
  // A shipped course's program is fixed (a publish cannot change it), so the
  // browser checks it here; a course staff added is checked by the server
  // against the published catalogue (courseOnOffer, decision 078).
  const known = coursePrograms[code.toUpperCase() as CourseCode] as string | undefined;
  if (program && known && known !== program) errors.courseCode = [saidMessage('registration.courseNotInProgram')];
  const received = new Set(Array.isArray(values.documents) ? values.documents : []);
  for (const field of requiredDocuments(program)) {
    if (!received.has(field)) errors[field] = [saidMessage(`documents.${field}`)];
  }
  // A waitlist entry pays once offered a seat (decision 051): no UTR, no payment proof yet.
  if (joinsWaitlist(values)) {
    delete errors.paymentScreenshot;
  } else {
    const utr = utrField.safeParse(values.utr ?? '');
    if (!utr.success) errors.utr = [utr.error.issues[0]!.message];
  }
  return errors;
}

/** The applicant ticked "join the waitlist" (a checkbox as the form or JSON sends it). */
export const joinsWaitlist = (values: Record<string, unknown>) =>
  values.waitlist === true || values.waitlist === 'on' || values.waitlist === 'true';

/**
 * The whole application as registrations.submit takes it: the one check of
 * an application, on the server and (loaded on demand) in the browser. The
 * rules between fields run even when a field fails, so a person sees every
 * mistake at once.
 */
export const registrationInput = withFieldRules(registrationFields, crossFieldErrors);

export const walkInMessages = {
  paymentMethod: 'Choose how the fee was paid: cash at the office or UPI.',
  language: "Choose the applicant's language: the messages and the receipt are in it.",
} as const;

/**
 * An application brought to the office and entered by staff (a walk-in): the
 * same fields and rules as registrationInput, with how the fee was paid.
 * Cash needs no UTR; UPI needs the applicant's 12-digit UTR. Staff saw the
 * payment, so no screenshot is asked for (one may still be attached).
 * Staff choose the applicant's language: an online form knows it from its
 * page, a walk-in only from the person at the desk, and every message to
 * them (decision, correction, seat offer, receipt link) follows it.
 */
const walkInFields = registrationFields.extend({
  paymentMethod: choice(paymentMethods, walkInMessages.paymentMethod),
  language: choice(languages.values, walkInMessages.language),
  utr: z.string().trim().max(40).optional(),
});

function walkInErrors(values: Record<string, unknown>): FieldErrors {
  const errors = crossFieldErrors({ ...values, waitlist: false });
  delete errors.paymentScreenshot;
  delete errors.utr;
  if (values.paymentMethod !== 'cash') {
    const utr = utrField.safeParse(values.utr ?? '');
    if (!utr.success) errors.utr = [utr.error.issues[0]!.message];
  }
  return errors;
}

export const walkInInput = withFieldRules(walkInFields, walkInErrors);
export type WalkInValues = z.output<typeof walkInInput>;

export type RegistrationInput = z.input<typeof registrationInput>;
export type RegistrationValues = z.output<typeof registrationInput>;

export type RegistrationCheck = { success: true; data: RegistrationValues } | { success: false; fieldErrors: FieldErrors };

/** registrationInput as field errors, for forms; `present` says which file fields hold a file. */
export function checkRegistration(raw: unknown, present: (field: string) => boolean): RegistrationCheck {
  const values = typeof raw === 'object' && raw !== null ? raw : {};
  const parsed = registrationInput.safeParse({ ...values, documents: registrationFileFields.filter(present) });
  return parsed.success ? { success: true, data: parsed.data } : { success: false, fieldErrors: fieldErrorsOf(parsed.error) };
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
    waitlist: fields.waitlist === 'on',
    idempotencyKey: fields.idempotencyKey || undefined,
    language: languageFromForm(fields.language),
    ...(fields.intakeId ? { intakeId: fields.intakeId } : {}),
  };
}
