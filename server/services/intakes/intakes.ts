// Intakes (decision 049): staff's batches with an application window and
// seats. Where seats are counted is here, once: `seatsTaken` reads the
// registrations of an intake (APPROVED ones, or every one not rejected when
// the setting counts at submission), and every taking of a seat (an approval,
// or a submit under that setting) checks it inside the transaction that takes
// it. SQLite runs one write transaction at a time, so two approvals never see
// the same last seat free.
import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DB, Handle } from '../../../db/client';
import { intakes, registrations, waitlistEntries } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { indiaInstant, intakeStaffMessages, type IntakeValues } from '../../../domain/schemas/intake';
import { catalogueCourse, courseOnOffer, offeredCourses } from '../content/offered';
import type { CentreId, CourseMode } from '../../../domain/vocabulary';
import { bumpContentVersion } from '../site/content-version';
import { recordIntakeEvent } from './intake-events';
import { getSettings } from '../site/settings';
import { refusal } from '../../../domain/refusal';
import type { Said } from '../../../domain/said';
import type { CentreScope } from '../../../domain/staff';

const dayMs = 24 * 60 * 60 * 1000;

export type IntakeRow = typeof intakes.$inferSelect;
/** upcoming: the window has not opened; open; full: open but no seat left; closed: the window has passed. */
export type IntakeStage = 'upcoming' | 'open' | 'full' | 'closed';

/**
 * The seats an intake has given: approvals, or (setting) every application
 * not rejected; and in both cases the seats its waitlist holds (decision
 * 051): an offer not yet lapsed, or claimed (paid) and not yet decided. An
 * application on the waitlist takes no seat until it is offered one.
 * `except` leaves one registration out: the one being approved, whose own
 * offer holds the seat it is about to take.
 */
export function seatsTaken(
  db: Pick<DB, 'all'>,
  intakeId: number,
  countAt: 'approval' | 'submission',
  options: { now?: number; except?: number } = {},
): number {
  const now = options.now ?? Date.now();
  const held = sql`(w.claimed_at is not null or (w.offered_at is not null and w.offer_deadline_at > ${now}))`;
  const counted =
    countAt === 'approval'
      ? sql`(r.status = 'APPROVED' or (r.status = 'PENDING' and w.id is not null and ${held}))`
      : sql`(r.status <> 'REJECTED' and (w.id is null or ${held}))`;
  const rows = db.all<{ n: number }>(sql`
    select count(*) as n from ${registrations} r
    left join ${waitlistEntries} w on w.registration_id = r.id
    where r.intake_id = ${intakeId} and r.id <> ${options.except ?? 0} and ${counted}`);
  return rows[0]?.n ?? 0;
}

export function stageOf(intake: IntakeRow, taken: number, now = Date.now()): IntakeStage {
  if (now < intake.opensAt.getTime()) return 'upcoming';
  if (now >= intake.closesAt.getTime()) return 'closed';
  return taken >= intake.seats ? 'full' : 'open';
}

export interface IntakeView {
  id: number;
  courseCode: string;
  courseName: string;
  centre: CentreId;
  courseMode: CourseMode;
  session: string;
  /** ISO date-times. */
  startsAt: string;
  opensAt: string;
  closesAt: string;
  seats: number;
  /** India date of the last class, or null. */
  endsOn: string | null;
  taken: number;
  seatsLeft: number;
  stage: IntakeStage;
  /**
   * False for an intake of another session than the current one: the form
   * does not offer it and its seats are not counted until staff carry it over.
   */
  inSession: boolean;
  /** Applications in its waitlist not yet offered a seat (decision 051). */
  waiting: number;
}

