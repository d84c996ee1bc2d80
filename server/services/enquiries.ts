// Enquiries from the public forms (/enquiry and the certification page).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { enquiryInput } from '../../domain/schemas/enquiry';
import type { DB } from '../../db/client';
import { enquiries } from '../../db/schema';
import { type EnquiryStatus } from '../../domain/vocabulary';

/** A second identical enquiry within this time is the same one sent twice. */
export const duplicateWindowMs = 10 * 60 * 1000;

export interface EnquiryReceipt {
  id: number;
  status: EnquiryStatus;
  createdAt: string;
  alreadySubmitted: boolean;
}

/**
 * Records an enquiry. A double-clicked or retried submit (same person, same
 * subject and text within ten minutes) returns the first one instead of
 * storing it twice; the enquiries table needs no idempotency column for that.
 */
export function submitEnquiry(db: DB, input: z.output<typeof enquiryInput>, now = Date.now()): EnquiryReceipt {
  return db.transaction((tx) => {
    const same = tx
      .select()
      .from(enquiries)
      .where(
        and(
          gt(enquiries.createdAt, new Date(now - duplicateWindowMs)),
          eq(enquiries.email, input.email),
          eq(enquiries.mobile, input.mobile),
          eq(enquiries.subject, input.subject),
          eq(enquiries.query, input.query),
        ),
      )
      .orderBy(desc(enquiries.id))
      .get();
    if (same) return { id: same.id, status: same.status, createdAt: same.createdAt.toISOString(), alreadySubmitted: true };
    const row = tx
      .insert(enquiries)
      .values({ ...input, createdAt: new Date(now) })
      .returning()
      .get();
    return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString(), alreadySubmitted: false };
  });
}
