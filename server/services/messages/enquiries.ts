// Enquiries from the public forms (/enquiry and the certification page).
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { enquiryInput } from '../../../domain/schemas/enquiry';
import { preparedPerDatabase, type Handle } from '../../../db/client';
import { enquiries } from '../../../db/schema';
import { defaultLanguage, type EnquiryStatus } from '../../../domain/vocabulary';

/** A second identical enquiry within this time is the same one sent twice. */
export const duplicateWindowMs = 10 * 60 * 1000;

export interface EnquiryReceipt {
  id: number;
  status: EnquiryStatus;
  createdAt: string;
  alreadySubmitted: boolean;
}

const receiptColumns = { id: enquiries.id, status: enquiries.status, createdAt: enquiries.createdAt };

/**
 * The two statements of a submit, prepared once per database: building their
 * SQL with Drizzle cost more CPU than running them (decision 023).
 */
function prepareStatements(db: Handle) {
  const placeholder = sql.placeholder;
  return {
    // `since` is in milliseconds, as created_at is stored (placeholders are bound as given).
    sameEnquiry: db
      .select(receiptColumns)
      .from(enquiries)
      .where(
        and(
          gt(enquiries.createdAt, placeholder('since')),
          eq(enquiries.email, placeholder('email')),
          eq(enquiries.mobile, placeholder('mobile')),
          eq(enquiries.subject, placeholder('subject')),
          eq(enquiries.query, placeholder('query')),
        ),
      )
      .orderBy(desc(enquiries.id))
      .prepare(),
    insert: db
      .insert(enquiries)
      .values({
        name: placeholder('name'),
        email: placeholder('email'),
        mobile: placeholder('mobile'),
        subject: placeholder('subject'),
        query: placeholder('query'),
        language: placeholder('language'),
        createdAt: placeholder('createdAt'),
      })
      .returning(receiptColumns)
      .prepare(),
  };
}

const statementsOf = preparedPerDatabase(prepareStatements);

/**
 * Records an enquiry. A double-clicked or retried submit (same person, same
 * subject and text within ten minutes) returns the first one instead of
 * storing it twice; the enquiries table needs no idempotency column for that.
 */
export function submitEnquiry(db: Handle, input: z.output<typeof enquiryInput>, now = Date.now()): EnquiryReceipt {
  const { sameEnquiry, insert } = statementsOf(db);
  return db.transaction(() => {
    const same = sameEnquiry.get({ ...input, since: now - duplicateWindowMs });
    if (same) return { id: same.id, status: same.status, createdAt: same.createdAt.toISOString(), alreadySubmitted: true };
    // A prepared statement binds what it is given: the column's default is named here.
    const row = insert.get({ ...input, language: input.language ?? defaultLanguage, createdAt: new Date(now) })!;
    return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString(), alreadySubmitted: false };
  });
}
