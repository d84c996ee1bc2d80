// The procedures' answers in the shapes the old client reads. Reference ids
// stand in for `_id` on registrations and admissions: the old client sends a
// look-up's `_id` back as `formId`, and a sequential id there would let anyone
// name (and so block) somebody else's admission.
import { courseLabel } from '../../domain/catalogue/course-label';
import { courseByCode } from '../../domain/catalogue/courses';
import { centreById } from '../../domain/catalogue/site';
import {
  documentRows,
  registrationFileFields,
  type DocumentKind,
  type RegistrationFileField,
} from '../../domain/schemas/documents';
import type { ApplicantPerson } from '../../domain/applicant';
import type { Caller } from '../api/root';
import type { LegacyAdmissionRecord, LegacyApplicant, LegacyEnquiryRecord, LegacyRegistrationRecord } from './schemas';
import { programs } from '../../domain/vocabulary';
import { isWaitlistUtrMarker } from '../../domain/schemas/waitlist';

// What the procedures answer, typed from the router (decision 006): the
// adapter translates them and imports nothing of the services.
type ApplicantSummary = Awaited<ReturnType<Caller['registrations']['lookup']>>;
type DocumentRef = Awaited<ReturnType<Caller['registrations']['detail']>>['record']['documents'][number];

// The old client's document fields are the application form's file fields (the document table).
type DocumentField = RegistrationFileField;

const fieldOfKind = Object.fromEntries(documentRows.map((row) => [row.kind, row.field])) as Partial<
  Record<DocumentKind, DocumentField>
>;

/** Turns an upload id into a URL the old client can put in <img src> (signed, short-lived). */
export type DocumentLink = (uploadId: number) => string;

function documentFields(documents: DocumentRef[], link: DocumentLink): Record<DocumentField, string | null> {
  const fields = Object.fromEntries(registrationFileFields.map((field) => [field, null])) as Record<DocumentField, string | null>;
  // The current file of each kind; one a correction replaced is for staff's screen only.
  for (const document of documents.filter((candidate) => !candidate.replacedAt)) {
    const field = fieldOfKind[document.kind];
    if (field && fields[field] === null) fields[field] = link(document.id);
  }
  return fields;
}

/** "Diploma in Computer Applications (DCA)": the course as the old form listed it; its code reads back. */
export function programCourseOf(courseCode: string, courseName: string): string {
  return courseLabel(courseByCode(courseCode)?.name ?? courseName, courseCode);
}

export const placeOf = (centre: string) => centreById(centre)?.place ?? centre;
const programTypeOf = (program: string) => programs.labels[program as keyof typeof programs.labels] ?? program;
const iso = (date: Date | string) => (date instanceof Date ? date.toISOString() : date);

interface RegistrationLike extends ApplicantPerson {
  address: string;
  program: string;
  courseCode: string;
  courseName: string;
  centre: string;
  courseMode: string;
  fee: number;
  utr: string;
  status: LegacyRegistrationRecord['status'];
  createdAt: Date;
  documents: DocumentRef[];
}

export function legacyRegistration(row: RegistrationLike, link: DocumentLink): LegacyRegistrationRecord {
  return {
    _id: row.referenceId,
    referenceId: row.referenceId,
    name: row.name,
    fatherName: row.fatherName,
    gender: row.gender,
    dob: row.dob,
    email: row.email,
    mobile1: row.mobile,
    addressCorrespondence: row.address,
    program: row.program,
    programType: programTypeOf(row.program),
    programCourse: programCourseOf(row.courseCode, row.courseName),
    courseCode: row.courseCode,
    Center: placeOf(row.centre),
    courseMode: row.courseMode,
    registrationFee: row.fee,
    // A waitlist entry has paid nothing yet (decision 051): no transaction id, as the old client would show an unpaid one.
    transectionId: isWaitlistUtrMarker(row.utr) ? '' : row.utr,
    status: row.status,
    createdAt: iso(row.createdAt),
    ...documentFields(row.documents, link),
  };
}

interface AdmissionLike extends Omit<RegistrationLike, 'referenceId'> {
  referenceId: string;
  registrationReferenceId: string;
}

/** An admission; its documents include the registration's (photo, Aadhaar, certificates). */
export function legacyAdmission(row: AdmissionLike, link: DocumentLink): LegacyAdmissionRecord {
  const documents = documentFields(row.documents, link);
  return {
    _id: row.referenceId,
    admissionReferenceId: row.referenceId,
    formId: {
      _id: row.registrationReferenceId,
      referenceId: row.registrationReferenceId,
      mobile1: row.mobile,
      addressCorrespondence: row.address,
      aadhaarUpload: documents.aadhaarUpload,
      tenthDoc: documents.tenthDoc,
      twelfthDoc: documents.twelfthDoc,
      graduationDoc: documents.graduationDoc,
      programType: programTypeOf(row.program),
      programCourse: programCourseOf(row.courseCode, row.courseName),
      Center: placeOf(row.centre),
      courseMode: row.courseMode,
    },
    name: row.name,
    fatherName: row.fatherName,
    gender: row.gender,
    dob: row.dob,
    email: row.email,
    photoUpload: documents.photoUpload,
    admissionFee: row.fee,
    transectionId: row.utr,
    paymentScreenshot: documents.paymentScreenshot,
    status: row.status,
    createdAt: iso(row.createdAt),
  };
}

export function legacyEnquiry(row: {
  id: number;
  name: string;
  email: string;
  mobile: string;
  subject: string;
  query: string;
  status: LegacyEnquiryRecord['status'];
  createdAt: Date;
}): LegacyEnquiryRecord {
  return {
    _id: String(row.id),
    id: String(row.id),
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    subject: row.subject,
    query: row.query,
    status: row.status,
    createdAt: iso(row.createdAt),
  };
}

export function legacyApplicantOf(summary: ApplicantSummary): LegacyApplicant {
  return {
    _id: summary.referenceId,
    referenceId: summary.referenceId,
    name: summary.name,
    fatherName: summary.fatherName,
    gender: summary.gender,
    dob: summary.dob,
    email: summary.email,
    mobile1: summary.mobile,
    programType: summary.programLabel,
    programCourse: programCourseOf(summary.courseCode, summary.courseName),
    Center: placeOf(summary.centre),
    status: summary.status,
    remark: summary.remark,
    admissionStatus: summary.admissionStatus,
    canProceed: summary.canProceed,
  };
}
