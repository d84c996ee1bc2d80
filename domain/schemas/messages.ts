// The words of the forms, kept word for word from the spec. The browser shows
// them at render time and the zod schemas answer with them, so this module
// (and everything it imports) must stay free of zod.
import { maximumAge, minimumAge } from './rules';
import { documentRequiredMessages } from './documents';

/**
 * Shown, and answered to every submit with a payment proof, while staff have set no UPI id.
 * A template: {{hours}} is the office hours as staff set them (paymentNotSetUpAt), never written here.
 */
export const paymentNotSetUp =
  "Online payment is not set up yet, so a payment proof cannot be accepted. Please pay the fee at the institute's office ({{hours}}) and the office will complete your application.";

/** paymentNotSetUp with the office hours setting filled in. */
export const paymentNotSetUpAt = (officeHours: string) => paymentNotSetUp.replace('{{hours}}', officeHours);

/** The format checks shared by every form; `tooLong` is a template ({{max}}). */
export const formatMessages = {
  mobile: 'Enter a 10-digit mobile number (for example 98765 43210).',
  emailTooLong: 'The email address is too long.',
  emailInvalid: 'Enter a valid email address, such as name@example.com.',
  tooLong: 'Please keep this under {{max}} characters.',
} as const;

export const transactionIdRequired = 'Transaction ID is required';
export const transactionIdInvalid = 'Enter the 12-digit UPI transaction ID (UTR) shown in your UPI app.';

export const registrationMessages = {
  name: 'Name is required.',
  photo: documentRequiredMessages.photoUpload,
  address: 'Address is required.',
  fatherName: "Father's name is required.",
  dob: 'Date of birth is required.',
  dobInvalid: 'Enter a valid date of birth.',
  age: `The applicant must be between ${minimumAge} and ${maximumAge} years old.`,
  gender: 'Please choose a gender.',
  mobile: 'Mobile number is required.',
  email: 'Email is required.',
  program: 'Please choose a program.',
  course: 'Please choose a course.',
  courseNotInProgram: 'This course is not offered in the chosen program. Please choose again.',
  courseArchived: 'This course is no longer offered. Please choose another course.',
  centre: 'Please choose a centre.',
  courseMode: 'Please choose Online or Offline.',
  consent: 'Please read the privacy notice and tick the box to agree.',
  guardianName: "A parent or guardian's name is required for applicants under 18.",
  guardianConsent: 'A parent or guardian must agree for applicants under 18.',
} as const;

// In a module of its own (the enquiry form's page need not fetch the other forms' words).
export { enquiryMessages } from './enquiry-messages';

export const admissionMessages = {
  referenceRequired: 'Please enter a Reference ID',
  lookupFailed: 'Failed to fetch applicant details',
  screenshotRequired: 'Payment screenshot is required',
  success: 'Admission form submitted successfully!',
  failure: 'Failed to submit admission form. Please try again.',
  factorMismatch: 'The date of birth or mobile number does not match this application.',
} as const;

/** The receipt of a verified fee (server/services/money/receipts.ts). */
export const receiptMessages = {
  notFound: 'No receipt yet: the institute issues one when it has verified the fee.',
  cancelReason: 'Please say why the receipt is cancelled.',
  cancelReasonTooLong: 'The reason can be at most 300 characters.',
} as const;

/**
 * The applicant's side of a correction (decision 048): the second factor on
 * /admission-form, and what a correction's submit may answer.
 */
export const correctionMessages = {
  factorRequired: 'Enter your date of birth or the last four digits of your mobile number.',
  mobileLastFour: 'Enter the last four digits of your mobile number.',
  // Also what an application with nothing to correct answers, so the answer never tells a right factor (decision 067).
  factorMismatch:
    'No open correction matches this reference ID and date of birth or mobile number. Check them; a correction stays open only until its deadline.',
  nothingToCorrect: 'There is nothing to correct on this application.',
  expired: 'The time for this correction has passed. Please contact the institute.',
  sent: 'Your corrections have been sent. The institute will review your application again.',
} as const;
