// What a waitlist entry is and where it stands (decision 051): the reads the
// applicant's notice needs. Kept apart from the moves in waitlist.ts, which
// queue emails: the notice reads this, so the two never import each other.
import { eq } from 'drizzle-orm';
import type { DB } from '../../../db/client';
import { waitlistEntries } from '../../../db/schema';

/** The status history's names of the waitlist's moves (status_events.to_status; the status stays PENDING). */
export const waitlistEvents = {
  joined: 'WAITLISTED',
  offered: 'SEAT_OFFERED',
  lapsed: 'OFFER_LAPSED',
  claimed: 'OFFER_PAID',
} as const;

export type WaitlistRow = typeof waitlistEntries.$inferSelect;
/** waiting: in line; offered: a seat offered, deadline ahead; lapsed: not paid in time; claimed: paid. */
export type WaitlistStage = 'waiting' | 'offered' | 'lapsed' | 'claimed';

export function waitlistStageOf(
  row: Pick<WaitlistRow, 'offeredAt' | 'offerDeadlineAt' | 'claimedAt' | 'lapsedAt'>,
  now = Date.now(),
): WaitlistStage {
  if (row.claimedAt) return 'claimed';
  if (row.lapsedAt) return 'lapsed';
  if (row.offeredAt && row.offerDeadlineAt) return row.offerDeadlineAt.getTime() > now ? 'offered' : 'lapsed';
  return 'waiting';
}

export function waitlistEntryOf(db: Pick<DB, 'select'>, registrationId: number): WaitlistRow | undefined {
  return db.select().from(waitlistEntries).where(eq(waitlistEntries.registrationId, registrationId)).get();
}
