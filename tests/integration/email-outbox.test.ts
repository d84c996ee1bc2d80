// Email to applicants through the outbox, against a real SMTP server started
// here (smtp-server), a real SQLite file and nodemailer: the delivered message,
// a refusal then a retry, a permanent refusal, email off, and (over HTTP, with
// the production server) a restart while a message is still queued.
// The HTTP part needs `npm run build`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { createLogger } from '../../server/logger';
import { createSmtpTransport, startEmailSender, type EmailSender } from '../../server/mail/outbox-sender';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { decideAndNotify, dueEmails, type EmailSettings } from '../../server/services/messages/email-outbox';
import { backupSite } from '../../server/storage/backup';
import { seedSettings } from '../../server/services/site/settings';
import { configureTestInstitute } from '../support/institute';
import { createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { seedEnquiry, seedRegistration, seedVerifiedPayment } from '../support/seed';
import { adminCookieOf, freePort, startServer } from '../support/server';
import { startSmtpServer, waitFor, type TestSmtpServer } from '../support/smtp';

const run = promisify(execFile);
const siteUrl = 'https://jyoti.example.in';
const from = 'Institute Office <office@jyoti.example.in>';

let t: TestDb;
let admin: SessionAdmin;
let smtp: TestSmtpServer | null = null;
let sender: EmailSender | null = null;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(async () => {
  await sender?.stop();
  await smtp?.close();
  sender = null;
  smtp = null;
  t.cleanup();
});

const staffWith = (email: EmailSettings | null) =>
  createCaller(createContext({ db: t.db, admin, ip: '203.0.113.7', dataDir: t.dataDir, guards: roomyGuards, email }));

const senderTo = (port: number, retryBaseMs = 60_000) =>
  startEmailSender({
    db: t.db,
    transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    from,
    retryBaseMs,
    logger: createLogger('silent'),
    poll: false,
  });

const emailRows = () => t.db.select().from(outbox).where(eq(outbox.channel, 'email')).all();

describe('email to the applicant', () => {
  it('queues the decision with its remark in the same step and delivers it', async () => {
    smtp = await startSmtpServer();
    sender = senderTo(smtp.port);
    const reg = seedRegistration(t.db, { name: 'Asha Kumari' });
    const staff = staffWith({ siteUrl });

    const change = await staff.registrations.decide({
      id: reg.id,
      status: 'REJECTED',
      remark: 'The payment screenshot is unreadable',
    });
    expect(change).toMatchObject({ changed: true, emailQueued: true });
    expect(emailRows().map((row) => [row.recipient, row.state, row.attempts])).toEqual([[reg.email, 'queued', 0]]);
    // Nothing went to the mail server during the request.
    expect(smtp.attempts()).toBe(0);

    expect(await sender.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([reg.email]);
    expect(mail.from).toBe('office@jyoti.example.in');
    expect(mail.headers.subject).toBe(`Your application ${reg.referenceId}: REJECTED`);
    expect(mail.text).toContain(`Dear Asha Kumari, your application ${reg.referenceId}`);
    expect(mail.text).toContain('REJECTED');
    expect(mail.text).toContain('Remark: The payment screenshot is unreadable');
    expect(mail.text).toContain(`${siteUrl}/admission-form`);

    const [row] = emailRows();
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const messages = await staff.registrations.messages({ id: reg.id });
    expect(messages.map((m) => [m.channel, m.recipient, m.state])).toEqual([['email', reg.email, 'sent']]);

    // A second pass finds nothing more to send.
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps a refused message queued with the reason and sends it on the retry', async () => {
    smtp = await startSmtpServer({ refuseFirst: 1, refuseCode: 451 });
    const retryBaseMs = 300;
    sender = senderTo(smtp.port, retryBaseMs);
    const enquiry = seedEnquiry(t.db);
    await staffWith({ siteUrl }).enquiries.resolve({ id: enquiry.id, remark: 'Batch timings sent' });

    const before = Date.now();
    expect(await sender.runOnce()).toBe(0);
    const [refused] = emailRows();
    expect(refused).toMatchObject({ state: 'queued', attempts: 1 });
    expect(refused!.lastError).toMatch(/451|Try again later/);
    expect(refused!.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + retryBaseMs);
    // The dashboard's notice: sending is failing, one waits, and why.
    const failing = await staffWith({ siteUrl }).mail.health();
    expect(failing).toMatchObject({ email: 'on', waiting: 1, retrying: 1, givenUp: 0, held: 0 });
    expect(failing.lastError).toMatch(/451|Try again later/);
    // Not due yet: a pass now does not touch it.
    if (Date.now() < refused!.nextAttemptAt!.getTime()) {
      expect(await sender.runOnce()).toBe(0);
      expect(smtp.attempts()).toBe(1);
    }

    await waitFor(() => dueEmails(t.db, new Date()).length === 1, 'the retry to fall due');
    expect(await sender.runOnce()).toBe(1);
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain('Our answer:\nBatch timings sent');
    expect(emailRows()[0]).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(await staffWith({ siteUrl }).mail.health()).toMatchObject({ waiting: 0, retrying: 0, givenUp: 0, lastError: null });
  });

  it('gives a message up when the server refuses it for good (5xx), with the reason', async () => {
    smtp = await startSmtpServer({ refuseFirst: 1, refuseCode: 550 });
    sender = senderTo(smtp.port, 1);
    const reg = seedRegistration(t.db);
    seedVerifiedPayment(t.db, 'registration', reg.id);
    await staffWith({ siteUrl }).registrations.decide({ id: reg.id, status: 'APPROVED' });
    expect(await sender.runOnce()).toBe(0);
    const [row] = emailRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null });
    expect(row!.lastError).toMatch(/550|Try again later/);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.attempts()).toBe(1);
  });

  it('queues nothing while email is off, and the dashboard is told so', async () => {
    const reg = seedRegistration(t.db);
    seedVerifiedPayment(t.db, 'registration', reg.id);
    const off = staffWith(null);
    expect(await off.mail.status()).toEqual({ email: 'off' });
    expect(await off.registrations.decide({ id: reg.id, status: 'APPROVED' })).toMatchObject({
      changed: true,
      emailQueued: false,
    });
    expect(emailRows()).toHaveLength(0);
    expect(await staffWith({ siteUrl }).mail.status()).toEqual({ email: 'on' });
  });

  it('queues nothing when the decision changes nothing, and one email per real move', async () => {
    const reg = seedRegistration(t.db);
    seedVerifiedPayment(t.db, 'registration', reg.id);
    const staff = staffWith({ siteUrl });
    await staff.registrations.decide({ id: reg.id, status: 'APPROVED' });
    expect(await staff.registrations.decide({ id: reg.id, status: 'APPROVED' })).toMatchObject({
      changed: false,
      emailQueued: false,
    });
    // The old client's update-status tells the applicant too.
    await staff.registrations.setStatus({ id: reg.id, status: 'REJECTED' });
    expect(emailRows().map((row) => row.subject)).toEqual([
      `Your application ${reg.referenceId}: APPROVED`,
      `Your application ${reg.referenceId}: REJECTED`,
    ]);
  });
});

