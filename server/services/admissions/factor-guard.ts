// Second factors that cannot be guessed (issue 50, decision 067). A factor
// (the date of birth, the mobile's last four digits) opens a correction, a
// waitlist offer, an admission, or a certificate's verify answer. Wrong ones
// are counted twice:
// - per subject (a reference id, a certificate number), in the database, for
//   every subject tried, known or not: after `freeFailures` each new failure
//   locks the subject for a delay that doubles, capped at `maxDelayMs`. While
//   locked no factor is checked, right or wrong. A right factor clears the
//   count, and staff can lift it. The cap bounds what an attacker can do to
//   the real applicant (one hour at a time), and the doubling bounds the
//   guesses (about one an hour once past the first few);
// - per client network (clientNetworkOf), in this process, like the abuse
//   limits (server/api/guards.ts): a network past `networkFailuresPerHour`
//   gets 429 for every subject until its hour is over.
// The callers answer a wrong factor and "nothing to do here" alike, and count
// both as a failure, so neither the answer nor the lock's timing tells a
// right factor from a wrong one until it opens something.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DB, Handle } from '../../../db/client';
import { factorLocks } from '../../../db/schema';
import { refusal } from '../../../domain/refusal';
import type { Said } from '../../../domain/said';
import { clientNetworkOf } from '../staff/client-network';

/**
 * The second factor's check, one rule for every door it opens: the date of
 * birth or the mobile's last four digits. Each one given must match (both
 * given are one guess at both, not two guesses), and one must be given.
 */
export function factorMatches(
  row: { dob: string; mobile: string } | undefined,
  factor: { dob?: string | undefined; mobileLastFour?: string | undefined },
): boolean {
  if (!row || (!factor.dob && !factor.mobileLastFour)) return false;
  const dobOk = !factor.dob || row.dob === factor.dob;
  const mobileOk = !factor.mobileLastFour || row.mobile.replace(/\D/g, '').slice(-4) === factor.mobileLastFour;
  return dobOk && mobileOk;
}

export type FactorScope = 'registration' | 'certificate';

/** Wrong factors a subject takes before the first delay. */
export const freeFailures = 5;
/** The first delay; each further failure doubles it. */
export const firstDelayMs = 60 * 1000;
/** The longest delay one failure can set. */
export const maxDelayMs = 60 * 60 * 1000;
/** Wrong factors one client network may send per hour, over all subjects. */
export const networkFailuresPerHour = 30;

const hourMs = 60 * 60 * 1000;

/** The delay the `failures`-th failure sets (0 while under the free ones). */
export function delayAfter(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(20, failures - freeFailures));
}

const networks = new Map<string, { failures: number; resetAt: number }>();

function networkWindow(ip: string, now: number) {
  const key = clientNetworkOf(ip);
  if (networks.size > 10_000) for (const [k, v] of networks) if (v.resetAt <= now) networks.delete(k);
  let window = networks.get(key);
  if (!window || window.resetAt <= now) {
    window = { failures: 0, resetAt: now + hourMs };
    networks.set(key, window);
  }
  return window;
}

/** The wait, said by key: the connection's (as server/api/guards.ts says it) or the subject's. */
function waitSaid(retryAfterSeconds: number, of: 'network' | 'subject'): Said {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (of === 'network')
    return minutes === 1 ? { key: 'templates.waitOneMinute' } : { key: 'templates.waitMinutes', values: { minutes } };
  return minutes === 1
    ? { key: 'templates.factorLockedOneMinute' }
    : { key: 'templates.factorLockedMinutes', values: { minutes } };
}

const tooMany = (until: number, now: number, of: 'network' | 'subject') => {
  const retryAfterSeconds = Math.max(1, Math.ceil((until - now) / 1000));
  return refusal('TOO_MANY_REQUESTS', waitSaid(retryAfterSeconds, of), { retryAfterSeconds });
};

/** The subject as it is counted: trimmed, upper case (reference ids and certificate numbers are read so). */
export const subjectKey = (subject: string) => subject.trim().toUpperCase();