function viewOf(db: Handle, row: IntakeRow, now: number): IntakeView {
  const settings = getSettings(db);
  const taken = seatsTaken(db, row.id, settings.seatsTakenAt);
  return {
    id: row.id,
    courseCode: row.courseCode,
    courseName: catalogueCourse(db, row.courseCode)?.name ?? row.courseCode,
    centre: row.centre,
    courseMode: row.courseMode,
    session: row.session,
    startsAt: row.startsAt.toISOString(),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    seats: row.seats,
    endsOn: row.endsOn,
    taken,
    seatsLeft: Math.max(0, row.seats - taken),
    stage: stageOf(row, taken, now),
    inSession: row.session === settings.admissionSession,
    waiting: waitingCount(db, row.id),
  };
}

function waitingCount(db: Handle, intakeId: number): number {
  const rows = db.all<{ n: number }>(sql`
    select count(*) as n from ${waitlistEntries} w join ${registrations} r on r.id = w.registration_id
    where w.intake_id = ${intakeId} and w.offered_at is null and r.status = 'PENDING'`);
  return rows[0]?.n ?? 0;
}

/** Every intake, newest start first, with its seats taken: staff's list. */
export function listIntakes(db: Handle, now = Date.now(), scope: CentreScope = 'all'): IntakeView[] {
  return db
    .select()
    .from(intakes)
    .where(scope === 'all' ? undefined : inArray(intakes.centre, [...scope]))
    .orderBy(asc(intakes.startsAt), asc(intakes.id))
    .all()
    .map((row) => viewOf(db, row, now));
}

/** The intakes of the admission session, earliest start first. */
function sessionIntakes(db: Handle): IntakeRow[] {
  return db
    .select()
    .from(intakes)
    .where(eq(intakes.session, getSettings(db).admissionSession))
    .orderBy(asc(intakes.startsAt), asc(intakes.id))
    .all();
}

/**
 * What the public pages show: for each course, centre and mode of this
 * session, the next intake that has not closed (the nearest start).
 */
export function publicIntakes(db: Handle, now = Date.now()): IntakeView[] {
  const next = new Map<string, IntakeView>();
  const offered = new Set(offeredCourses(db).map((course) => course.code));
  for (const row of sessionIntakes(db)) {
    if (row.closesAt.getTime() <= now || !offered.has(row.courseCode)) continue;
    const key = `${row.courseCode}|${row.centre}|${row.courseMode}`;
    if (!next.has(key)) next.set(key, viewOf(db, row, now));
  }
  return [...next.values()];
}

/**
 * Staff create or change an intake; public pages show the change at once. A
 * new intake belongs to the current session; a change keeps the intake's own
 * (carrying it to another session is carryOverIntakes, said on the page).
 */
export function saveIntake(db: Handle, input: IntakeValues, userId: number | null): IntakeView {
  // A new batch is of a course on offer; a batch of a course archived since keeps running.
  const before = input.id
    ? db.select({ courseCode: intakes.courseCode }).from(intakes).where(eq(intakes.id, input.id)).get()
    : undefined;
  if (before?.courseCode !== input.courseCode) courseOnOffer(db, input.courseCode);
  const values = {
    courseCode: input.courseCode,
    centre: input.centre,
    courseMode: input.courseMode,
    startsAt: indiaInstant(input.startsAt),
    opensAt: indiaInstant(input.opensOn),
    // Open to the end of the last day, India time.
    closesAt: new Date(indiaInstant(input.closesOn).getTime() + dayMs),
    seats: input.seats,
    endsOn: input.endsOn ?? null,
    userId,
  };
  // The change and its line in the activity log are one write.
  const row = db.transaction((tx) => {
    const before = input.id ? (tx.select().from(intakes).where(eq(intakes.id, input.id)).get() ?? null) : null;
    if (input.id && !before) return undefined;
    const saved = before
      ? tx
          .update(intakes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(intakes.id, before.id))
          .returning()
          .get()
      : tx
          .insert(intakes)
          .values({ ...values, session: getSettings(tx).admissionSession })
          .returning()
          .get();
    recordIntakeEvent(tx, saved, before, userId);
    return saved;
  });
  if (!row) throw new AppError('NOT_FOUND', 'No intake with this id.');
  bumpContentVersion();
  return viewOf(db, row, Date.now());
}

