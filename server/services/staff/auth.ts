// Admin accounts, sign-in with brute-force limits, and server-side sessions.
// A person's roles and centres, and the log of changes to them, are rights.ts.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { loginFailures, sessions, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { StaffRights, StaffRole } from '../../../domain/staff';
import type { CentreId } from '../../../domain/vocabulary';
import type { SessionKind } from '../../../domain/vocabulary';
import { clientNetworkOf } from './client-network';
import { assertUncommonPassword } from './common-passwords';
import { dummyPasswordHash, hashPassword, minimumPasswordLength, verifyPassword } from './passwords';
import { ownerOfAll, recordStaffEvent, staffRightsOf, writeStaffRights } from './rights';

export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
/** Failures of one account from one client network that cost no wait. */
export const loginFailureLimit = 5;
/** The wait after the first failure past the free ones; each next failure doubles it. */
export const pairFirstDelayMs = 60 * 1000;
export const pairMaxDelayMs = 60 * 60 * 1000;
/** How long a failure is remembered for its account and network. */
export const pairFailureMemoryMs = 24 * 60 * 60 * 1000;
/** Failures of one account from every network in this window before browsers without its device cookie wait. */
export const loginFailureWindowMs = 15 * 60 * 1000;
export const accountFailureLimit = 20;
/** Writing last_seen_at on every request would turn reads into writes. */
const touchEveryMs = 60 * 1000;

export interface SessionAdmin extends StaffRights {
  sessionId: number;
  userId: number;
  email: string;
  name: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createAdmin(
  db: Handle,
  input: { email: string; password: string; name?: string; roles?: readonly StaffRole[]; centres?: 'all' | readonly CentreId[] },
  /** Who adds the account, for the activity log; null for a script. */
  by: number | null = null,
) {
  if (input.password.length < minimumPasswordLength) {
    throw new AppError('BAD_REQUEST', `Password must be at least ${minimumPasswordLength} characters.`);
  }
  assertUncommonPassword(input.password, 'password');
  const email = normaliseEmail(input.email);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) throw new AppError('CONFLICT', 'An admin with this email already exists.');
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) => {
    const created = tx
      .insert(users)
      .values({ email, passwordHash, name: input.name ?? 'Admin' })
      .returning({ id: users.id, email: users.email })
      .get();
    const rights = { roles: input.roles ?? ownerOfAll.roles, centres: input.centres ?? ownerOfAll.centres };
    writeStaffRights(tx, created.id, rights);
    // An account a setup script makes (the first Owner, a test's) is no one's act: the Staff list shows when it was made.
    if (by !== null) recordStaffEvent(tx, { by, subjectId: created.id, action: 'invited', rights });
    return created;
  });
}

/** Every admin account, oldest first, without its password hash (the Staff page lists staff with their roles: staff/accounts.ts). */
export function listAdmins(db: Handle) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.id))
    .all();
}

export function countAdmins(db: Handle): number {
  return (
    db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .get()?.n ?? 0
  );
}

/**
 * Changes an admin's password and, in the same transaction, ends every other
 * session and token of that admin: whoever held the old password is out.
 * `keepSessionId` is the session that made the change (null ends them all).
 */
export async function changePassword(
  db: Handle,
  userId: number,
  currentPassword: string,
  newPassword: string,
  keepSessionId: number | null,
) {
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user || !(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError('BAD_REQUEST', 'The current password is not correct.', {
      fieldErrors: { currentPassword: ['The current password is not correct.'] },
    });
  }
  await setPassword(db, userId, newPassword, keepSessionId);
}

/**
 * Sets a new password for the admin with this email, for someone who forgot
 * theirs (`npm run admin:reset-password`, run by whoever has the server's
 * shell). Every session and token of that admin ends.
 */
export async function resetPassword(db: Handle, email: string, newPassword: string) {
  const user = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .get();
  if (!user) throw new AppError('NOT_FOUND', 'No admin with this email.');
  await setPassword(db, user.id, newPassword, null);
}

async function setPassword(db: Handle, userId: number, newPassword: string, keepSessionId: number | null) {
  if (newPassword.length < minimumPasswordLength) {
    throw new AppError('BAD_REQUEST', `Password must be at least ${minimumPasswordLength} characters.`, {
      fieldErrors: { newPassword: [`Password must be at least ${minimumPasswordLength} characters.`] },
    });
  }
  assertUncommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId)).run();
    const others =
      keepSessionId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
    tx.update(sessions)
      .set({ revokedAt: now })
      .where(and(others, isNull(sessions.revokedAt)))
      .run();
  });
}

/**
 * Seconds until this client may try this account again, or 0 when it may now
 * (decision 036). Two counts, neither of which an attacker can turn against
 * the admin's own browser:
 *
 * - per account and client network (`clientNetworkOf`: the IPv4 address or
 *   the IPv6 /64): the first `loginFailureLimit` failures cost nothing; each
 *   further one doubles the wait after it (1, 2, 4 … minutes, at most
 *   `pairMaxDelayMs`). Someone guessing from one network slows to a few
 *   tries an hour; their failures do not touch anyone else.
 * - per account from every network together: past `accountFailureLimit`
 *   failures in `loginFailureWindowMs`, clients without a device cookie for
 *   this account wait until the window has passed. A browser that signed in
 *   to this account before (`trustedDevice`) skips this count, so a botnet
 *   guessing the admin's password cannot keep the admin out.
 *
 * The per-address limit across accounts (RATE_LIMIT_LOGIN_PER_15MIN) is the
 * sign-in guard's (server/api/guards.ts); successes never count there.
 */
