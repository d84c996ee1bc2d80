// Admin accounts, sign-in with brute-force limits, and server-side sessions.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { loginFailures, sessions, users } from '../../db/schema';
import { AppError } from '../../domain/problem';
import type { SessionKind } from '../../domain/vocabulary';
import { dummyPasswordHash, hashPassword, minimumPasswordLength, verifyPassword } from './passwords';

export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
export const loginFailureWindowMs = 15 * 60 * 1000;
export const loginFailureLimit = 5;
/** Writing last_seen_at on every request would turn reads into writes. */
const touchEveryMs = 60 * 1000;

export interface SessionAdmin {
  sessionId: number;
  userId: number;
  email: string;
  name: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createAdmin(db: DB, input: { email: string; password: string; name?: string }) {
  if (input.password.length < minimumPasswordLength) {
    throw new AppError('BAD_REQUEST', `Password must be at least ${minimumPasswordLength} characters.`);
  }
  const email = normaliseEmail(input.email);
  const existing = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  if (existing) throw new AppError('CONFLICT', 'An admin with this email already exists.');
  const passwordHash = await hashPassword(input.password);
  return db
    .insert(users)
    .values({ email, passwordHash, name: input.name ?? 'Admin' })
    .returning({ id: users.id, email: users.email })
    .get();
}

export function countAdmins(db: DB): number {
  return db.select({ n: sql<number>`count(*)` }).from(users).get()?.n ?? 0;
}

/**
 * Changes an admin's password and, in the same transaction, ends every other
 * session and token of that admin: whoever held the old password is out.
 * `keepSessionId` is the session that made the change (null ends them all).
 */
export async function changePassword(
  db: DB,
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
export async function resetPassword(db: DB, email: string, newPassword: string) {
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, normaliseEmail(email))).get();
  if (!user) throw new AppError('NOT_FOUND', 'No admin with this email.');
  await setPassword(db, user.id, newPassword, null);
}

async function setPassword(db: DB, userId: number, newPassword: string, keepSessionId: number | null) {
  if (newPassword.length < minimumPasswordLength) {
    throw new AppError('BAD_REQUEST', `Password must be at least ${minimumPasswordLength} characters.`, {
      fieldErrors: { newPassword: [`Password must be at least ${minimumPasswordLength} characters.`] },
    });
  }
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  db.transaction((tx) => {
    tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId)).run();
    const others = keepSessionId === null ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId));
    tx.update(sessions).set({ revokedAt: now }).where(and(others, isNull(sessions.revokedAt))).run();
  });
}

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
export function loginRetryAfterSeconds(db: DB, email: string, ip: string, now = Date.now()): number {
  const since = new Date(now - loginFailureWindowMs);
  const countFor = (column: typeof loginFailures.email | typeof loginFailures.ip, value: string) =>
    db
      .select({ n: sql<number>`count(*)`, oldest: sql<number>`min(${loginFailures.createdAt})` })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since)))
      .get();
  let wait = 0;
  for (const row of [countFor(loginFailures.email, normaliseEmail(email)), countFor(loginFailures.ip, ip)]) {
    if (row && row.n >= loginFailureLimit) {
      // Allowed again once the oldest failure in the window has aged out.
      wait = Math.max(wait, Math.ceil((row.oldest + loginFailureWindowMs - now) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export const invalidLoginMessage = 'Invalid email or password.';

/**
 * Checks the credentials and opens a session. Returns the opaque token, which
 * the caller hands to the client (cookie or x-auth-token) and never stores.
 */
export async function login(
  db: DB,
  input: { email: string; password: string },
  meta: { ip: string; userAgent?: string | null; kind?: SessionKind },
  now = Date.now(),
): Promise<{ token: string; admin: SessionAdmin; expiresAt: Date }> {
  const email = normaliseEmail(input.email);
  const retryAfterSeconds = loginRetryAfterSeconds(db, email, meta.ip, now);
  if (retryAfterSeconds > 0) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
  const dummy = await dummyPasswordHash();
  const user = db.select().from(users).where(eq(users.email, email)).get();
  const ok = await verifyPassword(input.password, user?.passwordHash ?? dummy);
  if (!user || !ok) {
    db.insert(loginFailures).values({ email, ip: meta.ip, createdAt: new Date(now) }).run();
    db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now - loginFailureWindowMs))).run();
    throw new AppError('UNAUTHORIZED', invalidLoginMessage);
  }
  db.delete(loginFailures).where(eq(loginFailures.email, email)).run();
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
  return { token, expiresAt, admin: { sessionId: session.id, userId: user.id, email: user.email, name: user.name } };
}

/** The admin a token belongs to, if its session is live; refreshes the idle timer. */
export function resolveSession(db: DB, token: string | null | undefined, now = Date.now()): SessionAdmin | null {
  if (!token || token.length < 20 || token.length > 200) return null;
  const row = db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      name: users.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - sessionIdleMs)),
      ),
    )
    .get();
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > touchEveryMs) {
    db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.sessionId)).run();
  }
  return { sessionId: row.sessionId, userId: row.userId, email: row.email, name: row.name };
}

export function revokeSession(db: DB, sessionId: number) {
  db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)).run();
}

/** Ends every session and token at once (after a restore: a restored site starts signed out). */
export function endAllSessions(db: DB): number {
  return db.delete(sessions).run().changes;
}

/** Removes sessions that can never be used again. */
export function pruneSessions(db: DB, now = Date.now()) {
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
