// The enquiry form (also the certification page's contact form).
import { z } from 'zod';
import { emailField, mobileField, textField } from './common';

export const enquirySubjectValues = ['course-details', 'certification-process', 'admissions-enquiry', 'other'] as const;

export const enquiryMessages = {
  name: 'Name is required.',
  email: 'email is required.',
  subject: 'subject is required.',
  query: 'query is required.',
  mobile: 'mobile is required.',
  success: "Thank you for your enquiry! We'll get back to you soon.",
  failure: 'Failed to submit enquiry. Please try again.',
} as const;

export const enquiryInput = z.object({
  name: textField(enquiryMessages.name, 100),
  email: emailField(enquiryMessages.email),
  mobile: mobileField(enquiryMessages.mobile),
  subject: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(enquirySubjectValues, { error: enquiryMessages.subject }),
  ),
  query: textField(enquiryMessages.query, 2000),
});

export type EnquiryInput = z.input<typeof enquiryInput>;

export function enquiryFromForm(fields: Record<string, string | undefined>): EnquiryInput {
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    mobile: fields.mobile ?? '',
    subject: (fields.subject ?? '') as EnquiryInput['subject'],
    query: fields.query ?? '',
  };
}
