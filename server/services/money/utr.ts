// A UTR pays for one fee only: a registration's, an admission's or a seat
// offer's. The rule every submit that carries a UTR checks, in its transaction.
import { eq } from 'drizzle-orm';
import type { DB } from '../../../db/client';
import { admissions, registrations } from '../../../db/schema';
import { refusalMessages } from '../../../domain/schemas/refusals';
import { refusal } from '../../../domain/refusal';

export const utrUsedMessage = refusalMessages.utrUsed;

/** True when a UTR already paid for a registration or an admission. */
export function isUtrUsed(db: Pick<DB, 'select'>, utr: string): boolean {
  const inRegistrations = db.select({ id: registrations.id }).from(registrations).where(eq(registrations.utr, utr)).get();
  if (inRegistrations) return true;
  return !!db.select({ id: admissions.id }).from(admissions).where(eq(admissions.utr, utr)).get();
}

export const utrConflict = () => refusal('CONFLICT', { key: 'refusals.utrUsed' }, { field: 'utr' });
