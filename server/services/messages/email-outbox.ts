// Email to applicants through the outbox table. A decision and its email row
// are written in one transaction; a sender (server/mail/outbox-sender.ts)
// later takes due rows, sends them and records the outcome here. The mail
// server is never contacted inside a request, so a slow or failing one never
// blocks or undoes a status change.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, outbox, registrations, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { DecisionStatus, EnquiryStatus, RecordStatus, RecordType } from '../../../domain/vocabulary';
import { applicantNotice } from './applicant-notice';
import { resolveEnquiry, setDecision, type StatusChange } from '../admissions/status';
import { assertPaymentConsidered } from '../money/payment-state';

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
export function queueApplicantEmail(
  db: Handle,
  type: RecordType,
  id: number,
  userId: number | null,
  settings: EmailSettings,
): boolean {
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
  db: Handle,
  type: 'registration' | 'admission',
  id: number,
  to: DecisionStatus,
  userId: number | null,
  remark: string | undefined,
  email: EmailSettings | null,
  /**
   * The dashboard's decide: approving a fee that is not verified needs staff's
   * confirmation and a remark (approveUnverifiedPayment), and approving beyond
   * an intake's seats needs overrideSeats and a remark (decision 049). The old
   * client's update-status passes nothing: neither question is asked of it.
   */
  dashboard?: { approveUnverifiedPayment?: boolean; overrideSeats?: boolean },
): StatusChange<RecordStatus> & { emailQueued: boolean } {
  // better-sqlite3 nests the inner transaction as a savepoint of this one.
  return db.transaction((tx) => {
    if (dashboard && !isAlready(tx, type, id, to)) {
      assertPaymentConsidered(tx, type, id, { status: to, remark, approveUnverifiedPayment: dashboard.approveUnverifiedPayment });
    }
    const change = setDecision(tx, type, id, to, userId, remark, { overrideSeats: dashboard?.overrideSeats });
    const emailQueued = change.changed && email !== null && queueApplicantEmail(tx, type, id, userId, email);
    return { ...change, emailQueued };
  });
}

/** True when the record already has this status (a decision that changes nothing needs no payment check). */
function isAlready(db: Handle, type: 'registration' | 'admission', id: number, to: DecisionStatus): boolean {
  const table = type === 'registration' ? registrations : admissions;
  return db.select({ status: table.status }).from(table).where(eq(table.id, id)).get()?.status === to;
}

/** Resolving an enquiry, and (email on, a real move) the applicant's email queued with it. */
export function resolveAndNotify(
  db: Handle,
  id: number,
  userId: number | null,
  remark: string | undefined,
  email: EmailSettings | null,
): StatusChange<EnquiryStatus> & { emailQueued: boolean } {
  return db.transaction((tx) => {
    const change = resolveEnquiry(tx, id, userId, remark);
    const emailQueued = change.changed && email !== null && queueApplicantEmail(tx, 'enquiry', id, userId, email);
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
export function dueEmails(db: Handle, now: Date, limit = 20): DueEmail[] {
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

export function markEmailSent(db: Handle, id: number, now: Date): void {
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
  db: Handle,
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

function incremented(db: Handle, id: number): number {
  const row = db.select({ attempts: outbox.attempts }).from(outbox).where(eq(outbox.id, id)).get();
  return (row?.attempts ?? 0) + 1;
}

/**
 * After a restore: every email still queued in the backup is held. The backup
 * may be older than the sends that followed it, so a queued row there can
 * already have reached the applicant; sending it again on its own would be a
 * double send. Staff see the held messages on the dashboard and release or
 * cancel each (decision 046). Returns how many were held.
 */
export function holdQueuedEmailsAfterRestore(db: Handle): number {
  return db
    .update(outbox)
    .set({ state: 'held', nextAttemptAt: null })
    .where(and(eq(outbox.channel, 'email'), eq(outbox.state, 'queued')))
    .run().changes;
}

export interface HeldEmail {
  id: number;
  recordType: RecordType;
  recordId: number;
  recipient: string;
  subject: string;
  createdAt: Date;
  /** The admin whose action wrote it, or null (the old client, a removed admin). */
  by: string | null;
}

/** Emails held by a restore, oldest first. */
export function heldEmails(db: Handle): HeldEmail[] {
  return db
    .select({
      id: outbox.id,
      recordType: outbox.recordType,
      recordId: outbox.recordId,
      recipient: outbox.recipient,
      subject: outbox.subject,
      createdAt: outbox.createdAt,
      by: users.email,
    })
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.userId))
    .where(and(eq(outbox.channel, 'email'), eq(outbox.state, 'held')))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .all();
}

/**
 * Staff decided on held emails: 'send' queues them again (due now), 'cancel'
 * keeps them, unsent, as cancelled. Only held rows move; others are refused
 * so a second click cannot send twice.
 */
export function settleHeldEmails(db: Handle, ids: number[], action: 'send' | 'cancel', now = new Date()): { moved: number } {
  return db.transaction((tx) => {
    const held = tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.id, ids), eq(outbox.channel, 'email'), eq(outbox.state, 'held')))
      .all();
    if (held.length !== ids.length) {
      throw new AppError('CONFLICT', 'Some of these emails are no longer waiting for a decision: reload the dashboard.');
    }
    const moved = tx
      .update(outbox)
      .set(
        action === 'send'
          ? { state: 'queued', nextAttemptAt: now }
          : { state: 'cancelled', nextAttemptAt: null, lastError: 'Not sent: cancelled by staff after a restore.' },
      )
      .where(inArray(outbox.id, ids))
      .run().changes;
    return { moved };
  });
}

export interface EmailHealth {
  /** Emails waiting to be sent (due or retrying). */
  waiting: number;
  /** Of those, how many failed at least once and wait for a retry. */
  retrying: number;
  /** Given up (failed for good) since the last email that went out. */
  givenUp: number;
  /** The newest failure's reason while sending is failing, else null. */
  lastError: string | null;
  /** Held after a restore, waiting for staff. */
  held: number;
}

/**
 * The dashboard's email notice. Sending is failing while a queued email waits
 * for a retry after a failure, or an email was given up after the last one
 * that went out (older failures are history, shown in each drawer).
 */
export function emailHealth(db: Handle): EmailHealth {
  const email = eq(outbox.channel, 'email');
  const countWhere = (where: ReturnType<typeof and>) => db.select({ n: count() }).from(outbox).where(where).get()?.n ?? 0;
  const lastSent = db
    .select({ at: outbox.sentAt })
    .from(outbox)
    .where(and(email, eq(outbox.state, 'sent')))
    .orderBy(desc(outbox.sentAt))
    .limit(1)
    .get()?.at;
  const failedSinceLastSent = and(email, eq(outbox.state, 'failed'), lastSent ? gt(outbox.createdAt, lastSent) : undefined);
  const retryingWhere = and(email, eq(outbox.state, 'queued'), isNotNull(outbox.lastError));
  const waiting = countWhere(and(email, eq(outbox.state, 'queued')));
  const retrying = countWhere(retryingWhere);
  const givenUp = countWhere(failedSinceLastSent);
  const latest =
    retrying + givenUp > 0
      ? db
          .select({ lastError: outbox.lastError })
          .from(outbox)
          .where(or(retryingWhere, failedSinceLastSent))
          .orderBy(desc(outbox.id))
          .limit(1)
          .get()
      : undefined;
  const held = countWhere(and(email, eq(outbox.state, 'held')));
  return { waiting, retrying, givenUp, lastError: latest?.lastError ?? null, held };
}
