// The document table's rows: one per file field of the application form, in
// the form's order. Adding a document type is a row here and its words in
// the message files (app/locales: its label and hint, documentLabels.<field>);
// everything else reads it through documents.ts: the forms, the upload edge,
// the services, the staff screens, and the database's list of kinds
// (document_kinds, filled from it when the database opens, decision 087).
// A test adds a row to this module in a fixture (tests/unit/document-table.test.ts).
// Free of zod: the forms import it at render time (see rules.ts).
import type { Program } from '../vocabulary';
import type { DocumentRule } from './document-types';

/** Where the application form asks for a document. */
export type DocumentPlace = 'identity' | 'qualification' | 'payment';

export interface DocumentField {
  /** What a stored file of it is (uploads.kind); new kinds need no migration (decision 087). */
  kind: string;
  rule: DocumentRule;
  /** How a refusal names it ("The photo must be ..."). */
  label: string;
  /** What is said when it is missing. */
  required: string;
  /** The programs that ask for it; 'every' for all, and before a program is chosen. */
  requiredFor: 'every' | readonly Program[];
  /** The programs that may carry it at all (graduation is not asked of a diploma). */
  takenBy: 'every' | readonly Program[];
  /** The fieldset of the application form that asks for it. */
  place: DocumentPlace;
  /**
   * The forms' words, keys of the page messages (app/locales): its label and
   * hint; an emphasised hint has `before`, `strong` and `after` parts.
   */
  words: { label: string; hint?: string; emphasisedHint?: boolean };
  /** What staff screens call it. */
  staffName: string;
}

/** Diploma: 10th required, 12th optional. Advance diploma: 10th, 12th and graduation. */
export const documentTable = {
  photoUpload: {
    kind: 'photo',
    rule: 'photo',
    label: 'The photo',
    required: 'Photo is required.',
    requiredFor: 'every',
    takenBy: 'every',
    place: 'identity',
    words: { label: 'application.photo' },
    staffName: 'Photo',
  },
  aadhaarUpload: {
    kind: 'aadhaar',
    rule: 'identity',
    label: 'The Aadhaar card',
    required: 'Aadhaar card is required.',
    requiredFor: 'every',
    takenBy: 'every',
    place: 'identity',
    words: { label: 'application.aadhaar', hint: 'application.aadhaarHint', emphasisedHint: true },
    staffName: 'Aadhaar card',
  },
  tenthDoc: {
    kind: 'tenth',
    rule: 'certificate',
    label: 'The 10th certificate',
    required: '10th certificate or marksheet is required.',
    requiredFor: 'every',
    takenBy: 'every',
    place: 'qualification',
    words: { label: 'application.tenth', hint: 'application.documentTypes' },
    staffName: '10th certificate',
  },
  twelfthDoc: {
    kind: 'twelfth',
    rule: 'certificate',
    label: 'The 12th certificate',
    required: '12th certificate or marksheet is required.',
    requiredFor: ['advance-diploma'],
    takenBy: 'every',
    place: 'qualification',
    words: { label: 'application.twelfth', hint: 'application.documentTypes' },
    staffName: '12th certificate',
  },
  graduationDoc: {
    kind: 'graduation',
    rule: 'certificate',
    label: 'The graduation certificate',
    required: 'Graduation certificate or marksheet is required.',
    requiredFor: ['advance-diploma'],
    takenBy: ['advance-diploma'],
    place: 'qualification',
    words: { label: 'application.graduation', hint: 'application.graduationHint' },
    staffName: 'Graduation certificate',
  },
  paymentScreenshot: {
    kind: 'payment',
    rule: 'image',
    label: 'The payment screenshot',
    required: 'Payment screenshot is required',
    requiredFor: 'every',
    takenBy: 'every',
    place: 'payment',
    words: { label: 'upload.screenshot', hint: 'upload.screenshotHint' },
    staffName: 'Payment screenshot',
  },
} as const satisfies Record<string, DocumentField>;