export function loginRetryAfterSeconds(
  db: Handle,
  email: string,
  ip: string,
  options: { trustedDevice?: boolean; now?: number } = {},
): number {
  const now = options.now ?? Date.now();
  const account = normaliseEmail(email);
  const network = clientNetworkOf(ip);
  let wait = 0;
  const pair = db
    .select({ n: sql<number>`count(*)`, latest: sql<number>`max(${loginFailures.createdAt})` })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, account),
        eq(loginFailures.ip, network),
        gt(loginFailures.createdAt, new Date(now - pairFailureMemoryMs)),
      ),
    )
    .get();
  if (pair && pair.n >= loginFailureLimit) {
    const delay = Math.min(pairFirstDelayMs * 2 ** (pair.n - loginFailureLimit), pairMaxDelayMs);
    wait = Math.max(wait, pair.latest + delay - now);
  }
  if (!options.trustedDevice) {
    const all = db
      .select({ n: sql<number>`count(*)`, oldest: sql<number>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, account), gt(loginFailures.createdAt, new Date(now - loginFailureWindowMs))))
      .get();
    // Allowed again once the oldest failure in the window has aged out.
    if (all && all.n >= accountFailureLimit) wait = Math.max(wait, all.oldest + loginFailureWindowMs - now);
  }
  return Math.max(Math.ceil(wait / 1000), 0);
}

export const invalidLoginMessage = 'Invalid email or password.';

/**
 * Checks the credentials and opens a session. Returns the opaque token, which
 * the caller hands to the client (cookie or x-auth-token) and never stores.
 */
export async function login(
  db: Handle,
  input: { email: string; password: string },
  meta: {
    ip: string;
    userAgent?: string | null;
    kind?: SessionKind;
    /** The admin id of this browser's valid device cookie (it signed in to that account before), if any. */
    deviceUserId?: number | null;
  },
  now = Date.now(),
): Promise<{ token: string; admin: SessionAdmin; expiresAt: Date }> {
  const email = normaliseEmail(input.email);
  const network = clientNetworkOf(meta.ip);
  // The attempt is counted before the password is checked: the check and the
  // reservation are one synchronous transaction, so attempts sent at once
  // each see the ones before them (the scrypt below yields to the others).
  const { user, attempt } = db.transaction((tx) => {
    const user = tx.select().from(users).where(eq(users.email, email)).get();
    const trustedDevice = Boolean(user && meta.deviceUserId != null && meta.deviceUserId === user.id);
    const retryAfterSeconds = loginRetryAfterSeconds(tx, email, meta.ip, { trustedDevice, now });
    if (retryAfterSeconds > 0) {
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds },
      );
    }
    const attempt = tx
      .insert(loginFailures)
      .values({ email, ip: network, createdAt: new Date(now) })
      .returning({ id: loginFailures.id })
      .get().id;
    return { user, attempt };
  });
  const dummy = await dummyPasswordHash();
  const ok = await verifyPassword(input.password, user?.passwordHash ?? dummy);
  // A disabled account is answered like a wrong password: nothing says the account exists.
  if (!user || !ok || user.disabledAt) {
    // The reserved attempt stays as the failure.
    db.delete(loginFailures)
      .where(lt(loginFailures.createdAt, new Date(now - pairFailureMemoryMs)))
      .run();
    throw new AppError('UNAUTHORIZED', invalidLoginMessage);
  }
  // This network's slate is clean again (this attempt's reservation with it);
  // failures from elsewhere still count against the account (an attacker's
  // guesses are not forgiven by ours).
  db.delete(loginFailures)
    .where(or(eq(loginFailures.id, attempt), and(eq(loginFailures.email, email), eq(loginFailures.ip, network))))
    .run();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + sessionAbsoluteMs);
  const session = db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      kind: meta.kind ?? 'browser',
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id })
    .get();
  return {
    token,
    expiresAt,
    admin: {
      sessionId: session.id,
      userId: user.id,
      email: user.email,
      name: user.name,
      ...staffRightsOf(db, user.id, user.allCentres),
    },
  };
}

/** The admin a token belongs to, if its session is live; refreshes the idle timer. */
export function resolveSession(db: Handle, token: string | null | undefined, now = Date.now()): SessionAdmin | null {
  if (!token || token.length < 20 || token.length > 200) return null;
  const row = db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      allCentres: users.allCentres,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        isNull(users.disabledAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - sessionIdleMs)),
      ),
    )
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > touchEveryMs) {
    db.update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId))
      .run();
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    email: row.email,
    name: row.name,
    ...staffRightsOf(db, row.userId, row.allCentres),
  };
}

export function revokeSession(db: Handle, sessionId: number) {
  db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session and token at once (after a restore: a restored site starts signed out). */
export function endAllSessions(db: Handle): number {
  return db.delete(sessions).run().changes;
}

/** Removes sessions that can never be used again. */
export function pruneSessions(db: Handle, now = Date.now()) {
  db.delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.lastSeenAt, new Date(now - sessionIdleMs)),
        lt(sessions.revokedAt, new Date(now - sessionIdleMs)),
      ),
    )
    .run();
}
