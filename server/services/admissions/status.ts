// The status rule, written once. Registrations and admissions move to APPROVED
// or REJECTED from any state; enquiries move PENDING -> RESOLVED (with the
// answer as the remark) and back by a reopen. Every
// real move writes a status_events row (who, when, from, to) in the same
// transaction; asking for the state a record is already in changes nothing.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DB, Handle } from '../../../db/client';
import { admissions, enquiries, registrations, statusEvents, users } from '../../../db/schema';
import { type DecisionStatus, type EnquiryStatus, type RecordStatus, type RecordType } from '../../../domain/vocabulary';
import { AppError } from '../../../domain/problem';
import { correctionEvents, refuseRejectWhileCorrectionOpen } from './correction-state';
import { bumpContentVersion } from '../site/content-version';
import { takeSeatAtApproval } from '../intakes/intakes';
import { openAccount } from '../fees/accounts';

export { decisionStatuses, type DecisionStatus } from '../../../domain/vocabulary';

export interface StatusChange<S extends string> {
  id: number;
  from: S;
  to: S;
  /** False when the record already had this status (nothing written). */
  changed: boolean;
}

const tableOf = { registration: registrations, admission: admissions, enquiry: enquiries } as const;

const notFound = (type: RecordType) => new AppError('NOT_FOUND', `No ${type === 'enquiry' ? 'enquiry' : type} with this id.`);

function move<S extends string>(
  db: Handle,
  type: RecordType,
  id: number,
  to: S,
  userId: number | null,
  remark: string | null,
  allowed: (from: S) => boolean,
  /** Runs inside the move's transaction before the change (a seat's check); throwing undoes the move. */
  beforeChange?: () => void,
): StatusChange<S> {
  const table = tableOf[type];
  return db.transaction((tx) => {
    const row = tx.select({ status: table.status }).from(table).where(eq(table.id, id)).get();
    if (!row) throw notFound(type);
    const from = row.status as S;
    if (from === to) return { id, from, to, changed: false };
    if (!allowed(from)) {
      throw new AppError('CONFLICT', `This ${type} cannot move from ${from} to ${to}.`);
    }
    beforeChange?.();
    const now = new Date();
    tx.update(table)
      .set({ status: to as never, updatedAt: now })
      .where(eq(table.id, id))
      .run();
    tx.insert(statusEvents)
      .values({ recordType: type, recordId: id, fromStatus: from, toStatus: to, userId, remark, createdAt: now })
      .run();
    return { id, from, to, changed: true };
  });
}

/** APPROVED or REJECTED, from any state (a reject waits for an open correction's deadline). */
export function setDecision(
  db: Handle,
  type: 'registration' | 'admission',
  id: number,
  to: DecisionStatus,
  userId: number | null,
  remark?: string,
  options: { overrideSeats?: boolean } = {},
): StatusChange<RecordStatus> {
  // Every transport alike (the old client's update-status too): an applicant
  // asked for a correction keeps the time they were given (decision 048).
  if (type === 'registration' && to === 'REJECTED') refuseRejectWhileCorrectionOpen(db, id);
  let intakeId: number | null = null;
  // A registration's approval takes a seat of its intake in the same transaction (decision 049);
  // its rejection may free one. Either way the public pages' seats change.
  // An admission's approval opens the student's fee account from the plan in force (decision 073), with the move.
  const seat =
    type === 'registration'
      ? () =>
          ({ intakeId } =
            to === 'APPROVED' ? takeSeatAtApproval(db, id, options.overrideSeats === true) : takeSeatAtApproval(db, id, true))
      : to === 'APPROVED'
        ? () => void openAccount(db, id, userId)
        : undefined;
  const change = move<RecordStatus>(db, type, id, to, userId, remark ?? null, () => true, seat);
  if (change.changed && intakeId !== null) bumpContentVersion();
  return change;
}

/** PENDING -> RESOLVED; resolving a resolved enquiry is a no-op. */
export function resolveEnquiry(db: Handle, id: number, userId: number | null, remark?: string): StatusChange<EnquiryStatus> {
  return move<EnquiryStatus>(db, 'enquiry', id, 'RESOLVED', userId, remark ?? null, (from) => from === 'PENDING');
}

/**
 * RESOLVED -> PENDING: staff take an answered enquiry up again (the visitor
 * wrote back, the answer was wrong). Reopening a pending one is a no-op.
 */
export function reopenEnquiry(db: Handle, id: number, userId: number | null, remark?: string): StatusChange<EnquiryStatus> {
  return move<EnquiryStatus>(db, 'enquiry', id, 'PENDING', userId, remark ?? null, (from) => from === 'RESOLVED');
}

export interface StatusHistoryEntry {
  id: number;
  from: string;
  to: string;
  at: Date;
  /** The admin's email, 'the applicant' for their own correction, or null if that account was removed. */
  by: string | null;
  remark: string | null;
}

/**
 * Who made a status move. The applicant's own correction is written without
 * a staff account (userId null), as a removed account's moves read: the move
 * itself tells them apart (issue 55).
 */
export const moveBy = (email: string | null, to: string): string | null =>
  email ?? (to === correctionEvents.answered ? 'the applicant' : null);

/** Oldest first. */
export function statusHistory(db: Handle, type: RecordType, id: number): StatusHistoryEntry[] {
  return db
    .select({
      id: statusEvents.id,
      from: statusEvents.fromStatus,
      to: statusEvents.toStatus,
      at: statusEvents.createdAt,
      by: users.email,
      remark: statusEvents.remark,
    })
    .from(statusEvents)
    .leftJoin(users, eq(users.id, statusEvents.userId))
    .where(and(eq(statusEvents.recordType, type), eq(statusEvents.recordId, id)))
    .orderBy(asc(statusEvents.createdAt), asc(statusEvents.id))
    .all()
    .map((row) => ({ ...row, by: moveBy(row.by, row.to) }));
}

/** The remark of the move that set the record's current status, if it had one. */
export function currentRemark(db: Pick<DB, 'select'>, type: RecordType, id: number, status: string): string | null {
  const row = db
    .select({ remark: statusEvents.remark })
    .from(statusEvents)
    .where(and(eq(statusEvents.recordType, type), eq(statusEvents.recordId, id), eq(statusEvents.toStatus, status)))
    .orderBy(desc(statusEvents.createdAt), desc(statusEvents.id))
    .limit(1)
    .get();
  return row?.remark ?? null;
}

/**
 * The remark of the move that set a listed record's current status, as a
 * list column (the dashboard marks a rejection without a reason). Read through
 * status_events_record_idx.
 */
export const currentRemarkColumn = (type: 'registration' | 'admission', table: 'registrations' | 'admissions') =>
  sql<
    string | null
  >`(select se.remark from status_events se where se.record_type = ${type} and se.record_id = ${sql.raw(`"${table}"."id"`)} and se.to_status = ${sql.raw(`"${table}"."status"`)} order by se.created_at desc, se.id desc limit 1)`;