describe('email across a restart (production server over HTTP)', () => {
  it('a message queued while the mail server is down is sent by the next process', async () => {
    const smtpPort = await freePort();
    const server1Dir = t.dataDir;
    // The database the servers will use: the test institute and one registration.
    t.db.$client.close();
    const db = openDatabase(server1Dir);
    seedSettings(db);
    configureTestInstitute(db);
    const reg = seedRegistration(db, { name: 'Restart Applicant' });
    const env = {
      ADMIN_EMAIL: 'mailer@example.in',
      ADMIN_PASSWORD: 'mailer-long-secret',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: from,
      PUBLIC_URL: siteUrl,
      MAIL_RETRY_SECONDS: '1',
    };
    const rows = () => db.select().from(outbox).where(eq(outbox.channel, 'email')).all();
    try {
      // 1. Nothing listens on the SMTP port: the decision is made, the email waits.
      const first = await startServer(env, { dataDir: server1Dir });
      try {
        const cookie = await adminCookieOf(first.url, env);
        const decided = await fetch(`${first.url}/trpc/registrations.decide`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ id: reg.id, status: 'APPROVED', remark: 'Welcome', approveUnverifiedPayment: true }),
        });
        expect(decided.status).toBe(200);
        await waitFor(() => (rows()[0]?.attempts ?? 0) >= 1, 'the first, failed attempt');
        expect(rows()[0]).toMatchObject({ state: 'queued' });
        expect(rows()[0]!.lastError).toBeTruthy();
      } finally {
        expect(await first.stop()).toBe(0);
      }
      expect(rows().map((row) => row.state)).toEqual(['queued']);

      // 2. The mail server is back; a new process sends what was left queued.
      smtp = await startSmtpServer({ port: smtpPort });
      const second = await startServer(env, { dataDir: server1Dir });
      try {
        await waitFor(() => rows()[0]?.state === 'sent', 'the queued email to be sent after the restart');
      } finally {
        await second.stop();
      }
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([reg.email]);
      expect(smtp.received[0]!.text).toContain('Remark: Welcome');
      expect(smtp.received[0]!.text).toContain(`${siteUrl}/admission-form`);
    } finally {
      db.$client.close();
      // cleanup() closes t.db again; give it an open handle to close.
      t.db = openDatabase(server1Dir);
    }
  }, 90_000);
});