/** The refusal of a submit to an intake that does not take it now (409, before any payment). */
function refusalOf(stage: IntakeStage, intake: IntakeRow): AppError | null {
  if (stage === 'open') return null;
  const said: Said =
    stage === 'upcoming'
      ? { key: 'intake.notYetOpen', values: { date: { moment: intake.opensAt.toISOString() } } }
      : { key: stage === 'full' ? 'intake.full' : 'intake.closed' };
  return refusal('CONFLICT', said, { field: 'intakeId' });
}

/** What an application asks of an intake: its course, centre and mode, a named intake, a waitlist place. */
export interface ApplicationChoice {
  courseCode: string;
  centre: string;
  courseMode: string;
  intakeId?: number | undefined;
  waitlist?: boolean | undefined;
}

/**
 * The intake an application goes to: none when its course, centre and mode
 * have no intake this session (open all session, as before); else the one
 * named, or the open one starting first. Throws 409 when none takes it now.
 * With `waitlist` (decision 051) a full intake is not refused: it is
 * returned with `full: true` and the application joins its waitlist; an
 * intake with a seat left is returned as usual (the fee is then asked).
 */
export function intakeForApplication(db: Handle, choice: ApplicationChoice, now = Date.now()): IntakeRow | null {
  return placeForApplication(db, choice, now)?.row ?? null;
}

export function placeForApplication(
  db: Handle,
  choice: ApplicationChoice,
  now = Date.now(),
): { row: IntakeRow; full: boolean } | null {
  const session = getSettings(db).admissionSession;
  const candidates = db
    .select()
    .from(intakes)
    .where(
      and(
        eq(intakes.courseCode, choice.courseCode),
        eq(intakes.centre, choice.centre as CentreId),
        eq(intakes.courseMode, choice.courseMode as CourseMode),
        eq(intakes.session, session),
      ),
    )
    .orderBy(asc(intakes.startsAt), asc(intakes.id))
    .all();
  if (candidates.length === 0) {
    if (choice.intakeId) throw refusal('CONFLICT', { key: 'intake.unknown' }, { field: 'intakeId' });
    if (choice.waitlist) throw refusal('CONFLICT', { key: 'intake.noWaitlist' }, { field: 'waitlist' });
    return null;
  }
  const countAt = getSettings(db).seatsTakenAt;
  const staged = candidates.map((row) => ({ row, stage: stageOf(row, seatsTaken(db, row.id, countAt, { now }), now) }));
  const place = (named: { row: IntakeRow; stage: IntakeStage }) => {
    if (named.stage === 'full' && choice.waitlist) return { row: named.row, full: true };
    const refusal = refusalOf(named.stage, named.row);
    if (refusal) throw refusal;
    return { row: named.row, full: false };
  };
  if (choice.intakeId) {
    const named = staged.find(({ row }) => row.id === choice.intakeId);
    if (!named) throw refusal('CONFLICT', { key: 'intake.unknown' }, { field: 'intakeId' });
    return place(named);
  }
  return place(decisive(staged));
}

/**
 * Of a course, centre and mode's intakes (by start): the one a submit without
 * a named intake goes to, the open one starting first; else the nearest that
 * has not closed (opens later, or full), whose reason is said; else the last (closed).
 */
function decisive<T extends { stage: IntakeStage }>(staged: T[]): T {
  return (
    staged.find(({ stage }) => stage === 'open') ?? staged.find(({ stage }) => stage !== 'closed') ?? staged[staged.length - 1]!
  );
}

/**
 * What the application form offers (issue 30): for each course, centre and
 * mode that has intakes this session, the intake a submit would go to, as
 * `placeForApplication` picks it, with its stage: open (its seats left),
 * full (its waitlist), upcoming (opens later) or closed. A course, centre
 * and mode not listed has no intake: open all session.
 */
