// The waitlist of a full intake (decision 051). An application sent to a
// full intake without paying waits in order (entry id); staff offer a seat
// to the next in line; the applicant pays through the look-up before the
// offer's deadline (the `offerDays` setting), else the offer lapses and
// passes to the next. The registration stays PENDING all along, so the old
// client reads what it can represent. Reads (staff's waitlist, the look-up)
// see a lapse by its deadline and write nothing; the server's periodic sweep
// (server/index.ts) and staff's next offer mark it and pass the seat on.
import { and, asc, eq, isNull, lte, isNotNull } from 'drizzle-orm';
import type { DB, Handle } from '../../../db/client';
import { intakes, registrations, statusEvents, waitlistEntries } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { waitlistStaffMessages, waitlistUtrMarker, type ClaimOfferValues } from '../../../domain/schemas/waitlist';
import { bumpContentVersion } from '../site/content-version';
import { queueApplicantEmail, type EmailSettings } from '../messages/email-outbox';
import { seatsTaken } from './intakes';
import { assertOnlinePaymentReady } from '../money/payments';
import { isUtrUsed, utrConflict } from '../money/utr';
import { getSettings } from '../site/settings';
import { refusal } from '../../../domain/refusal';
import { waitlistEntryOf, waitlistEvents, waitlistStageOf, type WaitlistRow, type WaitlistStage } from './waitlist-state';
import { assertFactorOpen, clearFactorFailures, factorMatches, recordFactorFailure } from '../admissions/factor-guard';

const dayMs = 24 * 60 * 60 * 1000;

/** Inside the submit's transaction: the application joins the intake's waitlist. */
export function joinWaitlist(db: Pick<DB, 'insert'>, registrationId: number, intakeId: number, now = new Date()): void {
  db.insert(waitlistEntries).values({ registrationId, intakeId, createdAt: now }).run();
  db.insert(statusEvents)
    .values({
      recordType: 'registration',
      recordId: registrationId,
      fromStatus: 'PENDING',
      toStatus: waitlistEvents.joined,
      userId: null,
      remark: null,
      createdAt: now,
    })
    .run();
}

