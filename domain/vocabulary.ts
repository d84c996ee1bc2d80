// The domain's closed lists and their English labels, written once. The
// tables (db/schema.ts), the zod schemas, the forms, the admin labels and
// filters, and the legacy adapter all read them from here, so a value added
// here reaches every layer. This module imports nothing: the browser, the
// server and the database schema can all depend on it.

/** A closed list with an English label for every value, in display order. */
function closedList<const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: { readonly [Value in Values[number]]: string },
) {
  type Value = Values[number];
  const options = values.map((value: Value) => ({ value, label: labels[value] }));
  return { values, labels, options };
}

/**
 * The languages of the public site, each with its name in itself (the switch
 * shows it so). English is the default and keeps unprefixed URLs; every other
 * language lives under /<code>/ (domain/language-paths.ts). A third language is
 * one value here plus its messages file (app/locales/README in the README).
 */
export const languages = closedList(['en', 'hi'], { en: 'English', hi: 'हिन्दी' });
export type Language = (typeof languages.values)[number];
export const defaultLanguage: Language = 'en';

export const programs = closedList(['diploma', 'advance-diploma'], {
  diploma: 'Diploma',
  'advance-diploma': 'Advance Diploma',
});
export type Program = (typeof programs.values)[number];

export const centres = closedList(['gandhinagar', 'belwa', 'azamnagar'], {
  gandhinagar: 'Gandhinagar',
  belwa: 'Belwa',
  azamnagar: 'Azamnagar',
});
export type CentreId = (typeof centres.values)[number];

export const genders = closedList(['male', 'female', 'Other'], { male: 'Male', female: 'Female', Other: 'Other' });
export type Gender = (typeof genders.values)[number];

export const courseModes = closedList(['Offline', 'Online'], { Offline: 'Offline', Online: 'Online' });
export type CourseMode = (typeof courseModes.values)[number];

/** Registrations and admissions. */
export const recordStatuses = closedList(['PENDING', 'APPROVED', 'REJECTED'], {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
});
export type RecordStatus = (typeof recordStatuses.values)[number];
/** The two decisions staff take on a registration or admission. */
export const decisionStatuses = ['APPROVED', 'REJECTED'] as const satisfies readonly RecordStatus[];
export type DecisionStatus = (typeof decisionStatuses)[number];

export const enquiryStatuses = closedList(['PENDING', 'RESOLVED'], { PENDING: 'Pending', RESOLVED: 'Resolved' });
export type EnquiryStatus = (typeof enquiryStatuses.values)[number];

export const enquirySubjects = closedList(['course-details', 'certification-process', 'admissions-enquiry', 'other'], {
  'course-details': 'Course details',
  'certification-process': 'Certification process',
  'admissions-enquiry': 'Admissions enquiry',
  other: 'Other',
});
export type EnquirySubject = (typeof enquirySubjects.values)[number];

export const galleryCategories = closedList(['events', 'classroom', 'achievements'], {
  events: 'Events',
  classroom: 'Classroom',
  achievements: 'Achievements',
});
/** What staff edit on the public site (issue 52): one kind per editor. */
export const contentKinds = ['course', 'centre', 'text', 'notice'] as const;
export type ContentKind = (typeof contentKinds)[number];

export type GalleryCategory = (typeof galleryCategories.values)[number];

/** Which record a document or a status move belongs to. */
export const recordTypes = closedList(['registration', 'admission', 'enquiry'], {
  registration: 'Registration',
  admission: 'Admission',
  enquiry: 'Enquiry',
});
export type RecordType = (typeof recordTypes.values)[number];
/** The records that carry documents. */
export const documentOwnerTypes = ['registration', 'admission'] as const satisfies readonly RecordType[];
export type DocumentOwnerType = (typeof documentOwnerTypes)[number];

/** How an admin session's token travels: the admin UI's cookie, or the old client's x-auth-token. */
/**
 * Where a registration's or admission's payment stands against the bank
 * statement. `unchecked` is the absence of a check; the others are stored.
 */