/** Throws 429 while the subject is locked or the client's network has spent its failures. */
export function assertFactorOpen(db: Pick<DB, 'select'>, scope: FactorScope, subject: string, ip: string, now = Date.now()) {
  const window = networkWindow(ip, now);
  if (window.failures >= networkFailuresPerHour) throw tooMany(window.resetAt, now, 'network');
  const row = db
    .select({ lockedUntil: factorLocks.lockedUntil })
    .from(factorLocks)
    .where(and(eq(factorLocks.scope, scope), eq(factorLocks.subject, subjectKey(subject))))
    .get();
  if (row?.lockedUntil && row.lockedUntil.getTime() > now) throw tooMany(row.lockedUntil.getTime(), now, 'subject');
}

/** Counts one wrong factor (or "nothing to do here") against the subject and the client's network. */
export function recordFactorFailure(
  db: Pick<DB, 'insert' | 'update'>,
  scope: FactorScope,
  subject: string,
  ip: string,
  now = Date.now(),
) {
  networkWindow(ip, now).failures += 1;
  const at = new Date(now);
  const row = db
    .insert(factorLocks)
    .values({ scope, subject: subjectKey(subject), failures: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: [factorLocks.scope, factorLocks.subject],
      set: { failures: sql`${factorLocks.failures} + 1`, lastFailureAt: at },
    })
    .returning({ id: factorLocks.id, failures: factorLocks.failures })
    .get();
  const delay = delayAfter(row.failures);
  if (delay > 0) {
    db.update(factorLocks)
      .set({ lockedUntil: new Date(now + delay) })
      .where(eq(factorLocks.id, row.id))
      .run();
  }
}

/** A right factor: the subject's count starts again. */
export function clearFactorFailures(db: Pick<DB, 'delete'>, scope: FactorScope, subject: string) {
  db.delete(factorLocks)
    .where(and(eq(factorLocks.scope, scope), eq(factorLocks.subject, subjectKey(subject))))
    .run();
}

/**
 * A student's own page opened by their reference and a factor (the fee
 * account, the student record): `find` reads the row of that reference, which
 * is theirs only when the factor matches; otherwise the failure is counted and
 * the one refusal answers, the same as for a reference that is unknown.
 */
export function rowOfRightFactor<T extends { dob: string; mobile: string }>(
  db: Handle,
  access: { referenceId: string; dob?: string | undefined; mobileLastFour?: string | undefined },
  ip: string,
  find: (subject: string) => T | undefined,
): T {
  const subject = subjectKey(access.referenceId);
  assertFactorOpen(db, 'registration', subject, ip);
  const row = find(subject);
  if (!row || !factorMatches(row, access)) {
    db.transaction((tx) => recordFactorFailure(tx, 'registration', subject, ip));
    throw refusal('NOT_FOUND', { key: 'admission.factorMismatch' }, { field: 'dob' });
  }
  db.transaction((tx) => clearFactorFailures(tx, 'registration', subject));
  return row;
}

export interface FactorLock {
  failures: number;
  /** ISO; null when no delay is set. */
  lastFailureAt: string | null;
  /** ISO, while a delay runs; else null. */
  lockedUntil: string | null;
}

/** What staff see of a subject's wrong factors; null when there are none. */
export function factorLockOf(db: Pick<DB, 'select'>, scope: FactorScope, subject: string, now = Date.now()): FactorLock | null {
  const row = db
    .select()
    .from(factorLocks)
    .where(and(eq(factorLocks.scope, scope), eq(factorLocks.subject, subjectKey(subject))))
    .get();
  if (!row || row.failures === 0) return null;
  return {
    failures: row.failures,
    lastFailureAt: row.lastFailureAt?.toISOString() ?? null,
    lockedUntil: row.lockedUntil && row.lockedUntil.getTime() > now ? row.lockedUntil.toISOString() : null,
  };
}

/** Subjects whose last failure is older than this are forgotten by the sweep: their count starts again. */
export const forgetAfterMs = 7 * 24 * hourMs;

/** The periodic sweep (server/index.ts): counts quiet for a week go, so guessed ids do not pile up. */
export function forgetOldFactorFailures(db: Pick<DB, 'delete'>, now = Date.now()): number {
  return db
    .delete(factorLocks)
    .where(lt(factorLocks.lastFailureAt, new Date(now - forgetAfterMs)))
    .run().changes;
}
