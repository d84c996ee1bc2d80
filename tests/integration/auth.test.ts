import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import {
  accountFailureLimit,
  changePassword,
  createAdmin,
  login,
  loginFailureLimit,
  loginFailureWindowMs,
  resolveSession,
  revokeSession,
  sessionAbsoluteMs,
  sessionIdleMs,
} from '../../server/services/staff/auth';
import { AppError } from '../../domain/problem';
import { commonPasswordMessage, commonPasswords } from '../../server/services/staff/common-passwords';
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

  it(`slows one network after ${loginFailureLimit} failures with waits that double, then lets the admin in`, async () => {
    const now = Date.now();
    const wrong = (at: number, from = meta) => login(t.db, { email: 'staff@example.in', password: 'wrong-wrong' }, from, at);
    const right = (at: number, from = meta) => login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, from, at);
    const refusal = (attempt: Promise<unknown>) =>
      attempt.then(
        () => null,
        (error: AppError) => error,
      );
    for (let i = 0; i < loginFailureLimit; i++) await expect(wrong(now + i)).rejects.toThrow('Invalid email or password.');
    const first = await refusal(right(now + 10));
    expect(first?.code).toBe('TOO_MANY_REQUESTS');
    expect(first?.message).toBe('Too many failed attempts. Please try again in 1 minute.');
    expect(first?.details.retryAfterSeconds).toBe(60);
    // Another network is not slowed by this one's failures.
    expect((await right(now + 20, { ip: '203.0.113.7' })).admin.email).toBe('staff@example.in');
    // After the wait one more guess, and the next wait is twice as long.
    await expect(wrong(now + 61_000)).rejects.toThrow('Invalid email or password.');
    const second = await refusal(right(now + 62_000));
    expect(second?.details.retryAfterSeconds).toBe(119);
    const later = await right(now + 61_000 + 120_001);
    expect(resolveSession(t.db, later.token, now + 182_000)?.email).toBe('staff@example.in');
    // A success clears that network's slate: a typo afterwards costs no wait.
    await expect(wrong(now + 183_000)).rejects.toThrow('Invalid email or password.');
    expect((await right(now + 184_000)).admin.email).toBe('staff@example.in');
  });

  it(`holds the account shut to new browsers past ${accountFailureLimit} failures from many networks, never a browser that signed in before`, async () => {
    const now = Date.now();
    const { admin } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta, now);
    for (let i = 0; i < accountFailureLimit; i++) {
      await expect(
        login(t.db, { email: 'Staff@Example.in ', password: 'guess' }, { ip: `203.0.113.${i + 1}` }, now + i),
      ).rejects.toThrow('Invalid email or password.');
    }
    const stranger = await login(
      t.db,
      { email: 'staff@example.in', password: 'a-long-secret' },
      { ip: '192.0.2.200' },
      now + 100,
    ).catch((error: AppError) => error);
    expect((stranger as AppError).code).toBe('TOO_MANY_REQUESTS');
    // The admin's own browser (its device cookie names this admin) gets in, from anywhere.
    const trusted = await login(
      t.db,
      { email: 'staff@example.in', password: 'a-long-secret' },
      { ip: '192.0.2.201', deviceUserId: admin.userId },
      now + 200,
    );
    expect(trusted.admin.userId).toBe(admin.userId);
    // A device cookie of another admin is no pass for this account.
    const otherDevice = await login(
      t.db,
      { email: 'staff@example.in', password: 'a-long-secret' },
      { ip: '192.0.2.202', deviceUserId: admin.userId + 1 },
      now + 300,
    ).catch((error: AppError) => error);
    expect((otherDevice as AppError).code).toBe('TOO_MANY_REQUESTS');
    // The hold ends with the window.
    const afterwards = await login(
      t.db,
      { email: 'staff@example.in', password: 'a-long-secret' },
      { ip: '192.0.2.200' },
      now + loginFailureWindowMs + 1000,
    );
    expect(afterwards.admin.userId).toBe(admin.userId);
  });

  it('refuses a common password for a new admin and a changed password, in any case or with digits after it', async () => {
    for (const password of ['1234567890', 'QwertyUiop', 'dragonball2026', 'charlie1234567']) {
      const error = await createAdmin(t.db, { email: 'new@example.in', password }).catch((e: AppError) => e);
      expect((error as AppError).message, password).toBe(commonPasswordMessage);
    }
    const { admin } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    const change = await changePassword(t.db, admin.userId, 'a-long-secret', 'basketball', admin.sessionId).catch(
      (e: AppError) => e,
    );
    expect((change as AppError).details.fieldErrors).toEqual({ newPassword: [commonPasswordMessage] });
    // The old password still works: nothing was changed.
    expect((await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta)).admin.userId).toBe(admin.userId);
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
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
    const error = await visitor.auth.login({ email: 'staff@example.in', password: 'wrong-password' }).catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
    expect((error as TRPCError).cause).toBeInstanceOf(AppError);
  });

  it('logout revokes the session on the server', async () => {
    const { admin, token } = await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, meta);
    await callerFor(t, admin).auth.logout();
    expect(resolveSession(t.db, token)).toBeNull();
  });
});
