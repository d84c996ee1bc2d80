// The old client's payloads and answers as zod schemas. The routes read
// requests through them (shape only: every rule stays in the procedures) and
// type their answers with them, and /api/openapi.json is generated from them,
// so the description cannot drift from what the adapter does.
import { z } from 'zod';
import { enquirySubjects, galleryCategories } from '../../domain/vocabulary';

const text = (description: string) => z.string().optional().describe(description);

// Requests ----------------------------------------------------------------

/** Text fields of POST /api/form/submit (multipart; the files are listed in registrationFileFields). */
export const legacyApplicationFields = z.object({
  program: text('diploma or advance-diploma; or send programType'),
  programType: text('Diploma or Advance Diploma (used when program is absent)'),
  programCourse: text('A course by the code it contains ("Diploma in Computer Applications (DCA)" or "DCA") or by its name'),
  Center: text('A centre by its place name: Gandhinagar, Belwa or Azamnagar'),
  courseMode: text('Online or Offline'),
  name: text('Full name'),
  fatherName: text("Father's name"),
  dob: text('Date of birth: YYYY-MM-DD or an ISO date-time (read as the day in India)'),
  gender: text('male, female or Other (any case)'),
  mobile1: text('10-digit Indian mobile number'),
  email: text('Email address'),
  addressCorrespondence: text('Address for correspondence'),
  guardianName: text("Parent or guardian's name (applicants under 18)"),
  guardianConsent: text('true or on: the guardian agrees (applicants under 18)'),
  consent: text('Absent: the submission itself is taken as consent (docs/legacy-api.md). false/off: refused'),
  transectionId: text('The 12-digit UPI transaction reference (UTR)'),
  registrationFee: text('Ignored: the fee stored is the one in settings'),
});
export type LegacyApplicationFields = z.infer<typeof legacyApplicationFields>;

/** Text fields of POST /api/admissionForm/submit (multipart with the file paymentScreenshot). */
export const legacyAdmissionFields = z.object({
  formId: text("The registration's reference id (the _id of the look-up)"),
  admissionReferenceId: text("Used when formId is absent: the registration's reference id"),
  transectionId: text('The 12-digit UPI transaction reference (UTR)'),
  name: text("Ignored: the registration's own value is stored"),
  fatherName: text("Ignored: the registration's own value is stored"),
  dob: text(
    "The applicant's date of birth (YYYY-MM-DD or an ISO date-time), checked against the registration's: dob or mobile is required (the second factor)",
  ),
  gender: text("Ignored: the registration's own value is stored"),
  mobile: text(
    "The applicant's mobile number (or its last four digits), checked against the registration's: dob or mobile is required (the second factor)",
  ),
  email: text("Ignored: the registration's own value is stored"),
  admissionFee: text('Ignored: the fee stored is the one in settings'),
});

export const legacyEnquiryBody = z.object({
  name: text('Name'),
  email: text('Email address'),
  mobile: text('10-digit Indian mobile number'),
  subject: z.enum(enquirySubjects.values).or(z.string()).optional().describe(enquirySubjects.values.join(', ')),
  query: text('The question'),
});

export const legacyLoginBody = z.object({ email: z.string(), password: z.string() });

export const legacyDecisionBody = z.object({
  status: z.enum(['APPROVED', 'REJECTED'], { error: 'status must be APPROVED or REJECTED.' }),
});
export const legacyResolveBody = z.object({
  status: z.literal('RESOLVED', { error: 'status must be RESOLVED.' }),
});

export const legacyGalleryFields = z.object({
  category: z.enum(galleryCategories.values).or(z.string()).optional().describe(galleryCategories.values.join(', ')),
  title: text('Title'),
  description: text('Description'),
});

/** ?page=&limit= of the three lists: newest first, never the whole table. */
export const legacyListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

// Answers -------------------------------------------------------------------

const url = z.string().nullable().describe('A signed link valid for 10 minutes, or null');

