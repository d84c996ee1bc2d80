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
