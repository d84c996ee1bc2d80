import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import {
  createAdmin,
  login,
  loginFailureLimit,
  resolveSession,
  revokeSession,
  sessionAbsoluteMs,
  sessionIdleMs,
} from '../../server/services/auth';
import { AppError } from '../../domain/problem';
import { callerFor, createTestDb, type TestDb } from '../support/db';

let t: TestDb;
beforeEach(async () => {
  t = createTestDb();
  await createAdmin(t.db, { email: 'Staff@Example.in', password: 'a-long-secret' });
});
afterEach(() => t.cleanup());

const meta = { ip: '198.51.100.1' };

describe('sessions', () => {
  it('opens a session whose token is stored only as a hash', async () => {
    const { token, admin } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const row = t.db.select().from(sessions).get();
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(resolveSession(t.db, token)?.userId).toBe(admin.userId);
  });

  it('gives a new session at every login', async () => {
    const a = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    const b = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    expect(a.token).not.toBe(b.token);
    expect(a.admin.sessionId).not.toBe(b.admin.sessionId);
  });

  it('refuses idle, expired, revoked and forged sessions', async () => {
    const start = Date.now();
    const { token, admin } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta, start);
    expect(resolveSession(t.db, token, start + sessionIdleMs - 120_000)).not.toBeNull();
    // Still live: the last check refreshed the idle timer.
    expect(resolveSession(t.db, token, start + sessionIdleMs + 60_000)).not.toBeNull();
    expect(resolveSession(t.db, token, start + 2 * sessionIdleMs + 600_000)).toBeNull();
    expect(resolveSession(t.db, token, start + sessionAbsoluteMs + 1)).toBeNull();
    expect(resolveSession(t.db, token.slice(0, -2) + 'xx', start)).toBeNull();
    revokeSession(t.db, admin.sessionId);
    expect(resolveSession(t.db, token, start)).toBeNull();
  });

  it('says nothing about which credential was wrong', async () => {
    const wrongPassword = login(t.db, { email: 'staff@example.in', password: 'nope-nope-nope' }, meta);
    await expect(wrongPassword).rejects.toThrow('Invalid email or password.');
    const unknownEmail = login(t.db, { email: 'who@example.in', password: 'a-long-secret' }, meta);
    await expect(unknownEmail).rejects.toThrow('Invalid email or password.');
  });

  it(`throttles after ${loginFailureLimit} failures in 15 minutes, then lets the admin in again`, async () => {
    const now = Date.now();
    for (let i = 0; i < loginFailureLimit; i++) {
      await expect(login(t.db, { email: 'staff@example.in', password: 'wrong-wrong' }, meta, now + i)).rejects.toThrow(
        AppError,
      );
    }
    const throttled = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta, now + 10).catch(
      (error: AppError) => error,
    );
    expect(throttled).toBeInstanceOf(AppError);
    expect((throttled as AppError).code).toBe('TOO_MANY_REQUESTS');
    expect((throttled as AppError).details.retryAfterSeconds).toBeGreaterThan(800);
    const later = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta, now + 16 * 60_000);
    expect(resolveSession(t.db, later.token, now + 16 * 60_000)?.email).toBe('staff@example.in');
  });
});

describe('adminProcedure', () => {
  it('refuses without a session and accepts with one', async () => {
    const visitor = callerFor(t);
    const refused = await visitor.auth.me().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect((refused as TRPCError).code).toBe('UNAUTHORIZED');
    await expect(visitor.settings.update({ admissionSession: '2026-27' })).rejects.toThrow(/sign in/);

    const { admin } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    const staff = callerFor(t, admin);
    expect(await staff.auth.me()).toEqual({ email: 'staff@example.in', name: 'Admin' });
    const updated = await staff.settings.update({ admissionSession: '2026-27' });
    expect(updated.admissionSession).toBe('2026-27');
    expect((await visitor.settings.get()).admissionSession).toBe('2026-27');
  });

  it('maps domain errors to tRPC codes', async () => {
    const visitor = callerFor(t);
    const error = await visitor.auth
      .login({ email: 'staff@example.in', password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
    expect((error as TRPCError).cause).toBeInstanceOf(AppError);
  });

  it('logout revokes the session on the server', async () => {
    const { admin, token } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    await callerFor(t, admin).auth.logout();
    expect(resolveSession(t.db, token)).toBeNull();
  });
});
