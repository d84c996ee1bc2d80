// The refusals of a submit to an intake (decision 049), as the applicant and
// the pages read them. Free of zod, like ./messages.ts: every page's complete
// messages import them (app/locales/problems.en.ts).
/** What the applicant and the pages read: refusals of a submit to an intake. */
export const intakeRefusals = {
  closed: 'Applications for this batch are closed. Please choose another batch or contact the institute.',
  notYetOpen: 'Applications for this batch open on {{date}}. Please apply then.',
  full: 'This batch is full. Please choose another batch or contact the institute.',
  unknown: 'This batch is not offered for the chosen course, centre and mode. Please choose again.',
} as const;