/** The entries still in line (PENDING, never offered), in order. */
function waitingOf(db: Pick<DB, 'select'>, intakeId: number) {
  return db
    .select({ entry: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .where(and(eq(waitlistEntries.intakeId, intakeId), isNull(waitlistEntries.offeredAt), eq(registrations.status, 'PENDING')))
    .orderBy(asc(waitlistEntries.id))
    .all()
    .map(({ entry }) => entry);
}

function freeSeats(db: Handle, intakeId: number, now: number): number {
  const intake = db.select({ seats: intakes.seats }).from(intakes).where(eq(intakes.id, intakeId)).get();
  if (!intake) throw new AppError('NOT_FOUND', waitlistStaffMessages.notFound);
  return intake.seats - seatsTaken(db, intakeId, getSettings(db).seatsTakenAt, { now });
}

/** Offers a seat to one entry and queues its email (email on), in the caller's transaction. */
function offerTo(db: Handle, entry: WaitlistRow, userId: number | null, email: EmailSettings | null, now: Date): void {
  const deadline = new Date(now.getTime() + getSettings(db).offerDays * dayMs);
  db.update(waitlistEntries)
    .set({ offeredAt: now, offerDeadlineAt: deadline, offeredBy: userId })
    .where(eq(waitlistEntries.id, entry.id))
    .run();
  db.update(registrations).set({ updatedAt: now }).where(eq(registrations.id, entry.registrationId)).run();
  db.insert(statusEvents)
    .values({
      recordType: 'registration',
      recordId: entry.registrationId,
      fromStatus: 'PENDING',
      toStatus: waitlistEvents.offered,
      userId,
      remark: null,
      createdAt: now,
    })
    .run();
  if (email) queueApplicantEmail(db, 'registration', entry.registrationId, userId, email);
}

/**
 * Staff offer a seat of the intake to the next in line: refused when no
 * seat is free (offers not lapsed hold theirs) or nobody waits.
 */
export function offerNextSeat(
  db: Handle,
  intakeId: number,
  userId: number | null,
  email: EmailSettings | null,
  now = new Date(),
): { registrationId: number; deadlineAt: string } {
  passLapsedOffers(db, email, now);
  const offered = db.transaction((tx) => {
    if (freeSeats(tx, intakeId, now.getTime()) <= 0) throw new AppError('CONFLICT', waitlistStaffMessages.noSeatFree);
    const next = waitingOf(tx, intakeId)[0];
    if (!next) throw new AppError('CONFLICT', waitlistStaffMessages.nobodyWaiting);
    offerTo(tx, next, userId, email, now);
    return waitlistEntryOf(tx, next.registrationId)!;
  });
  bumpContentVersion();
  return { registrationId: offered.registrationId, deadlineAt: offered.offerDeadlineAt!.toISOString() };
}

/**
 * Offers past their deadline, unpaid, are marked lapsed (once), and each
 * lapse passes its seat to the next in line of the same intake, if a seat is
 * still free. Returns how many offers lapsed.
 */
export function passLapsedOffers(db: Handle, email: EmailSettings | null, now = new Date()): number {
  const lapsed = db
    .select({ entry: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .where(
      and(
        isNotNull(waitlistEntries.offerDeadlineAt),
        lte(waitlistEntries.offerDeadlineAt, now),
        isNull(waitlistEntries.claimedAt),
        isNull(waitlistEntries.lapsedAt),
        eq(registrations.status, 'PENDING'),
      ),
    )
    .orderBy(asc(waitlistEntries.id))
    .all()
    .map(({ entry }) => entry);
  if (lapsed.length === 0) return 0;
  db.transaction((tx) => {
    for (const entry of lapsed) {
      // Only the first to notice writes it: another request may have done so meanwhile.
      const marked = tx
        .update(waitlistEntries)
        .set({ lapsedAt: entry.offerDeadlineAt })
        .where(and(eq(waitlistEntries.id, entry.id), isNull(waitlistEntries.lapsedAt), isNull(waitlistEntries.claimedAt)))
        .run();
      if (marked.changes === 0) continue;
      tx.insert(statusEvents)
        .values({
          recordType: 'registration',
          recordId: entry.registrationId,
          fromStatus: 'PENDING',
          toStatus: waitlistEvents.lapsed,
          userId: null,
          remark: null,
          createdAt: now,
        })
        .run();
      if (freeSeats(tx, entry.intakeId, now.getTime()) <= 0) continue;
      const next = waitingOf(tx, entry.intakeId)[0];
      if (next) offerTo(tx, next, null, email, now);
    }
  });
  bumpContentVersion();
  return lapsed.length;
}

export interface WaitlistLine {
  registrationId: number;
  referenceId: string;
  name: string;
  mobile: string;
  /** 1, 2, ... among those still in line; null once offered. */
  position: number | null;
  stage: WaitlistStage;
  joinedAt: string;
  offerDeadlineAt: string | null;
  status: string;
}

export interface WaitlistView {
  intakeId: number;
  seats: number;
  taken: number;
  free: number;
  lines: WaitlistLine[];
}

/**
 * Staff's view of an intake's waitlist, in order. It writes nothing (a GET,
 * issue 50): an offer past its deadline reads as lapsed here, and is marked
 * and passed on by the periodic sweep (server/index.ts) or staff's next offer.
 */
export function waitlistOf(db: Handle, intakeId: number, now = new Date()): WaitlistView {
  const intake = db.select().from(intakes).where(eq(intakes.id, intakeId)).get();
  if (!intake) throw new AppError('NOT_FOUND', waitlistStaffMessages.notFound);
  const taken = seatsTaken(db, intakeId, getSettings(db).seatsTakenAt, { now: now.getTime() });
  let position = 0;
  const lines = db
    .select({ entry: waitlistEntries, reg: registrations })
    .from(waitlistEntries)
    .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
    .where(eq(waitlistEntries.intakeId, intakeId))
    .orderBy(asc(waitlistEntries.id))
    .all()
    .map(({ entry, reg }): WaitlistLine => {
      const stage = waitlistStageOf(entry, now.getTime());
      const inLine = stage === 'waiting' && reg.status === 'PENDING';
      return {
        registrationId: reg.id,
        referenceId: reg.referenceId,
        name: reg.name,
        mobile: reg.mobile,
        position: inLine ? ++position : null,
        stage,
        joinedAt: entry.createdAt.toISOString(),
        offerDeadlineAt: entry.offerDeadlineAt?.toISOString() ?? null,
        status: reg.status,
      };
    });
  return { intakeId, seats: intake.seats, taken, free: Math.max(0, intake.seats - taken), lines };
}

/** What the look-up says of a registration on a waitlist. */
export function waitlistSummary(
  db: Pick<DB, 'select'>,
  registrationId: number,
  now = Date.now(),
): { stage: WaitlistStage; position: number | null; deadlineAt: string | null } | null {
  const entry = waitlistEntryOf(db, registrationId);
  if (!entry) return null;
  const stage = waitlistStageOf(entry, now);
  const position =
    stage === 'waiting' ? waitingOf(db, entry.intakeId).findIndex((line) => line.id === entry.id) + 1 || null : null;
  return { stage, position, deadlineAt: entry.offerDeadlineAt?.toISOString() ?? null };
}

/**
 * The applicant pays for the offered seat: reference id and second factor
 * (as a correction), then the UTR. The registration's UTR marker becomes the
 * UTR, once, so the bank statement check finds it like any other fee.
 */
export function claimOffer(
  db: Handle,
  input: ClaimOfferValues,
  ip: string,
  now = new Date(),
): { referenceId: string; claimedAt: string } {
  // An unknown id, a wrong factor and no offer open to pay answer alike and
  // count alike (decision 067): the answer never tells a right factor.
  assertFactorOpen(db, 'registration', input.referenceId, ip, now.getTime());
  const row = db.select().from(registrations).where(eq(registrations.referenceId, input.referenceId)).get();
  const entry = row && factorMatches(row, input) ? waitlistEntryOf(db, row.id) : undefined;
  if (!row || !entry || row.status !== 'PENDING' || waitlistStageOf(entry, now.getTime()) !== 'offered') {
    recordFactorFailure(db, 'registration', input.referenceId, ip, now.getTime());
    throw refusal('NOT_FOUND', { key: 'waitlist.factorMismatch' }, { field: 'dob' });
  }
  clearFactorFailures(db, 'registration', input.referenceId);
  assertOnlinePaymentReady(db);
  if (isUtrUsed(db, input.utr)) throw utrConflict();
  db.transaction((tx) => {
    if (isUtrUsed(tx, input.utr)) throw utrConflict();
    const claimed = tx
      .update(waitlistEntries)
      .set({ claimedAt: now })
      .where(and(eq(waitlistEntries.id, entry.id), isNull(waitlistEntries.claimedAt), isNull(waitlistEntries.lapsedAt)))
      .run();
    if (claimed.changes === 0) throw refusal('CONFLICT', { key: 'waitlist.claimed' });
    tx.update(registrations)
      .set({ utr: input.utr, updatedAt: now })
      .where(and(eq(registrations.id, row.id), eq(registrations.utr, waitlistUtrMarker(row.referenceId))))
      .run();
    tx.insert(statusEvents)
      .values({
        recordType: 'registration',
        recordId: row.id,
        fromStatus: 'PENDING',
        toStatus: waitlistEvents.claimed,
        userId: null,
        remark: `UTR ${input.utr}`,
        createdAt: now,
      })
      .run();
  });
  return { referenceId: row.referenceId, claimedAt: now.toISOString() };
}
