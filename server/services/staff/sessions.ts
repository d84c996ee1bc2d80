// An admin's own sessions: the list of live ones (browser or API token) and
// ending one or all of them. Every query is scoped to the admin's user id, so
// no admin can see or end another admin's session.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { sessions } from '../../../db/schema';
import type { SessionKind } from '../../../domain/vocabulary';
import { sessionIdleMs } from './auth';
import { AppError } from '../../../domain/problem';

export interface ActiveSession {
  id: number;
  kind: SessionKind;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** The session this request was made with. */
  current: boolean;
}

const liveFor = (userId: number, now: number) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, new Date(now)),
    gt(sessions.lastSeenAt, new Date(now - sessionIdleMs)),
  );

/** Live sessions of one admin, the most recently used first. */
export function listSessions(db: Handle, userId: number, currentSessionId: number | null, now = Date.now()): ActiveSession[] {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(liveFor(userId, now))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .all()
    .map((row) => ({ ...row, current: row.id === currentSessionId }));
}

export const sessionNotFoundMessage = 'This session has already ended.';

/** Ends one live session of this admin. */
export function endSession(db: Handle, userId: number, sessionId: number, now = Date.now()) {
  const result = db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), liveFor(userId, now)))
    .run();
  if (result.changes === 0) throw new AppError('NOT_FOUND', sessionNotFoundMessage);
}

/**
 * Ends every live session of this admin except `keepSessionId` (the one
 * making the request, or null for all). Returns how many ended.
 */
export function endOtherSessions(db: Handle, userId: number, keepSessionId: number | null, now = Date.now()): number {
  const where = keepSessionId === null ? liveFor(userId, now) : and(liveFor(userId, now), ne(sessions.id, keepSessionId));
  return db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(where)
    .run().changes;
}
