// The enquiry form (also the certification page's contact form).
import { z } from 'zod';
import { saidMessage } from '../said';
import { fieldErrorsOf, optionalEmailField, languageField, languageFromForm, mobileField, textField } from './common';
import type { FieldErrors } from '../problem';
import { languageOfPath } from '../language-paths';
import { enquirySubjects } from '../vocabulary';

// The zod-free parts live in rules.ts and messages.ts (the form imports those
// at render time); they are re-exported here for the server and the tests.
export { enquiryMessages } from './messages';

export const enquiryInput = z.object({
  name: textField(saidMessage('enquiry.name'), 100),
  email: optionalEmailField,
  mobile: mobileField(saidMessage('enquiry.mobile')),
  subject: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(enquirySubjects.values, { error: saidMessage('enquiry.subject') }),
  ),
  query: textField(saidMessage('enquiry.query'), 2000),
  language: languageField,
});

export type EnquiryInput = z.input<typeof enquiryInput>;

export function enquiryFromForm(fields: Record<string, string | undefined>): EnquiryInput {
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    mobile: fields.mobile ?? '',
    subject: (fields.subject ?? '') as EnquiryInput['subject'],
    query: fields.query ?? '',
    language: languageFromForm(fields.language),
  };
}

/**
 * A posted enquiry form as the procedure's input: the form's own language
 * field, else the language of the page it was posted to. The page's action
 * and the plain post answered before Remix (server/http/enquiry-post.ts) both
 * read a post through this.
 */
export function enquiryFromPost(fields: Record<string, string | undefined>, pathname: string): EnquiryInput {
  return enquiryFromForm({ language: languageOfPath(pathname), ...fields });
}

/** The form's pre-check: the field errors of posted fields, or null when they pass. */
export function enquiryErrors(fields: Record<string, string | undefined>): FieldErrors | null {
  const parsed = enquiryInput.safeParse(enquiryFromForm(fields));
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}
