// The enquiry form's words, kept word for word from the spec (re-exported by
// messages.ts). A module of their own, free of zod and of the other forms'
// words: /enquiry and /certification render the form's answer with them, and
// their first load need not fetch the admission forms' messages (issue 32).
export const enquiryMessages = {
  name: 'Name is required.',
  email: 'email is required.',
  subject: 'subject is required.',
  query: 'query is required.',
  mobile: 'mobile is required.',
  success: "Thank you for your enquiry! We'll get back to you soon.",
  failure: 'Failed to submit enquiry. Please try again.',
} as const;