describe('a restore never sends an email twice (production server over HTTP)', () => {
  it('an email queued at backup time and sent since is held after the restore until staff send it again', async () => {
    smtp = await startSmtpServer();
    const siteDir = t.dataDir;
    t.db.$client.close();
    const db = openDatabase(siteDir);
    const restoredDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'institute-restored-')), 'data');
    const backupDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'institute-backup-')), 'b');
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: from, PUBLIC_URL: siteUrl, MAIL_RETRY_SECONDS: '1' };
    try {
      seedSettings(db);
      configureTestInstitute(db);
      const reg = seedRegistration(db, { name: 'Backup Applicant' });
      // The decision's email is queued (no server runs yet) and the backup is taken with it queued.
      decideAndNotify(db, 'registration', reg.id, 'APPROVED', admin.userId, 'Welcome', { siteUrl });
      await backupSite(siteDir, backupDir);
      db.$client.close();

      // The site goes on: its server sends the email.
      const before = await startServer(env, { dataDir: siteDir });
      try {
        await waitFor(() => smtp!.received.length === 1, 'the queued email to be sent before the restore');
      } finally {
        await before.stop();
      }

      // The disk is lost; the backup is restored with the real command.
      const restored = await run('npx', ['tsx', 'scripts/restore.ts', '--from', backupDir], {
        env: { ...process.env, DATA_DIR: restoredDir },
      });
      expect(restored.stdout).toContain(
        'Held 1 email that was waiting to be sent when the backup was taken (it may have gone out since): the dashboard lists them to send or cancel.',
      );

      const after = await startServer(env, { dataDir: restoredDir });
      try {
        const login = await fetch(`${after.url}/admin/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'staff@example.in', password: 'a-long-secret' }).toString(),
        });
        expect(login.status).toBe(302);
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        const trpcGet = async (name: string) => {
          const response = await fetch(`${after.url}/trpc/${name}`, { headers: { cookie } });
          expect(response.status).toBe(200);
          return ((await response.json()) as { result: { data: unknown } }).result.data;
        };
        const trpcPost = (name: string, input: unknown) =>
          fetch(`${after.url}/trpc/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(input),
          });

        // A new decision after the restore is emailed: the sender runs...
        const other = openDatabase(restoredDir);
        const second = seedRegistration(other, { name: 'After Restore' });
        other.$client.close();
        expect(
          (
            await trpcPost('registrations.decide', {
              id: second.id,
              status: 'APPROVED',
              remark: 'Paid at the office',
              approveUnverifiedPayment: true,
            })
          ).status,
        ).toBe(200);
        await waitFor(() => smtp!.received.length === 2, 'the new decision to be emailed');
        // ...and the held one was not sent a second time.
        expect(smtp.received.map((mail) => mail.to[0])).toEqual([reg.email, second.email]);
        expect(await trpcGet('mail.health')).toMatchObject({
          email: 'on',
          held: 1,
          waiting: 0,
          retrying: 0,
          givenUp: 0,
          lastError: null,
        });
        const held = (await trpcGet('mail.held')) as { id: number; recipient: string; subject: string }[];
        expect(held.map((row) => [row.recipient, row.subject])).toEqual([
          [reg.email, `Your application ${reg.referenceId}: APPROVED`],
        ]);

        // Staff choose to send it again: it goes once more, and a second click changes nothing.
        expect((await trpcPost('mail.settleHeld', { ids: [held[0]!.id], action: 'send' })).status).toBe(200);
        await waitFor(() => smtp!.received.length === 3, 'the released email to be sent');
        expect(smtp.received[2]!.to).toEqual([reg.email]);
        expect((await trpcPost('mail.settleHeld', { ids: [held[0]!.id], action: 'send' })).status).toBe(409);
        expect(await trpcGet('mail.health')).toMatchObject({ held: 0 });
      } finally {
        await after.stop();
      }
      expect(smtp.received).toHaveLength(3);
    } finally {
      // cleanup() closes t.db again; give it an open handle to close.
      t.db = openDatabase(siteDir);
      rmSync(path.dirname(restoredDir), { recursive: true, force: true });
      rmSync(path.dirname(backupDir), { recursive: true, force: true });
    }
  }, 120_000);
});
