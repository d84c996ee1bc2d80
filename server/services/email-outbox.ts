// Email to applicants through the outbox table. A decision and its email row
// are written in one transaction; a sender (server/mail/outbox-sender.ts)
// later takes due rows, sends them and records the outcome here. The mail
// server is never contacted inside a request, so a slow or failing one never
// blocks or undoes a status change.
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { outbox } from '../../db/schema';
import type { DecisionStatus, EnquiryStatus, RecordStatus, RecordType } from '../../domain/vocabulary';
import { applicantNotice } from './applicant-notice';
import { resolveEnquiry, setDecision, type StatusChange } from './status';

/** Present when SMTP is configured; null means email is off and nothing is queued. */
export interface EmailSettings {
  /** The site's public origin, for the /admission-form link. */
  siteUrl: string;
}

/** After this many failed attempts a message is given up (state failed). */
export const maxEmailAttempts = 8;
/** The longest wait between two attempts. */
export const maxRetryDelayMs = 6 * 60 * 60 * 1000;

/**
 * Queues the applicant's email for the record's current status. Call it inside
 * the transaction of the change it tells about. Returns false when the record
 * has no email address.
 */
export function queueApplicantEmail(db: DB, type: RecordType, id: number, userId: number | null, settings: EmailSettings): boolean {
  const notice = applicantNotice(db, type, id, settings.siteUrl);
  const recipient = notice.email.trim();
  if (!recipient.includes('@')) return false;
  const now = new Date();
  db.insert(outbox)
    .values({
      channel: 'email',
      recordType: type,
      recordId: id,
      recipient,
      subject: notice.subject,
      body: notice.text,
      state: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      userId,
      createdAt: now,
    })
    .run();
  return true;
}

/** A decision, and (email on, a real move) the applicant's email queued in the same transaction. */
export function decideAndNotify(
  db: DB,
  type: 'registration' | 'admission',
  id: number,
  to: DecisionStatus,
  userId: number | null,
  remark: string | undefined,
  email: EmailSettings | null,
  options: { overrideSeats?: boolean } = {},
): StatusChange<RecordStatus> & { emailQueued: boolean } {
  // better-sqlite3 nests the inner transaction as a savepoint of this one.
  return db.transaction(() => {
    const change = setDecision(db, type, id, to, userId, remark, options);
    const emailQueued = change.changed && email !== null && queueApplicantEmail(db, type, id, userId, email);
    return { ...change, emailQueued };
  });
}

/** Resolving an enquiry, and (email on, a real move) the applicant's email queued with it. */
export function resolveAndNotify(
  db: DB,
  id: number,
  userId: number | null,
  remark: string | undefined,
  email: EmailSettings | null,
): StatusChange<EnquiryStatus> & { emailQueued: boolean } {
  return db.transaction(() => {
    const change = resolveEnquiry(db, id, userId, remark);
    const emailQueued = change.changed && email !== null && queueApplicantEmail(db, 'enquiry', id, userId, email);
    return { ...change, emailQueued };
  });
}

export interface DueEmail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Queued emails whose next attempt is due, oldest first. */
export function dueEmails(db: DB, now: Date, limit = 20): DueEmail[] {
  return db
    .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject, body: outbox.body, attempts: outbox.attempts })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        eq(outbox.state, 'queued'),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .all();
}

export function markEmailSent(db: DB, id: number, now: Date): void {
  db.update(outbox)
    .set({ state: 'sent', sentAt: now, attempts: incremented(db, id), lastError: null, nextAttemptAt: null })
    .where(eq(outbox.id, id))
    .run();
}

/** The wait before attempt number `attempts + 1`: base, 2 x base, 4 x base, ... at most six hours. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), maxRetryDelayMs);
}

/**
 * Records a failed attempt. A temporary failure (no connection, a 4xx reply)
 * is retried after a growing wait; a permanent one (a 5xx reply such as an
 * unknown mailbox) or the last allowed attempt gives the message up.
 */
export function markEmailFailed(
  db: DB,
  id: number,
  failure: { message: string; permanent: boolean },
  now: Date,
  retryBaseMs: number,
): 'retry' | 'failed' {
  const attempts = incremented(db, id);
  const giveUp = failure.permanent || attempts >= maxEmailAttempts;
  db.update(outbox)
    .set({
      attempts,
      lastError: failure.message.slice(0, 300),
      state: giveUp ? 'failed' : 'queued',
      nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts, retryBaseMs)),
    })
    .where(eq(outbox.id, id))
    .run();
  return giveUp ? 'failed' : 'retry';
}

function incremented(db: DB, id: number): number {
  const row = db.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.id, id)).get();
  return (row?.attempts ?? 0) + 1;
}