export const paymentChecks = closedList(['unchecked', 'verified', 'amount_differs', 'not_in_statement', 'line_used'], {
  unchecked: 'Not yet checked',
  verified: 'Verified',
  amount_differs: 'Amount differs',
  not_in_statement: 'Not in statement',
  line_used: 'Line used by another payment',
});
export type PaymentCheck = (typeof paymentChecks.values)[number];
/** The states a check row can hold. */
export const storedPaymentChecks = [
  'verified',
  'amount_differs',
  'not_in_statement',
  'line_used',
] as const satisfies readonly PaymentCheck[];
export type StoredPaymentCheck = (typeof storedPaymentChecks)[number];
/** What a piece of payment evidence is: a statement line, a credit staff linked, a check by hand. */
export const evidenceKinds = ['statement', 'link', 'by_hand'] as const;
export type EvidenceKind = (typeof evidenceKinds)[number];
/** What it says about the payment ("not in statement" is derived from the days statements cover). */
export const evidenceOutcomes = ['verified', 'amount_differs', 'line_used'] as const;
export type EvidenceOutcome = (typeof evidenceOutcomes)[number];
/**
 * How a bank statement shows which way money moved: a credit column (and
 * usually a debit column), one amount column with a Dr/Cr column beside it,
 * or one signed amount column (a minus, brackets or "Dr" for a debit).
 */
export const statementLayouts = ['credit', 'drcr', 'signed'] as const;
export type StatementLayout = (typeof statementLayouts)[number];
/** The dashboard's payment filter: any state, or every payment not yet verified. */
export const paymentFilters = closedList(['not_verified', ...paymentChecks.values], {
  not_verified: 'Not verified',
  ...paymentChecks.labels,
});

export const sessionKinds = closedList(['browser', 'token'], { browser: 'Browser', token: 'API token' });
export type SessionKind = (typeof sessionKinds.values)[number];

/** Every course code of the catalogue with the program it belongs to (domain/catalogue/course-data.ts holds its content). */
export const coursePrograms = {
  DCA: 'diploma',
  DCLM: 'diploma',
  DCM: 'diploma',
  DFM: 'diploma',
  DHRM: 'diploma',
  DLM: 'diploma',
  DPM: 'diploma',
  DSCM: 'diploma',
  DHTM: 'diploma',
  DIE: 'diploma',
  NTT: 'diploma',
  DTTM: 'diploma',
  DMPRM: 'diploma',
  DABM: 'diploma',
  DSFM: 'diploma',
  DBLM: 'diploma',
  DDMSM: 'diploma',
  ADCA: 'advance-diploma',
  PGDCA: 'advance-diploma',
  ADIRM: 'advance-diploma',
  ADFA: 'advance-diploma',
  ADHN: 'advance-diploma',
  ADWD: 'advance-diploma',
  ADBM: 'advance-diploma',
  ADRM: 'advance-diploma',
  ADHA: 'advance-diploma',
  ADECE: 'advance-diploma',
  ADDA: 'advance-diploma',
} as const satisfies Record<string, Program>;
export type CourseCode = keyof typeof coursePrograms;
export const courseCodes = Object.keys(coursePrograms) as CourseCode[];

/** How a fee was paid: a UPI transfer (with the applicant's UTR) or cash at the office. */
export const paymentMethods = ['upi', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** How a receipted payment came: a fee account's payment may also be a bank transfer entered by staff (issue 53). */
export const receiptMethods = [...paymentMethods, 'bank'] as const;
export type ReceiptMethod = (typeof receiptMethods)[number];

/** What a receipt acknowledges: a registration's or admission's fee, or a fee account's payment (its entry's id). */
export const receiptRecordTypes = [...documentOwnerTypes, 'fee-payment'] as const;
export type ReceiptRecordType = (typeof receiptRecordTypes)[number];
