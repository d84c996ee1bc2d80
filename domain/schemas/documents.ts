// The document table (its rows are in document-rows.ts), read: one row per
// file field: what it holds, the rule its bytes are checked by (the types and
// sizes of that rule are in document-types.ts), what messages call it, what
// is said when it is missing, which programs ask for it or take it, where
// the form asks for it and with which words, and what staff call it. The
// forms (their fieldsets, pickers and checks), the zod schemas, the upload
// edge (tus staging, claims, multipart and its sizes), the legacy shapes, the
// services, the staff screens and the database's list of document kinds all
// read this table.
// Free of zod: the forms import it at render time (see rules.ts).
import type { Program } from '../vocabulary';
import type { DocumentRule } from './document-types';
import { documentTable, type DocumentField } from './document-rows';

export type { DocumentField, DocumentPlace } from './document-rows';

const table: { readonly [Field in RegistrationFileField]: DocumentField & (typeof documentTable)[Field] } = documentTable;

/** The file fields of the application form (the old client's names), in the form's order. */
export const registrationFileFields = Object.keys(table) as [RegistrationFileField, ...RegistrationFileField[]];
export type RegistrationFileField = keyof typeof documentTable;

/** What a stored document is (uploads.kind): one per row of the table. */
export type DocumentKind = (typeof documentTable)[RegistrationFileField]['kind'];

/**
 * The document kinds in the order staff see them (the table's), each with
 * what staff screens call it: the uploads.kind column's list, which the
 * database holds in document_kinds (decision 087).
 */
export const documentKinds = {
  values: [...new Set(registrationFileFields.map((field) => table[field].kind))] as [DocumentKind, ...DocumentKind[]],
  labels: Object.fromEntries(registrationFileFields.map((field) => [table[field].kind, table[field].staffName])) as Record<
    DocumentKind,
    string
  >,
};

/** The file field of the admission form. */
export const admissionFileFields = ['paymentScreenshot'] as const;

/**
 * The sizes of the applicant forms' uploads, in the body or staged ahead: the
 * server refuses past them while streaming (server/storage/multipart.ts) and
 * the forms' hint says them (application.documentsHint).
 */
export const documentSizes = { maxFileBytes: 5 * 1024 * 1024, maxTotalBytes: 25 * 1024 * 1024 } as const;

/** A row of the table with its field's name: what a form's fieldset is drawn from. */
export type DocumentRow = DocumentField & { field: string };

/** The application form's documents in its order; a test adds a row to a copy of it. */
export const documentRows: readonly DocumentRow[] = registrationFileFields.map((field) => ({ field, ...table[field] }));

const includes = (programs: 'every' | readonly Program[], program: string) =>
  programs === 'every' || (programs as readonly string[]).includes(program);

/** Whether a program asks for the document (before one is chosen: whether every program does). */
export const isRequiredFor = (row: DocumentField, program: string | undefined) =>
  row.requiredFor === 'every' || (program !== undefined && includes(row.requiredFor, program));

/** Whether a program may carry the document at all. Before a program is chosen every field may be needed. */
export const isTakenBy = (row: DocumentField, program: string | undefined) =>
  program === undefined || includes(row.takenBy, program);

const fieldsWhere = (pick: (row: DocumentField) => boolean) => registrationFileFields.filter((field) => pick(table[field]));

/** The documents a program asks for. */
export function requiredDocuments(program: string | undefined): RegistrationFileField[] {
  return fieldsWhere((row) => isRequiredFor(row, program));
}

/** The documents a program may carry at all. Before a program is chosen every field may be needed. */
export function allowedDocuments(program: string | undefined): RegistrationFileField[] {
  return fieldsWhere((row) => isTakenBy(row, program));
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
/** What staff screens call each document. */
export const documentStaffNames = columnOf('staffName');
/** The forms' words of each document (keys of the page messages). */
export const documentWords = columnOf('words');

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

/**
 * The applicant forms whose documents the upload edge receives (in the body
 * or staged ahead): their file fields and each field's row.
 */
export const documentForms = {
  application: {
    fields: registrationFileFields,
    spec: (field: string) => registrationDocumentSpecs[field as RegistrationFileField],
  },
  admission: { fields: admissionFileFields, spec: (_field: string) => admissionScreenshotSpec },
} as const satisfies Record<string, { fields: readonly string[]; spec: (field: string) => DocumentSpec }>;
export type DocumentForm = keyof typeof documentForms;
