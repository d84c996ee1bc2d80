// The refusals of a submit to an intake (decision 049), zod-free: the application form
// (decision 051) says the full one before the payment step without loading the schemas.
/** What the applicant and the pages read: refusals of a submit to an intake. */
export const intakeRefusals = {
  closed: 'Applications for this batch are closed. Please choose another batch or contact the institute.',
  notYetOpen: 'Applications for this batch open on {{date}}. Please apply then.',
  full: 'This batch is full. You can join its waitlist without paying, choose another batch or contact the institute.',
  unknown: 'This batch is not offered for the chosen course, centre and mode. Please choose again.',
  noWaitlist: 'This course takes applications without a waitlist. Please pay the registration fee to apply.',
} as const;

export const intakeStaffMessages = {
  seatsFull: 'No seats are left in this batch. To approve beyond its seats, tick "Beyond the seats" and say why in the remark.',
  overrideNeedsRemark: 'Say in the remark why this approval goes beyond the seats.',
} as const;

/** What the applicant reads about a waitlist entry and its offer (decision 051). */
export const waitlistMessages = {
  hasSeats: 'This batch still has seats. Please pay the registration fee to apply.',
  noOffer: 'No seat has been offered on this application yet. You will be told when one is.',
  lapsed: 'The seat offered to you was not paid for in time and has passed to the next applicant. Please contact the institute.',
  claimed: 'Your payment for the offered seat has been received. The institute will check it against its bank statement.',
  // Also what an application with no seat open to pay answers (decision 067).
  factorMismatch:
    'No seat offered matches this reference ID and date of birth or mobile number. Check them; an offer stays open only until its deadline.',
} as const;