export function applicationChoices(db: Handle, now = Date.now()): IntakeView[] {
  const byChoice = new Map<string, IntakeView[]>();
  for (const row of sessionIntakes(db)) {
    const key = `${row.courseCode}|${row.centre}|${row.courseMode}`;
    byChoice.set(key, [...(byChoice.get(key) ?? []), viewOf(db, row, now)]);
  }
  return [...byChoice.values()].map(decisive);
}

/**
 * Inside a submit's transaction, when seats are counted at submission: the
 * intake must still have one.
 */
export function takeSeatAtSubmission(db: Handle, intakeId: number | null): void {
  if (intakeId === null || getSettings(db).seatsTakenAt !== 'submission') return;
  const intake = db.select().from(intakes).where(eq(intakes.id, intakeId)).get();
  if (intake && seatsTaken(db, intakeId, 'submission') >= intake.seats) {
    throw refusal('CONFLICT', { key: 'intake.full' }, { field: 'intakeId' });
  }
}

/**
 * Inside an approval's transaction, when seats are counted at approval: a
 * seat must be left unless staff override (with a remark).
 */
export function takeSeatAtApproval(db: Handle, registrationId: number, override: boolean): { intakeId: number | null } {
  const row = db
    .select({ intakeId: registrations.intakeId })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .get();
  const intakeId = row?.intakeId ?? null;
  if (intakeId === null || getSettings(db).seatsTakenAt !== 'approval') return { intakeId };
  const intake = db.select().from(intakes).where(eq(intakes.id, intakeId)).get();
  if (!override && intake && seatsTaken(db, intakeId, 'approval', { except: registrationId }) >= intake.seats) {
    throw new AppError('CONFLICT', intakeStaffMessages.seatsFull);
  }
  return { intakeId };
}

/** When the classes of a registration's intake start, for the look-up and the messages. */
export function intakeStartOf(db: Pick<DB, 'select'>, intakeId: number | null): { startsAt: string; session: string } | null {
  if (intakeId === null) return null;
  const row = db
    .select({ startsAt: intakes.startsAt, session: intakes.session })
    .from(intakes)
    .where(eq(intakes.id, intakeId))
    .get();
  return row ? { startsAt: row.startsAt.toISOString(), session: row.session } : null;
}

/**
 * Intakes that have not closed but belong to another session than the
 * current one: after staff change the session, these are no longer offered.
 * The intakes page and the settings save say so, with a carry-over.
 */
export function intakesOutOfSession(
  db: Handle,
  now = Date.now(),
  scope: CentreScope = 'all',
): { session: string; ids: number[] } {
  const session = getSettings(db).admissionSession;
  const ids = db
    .select({ id: intakes.id })
    .from(intakes)
    .where(
      and(
        ne(intakes.session, session),
        gt(intakes.closesAt, new Date(now)),
        scope === 'all' ? undefined : inArray(intakes.centre, [...scope]),
      ),
    )
    .orderBy(asc(intakes.id))
    .all()
    .map((row) => row.id);
  return { session, ids };
}

/**
 * Staff carry every intake that has not closed over to the current session,
 * in one step: the form offers them again and their seats count. Returns the
 * ids carried over.
 */
export function carryOverIntakes(
  db: Handle,
  userId: number | null,
  now = Date.now(),
  scope: CentreScope = 'all',
): { session: string; ids: number[] } {
  const carried = db.transaction((tx) => {
    const { session, ids } = intakesOutOfSession(tx, now, scope);
    if (ids.length > 0) {
      const carried = tx
        .update(intakes)
        .set({ session, userId, updatedAt: new Date(now) })
        .where(inArray(intakes.id, ids))
        .returning()
        .all();
      for (const row of carried) recordIntakeEvent(tx, row, null, userId, true, now);
    }
    return { session, ids };
  });
  if (carried.ids.length > 0) bumpContentVersion();
  return carried;
}