export const legacyErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('Messages per field (old field names)'),
});

export const legacyRegistrationRecord = z.object({
  _id: z.string().describe('The reference id (never the sequential database id)'),
  referenceId: z.string(),
  name: z.string(),
  fatherName: z.string(),
  gender: z.string(),
  dob: z.string(),
  email: z.string(),
  mobile1: z.string(),
  addressCorrespondence: z.string(),
  program: z.string(),
  programType: z.string(),
  programCourse: z.string(),
  courseCode: z.string(),
  Center: z.string(),
  courseMode: z.string(),
  registrationFee: z.number(),
  transectionId: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  createdAt: z.string(),
  photoUpload: url,
  aadhaarUpload: url,
  tenthDoc: url,
  twelfthDoc: url,
  graduationDoc: url,
  paymentScreenshot: url,
});
export type LegacyRegistrationRecord = z.infer<typeof legacyRegistrationRecord>;

export const legacyAdmissionRecord = z.object({
  _id: z.string().describe('The admission reference id'),
  admissionReferenceId: z.string(),
  formId: legacyRegistrationRecord
    .pick({
      _id: true,
      referenceId: true,
      mobile1: true,
      addressCorrespondence: true,
      aadhaarUpload: true,
      tenthDoc: true,
      twelfthDoc: true,
      graduationDoc: true,
      programType: true,
      programCourse: true,
      Center: true,
      courseMode: true,
    })
    .describe('The linked registration'),
  name: z.string(),
  fatherName: z.string(),
  gender: z.string(),
  dob: z.string(),
  email: z.string(),
  photoUpload: url,
  admissionFee: z.number(),
  transectionId: z.string(),
  paymentScreenshot: url,
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  createdAt: z.string(),
});
export type LegacyAdmissionRecord = z.infer<typeof legacyAdmissionRecord>;

export const legacyEnquiryRecord = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  subject: z.string(),
  query: z.string(),
  status: z.enum(['PENDING', 'RESOLVED']),
  createdAt: z.string(),
});
export type LegacyEnquiryRecord = z.infer<typeof legacyEnquiryRecord>;

export const legacyApplicant = z.object({
  _id: z.string().describe('The reference id: send it back as formId'),
  referenceId: z.string(),
  name: z.string(),
  fatherName: z.string(),
  gender: z.string(),
  dob: z.string(),
  email: z.string().describe('Partly masked'),
  mobile1: z.string().describe('Partly masked'),
  programType: z.string(),
  programCourse: z.string(),
  Center: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  remark: z.string().nullable().describe("Staff's remark on the current status (added field; older clients ignore it)"),
  admissionStatus: z.enum(['PENDING', 'APPROVED', 'REJECTED']).nullable(),
  canProceed: z.boolean(),
});
export type LegacyApplicant = z.infer<typeof legacyApplicant>;

export const legacyGalleryItem = z.object({
  _id: z.string(),
  image: z.string().describe('Public URL of the picture'),
  title: z.string(),
  description: z.string(),
  category: z.enum(galleryCategories.values),
});

export const legacyFormReceipt = z.object({
  message: z.string(),
  form: z.object({
    _id: z.string(),
    referenceId: z.string(),
    name: z.string(),
    programType: z.string(),
    programCourse: z.string(),
    Center: z.string(),
    courseMode: z.string(),
    registrationFee: z.number(),
    status: z.string(),
    createdAt: z.string(),
  }),
});

export const legacyAdmissionReceipt = z.object({
  message: z.string(),
  admission: z.object({
    _id: z.string(),
    admissionReferenceId: z.string(),
    formId: z.string().describe("The registration's reference id"),
    name: z.string(),
    admissionFee: z.number(),
    status: z.string(),
    createdAt: z.string(),
  }),
});

export const legacyEnquiryReceipt = z.object({
  message: z.string(),
  enquiry: z.object({ _id: z.string(), status: z.string(), createdAt: z.string() }),
});
