// The documents of the application and admission forms, one row per file
// field: what it holds, the rule its bytes are checked by (the types and
// sizes of that rule are in picture-limits.ts), what messages call it, what
// is said when it is missing, and which programs ask for it or take it. The
// forms (their pickers and checks), the zod schemas, the upload edge (tus
// staging, claims, multipart) and the services all read this table.
// Free of zod: the forms import it at render time (see rules.ts).
import type { DocumentKind, Program } from '../vocabulary';
import type { DocumentRule } from './picture-limits';

interface DocumentField {
  kind: DocumentKind;
  rule: DocumentRule;
  /** How a refusal names it ("The photo must be ..."). */
  label: string;
  /** What is said when it is missing. */
  required: string;
  /** The programs that ask for it; 'every' for all, and before a program is chosen. */
  requiredFor: 'every' | readonly Program[];
  /** The programs that may carry it at all (graduation is not asked of a diploma). */
  takenBy: 'every' | readonly Program[];
}

/** The file fields of the application form (the old client's names), in the form's order. */
export const registrationFileFields = [
  'photoUpload',
  'aadhaarUpload',
  'tenthDoc',
  'twelfthDoc',
  'graduationDoc',
  'paymentScreenshot',
] as const;
export type RegistrationFileField = (typeof registrationFileFields)[number];

/** Diploma: 10th required, 12th optional. Advance diploma: 10th, 12th and graduation. */
const table: Record<RegistrationFileField, DocumentField> = {
  photoUpload: {
    kind: 'photo',
    rule: 'photo',
    label: 'The photo',
    required: 'Photo is required.',
    requiredFor: 'every',
    takenBy: 'every',
  },
  aadhaarUpload: {
    kind: 'aadhaar',
    rule: 'identity',
    label: 'The Aadhaar card',
    required: 'Aadhaar card is required.',
    requiredFor: 'every',
    takenBy: 'every',
  },
  tenthDoc: {
    kind: 'tenth',
    rule: 'certificate',
    label: 'The 10th certificate',
    required: '10th certificate or marksheet is required.',
    requiredFor: 'every',
    takenBy: 'every',
  },
  twelfthDoc: {
    kind: 'twelfth',
    rule: 'certificate',
    label: 'The 12th certificate',
    required: '12th certificate or marksheet is required.',
    requiredFor: ['advance-diploma'],
    takenBy: 'every',
  },
  graduationDoc: {
    kind: 'graduation',
    rule: 'certificate',
    label: 'The graduation certificate',
    required: 'Graduation certificate or marksheet is required.',
    requiredFor: ['advance-diploma'],
    takenBy: ['advance-diploma'],
  },
  paymentScreenshot: {
    kind: 'payment',
    rule: 'image',
    label: 'The payment screenshot',
    required: 'Payment screenshot is required',
    requiredFor: 'every',
    takenBy: 'every',
  },
};

/** The file field of the admission form. */
export const admissionFileFields = ['paymentScreenshot'] as const;

const fieldsWhere = (pick: (row: DocumentField) => boolean) => registrationFileFields.filter((field) => pick(table[field]));
const includes = (programs: 'every' | readonly Program[], program: string) =>
  programs === 'every' || (programs as readonly string[]).includes(program);

/** The documents a program asks for. */
export function requiredDocuments(program: string | undefined): RegistrationFileField[] {
  return fieldsWhere((row) => row.requiredFor === 'every' || (program !== undefined && includes(row.requiredFor, program)));
}

/** The documents a program may carry at all. Before a program is chosen every field may be needed. */
export function allowedDocuments(program: string | undefined): RegistrationFileField[] {
  return fieldsWhere((row) => program === undefined || includes(row.takenBy, program));
}

const columnOf = <Key extends keyof DocumentField>(key: Key) =>
  Object.fromEntries(registrationFileFields.map((field) => [field, table[field][key]])) as Record<
    RegistrationFileField,
    DocumentField[Key]
  >;

/** The rule each file field is checked by. */
export const documentRuleOf = columnOf('rule');
/** What each document is called in a refusal. */
export const documentLabels = columnOf('label');
/** What is said when a document is missing. */
export const documentRequiredMessages = columnOf('required');

/** One document field as the services, storage and the upload edge read it. */
export interface DocumentSpec {
  /** The form field the file arrives in. */
  field: string;
  kind: DocumentKind;
  rule: DocumentRule;
  /** How messages name it, e.g. "The photo". */
  label: string;
}

export const registrationDocumentSpecs = Object.fromEntries(
  registrationFileFields.map((field) => [
    field,
    { field, kind: table[field].kind, rule: table[field].rule, label: table[field].label },
  ]),
) as Record<RegistrationFileField, DocumentSpec>;

/** The admission form's one document: the payment screenshot. */
export const admissionScreenshotSpec: DocumentSpec = registrationDocumentSpecs.paymentScreenshot;
