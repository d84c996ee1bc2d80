// What the student reads when paying an instalment from the look-up (issue 53),
// in English; app/locales/problems.hi.ts translates the same keys.
export const feeMessages = {
  nothingDue: 'Nothing is due on your fee account now, so there is no instalment to pay.',
  claimNotFound: 'No such payment waits to be verified on this fee account.',
};
