// The waitlist of a full intake (decision 051): the applicant's words and the
// claim of an offered seat (the second factor of a correction, then the UTR).
import { z } from 'zod';
import { utrField, withFieldRules } from './common';
import { factorFields, factorRule } from './correction';
import type { FieldErrors } from '../problem';

// The applicant's words live zod-free (./intake-messages.ts): every English page's messages import them.
export { waitlistMessages } from './intake-messages';

/** What staff read. */
export const waitlistStaffMessages = {
  noSeatFree: 'No seat is free in this batch to offer. A seat frees when an approval is rejected or the seats are raised.',
  nobodyWaiting: 'Nobody is waiting for this batch.',
  notFound: 'No intake with this id.',
} as const;

/** The claim of an offered seat: the reference id, the second factor and the fee's UTR. */
export const claimOfferInput = withFieldRules(z.object({ ...factorFields, utr: utrField }), (values): FieldErrors =>
  factorRule(values),
);
export type ClaimOfferInput = z.input<typeof claimOfferInput>;
export type ClaimOfferValues = z.output<typeof claimOfferInput>;

export const waitlistIntakeInput = z.object({ intakeId: z.coerce.number().int().positive() });

/** The UTR column's marker while a waitlist entry has paid nothing: no statement line can match it (like the cash marker). */
export const waitlistUtrMarker = (referenceId: string) => `WAIT-${referenceId}`;
/** A UTR column that holds the marker, not a payment: shown as no UTR at all. */
export const isWaitlistUtrMarker = (utr: string) => utr.startsWith('WAIT-');
