// Email to applicants through the outbox, against a real SMTP server started
// here (smtp-server), a real SQLite file and nodemailer: the delivered message,
// a refusal then a retry, a permanent refusal, email off, and (over HTTP, with
// the production server) a restart while a message is still queued.
// The HTTP part needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { createLogger } from '../../server/logger';
import { createSmtpTransport, startEmailSender, type EmailSender } from '../../server/mail/outbox-sender';
import type { SessionAdmin } from '../../server/services/auth';
import { dueEmails, type EmailSettings } from '../../server/services/email-outbox';
import { seedSettings } from '../../server/services/settings';
import { configureTestInstitute } from '../support/institute';
import { createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { seedEnquiry, seedRegistration, seedVerifiedPayment } from '../support/seed';
import { freePort, startServer } from '../support/server';
import { startSmtpServer, waitFor, type TestSmtpServer } from '../support/smtp';

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

    const change = await staff.registrations.decide({ id: reg.id, status: 'REJECTED', remark: 'The payment screenshot is unreadable' });
    expect(change).toMatchObject({ changed: true, emailQueued: true });
    expect(emailRows().map((row) => [row.recipient, row.state, row.attempts])).toEqual([[reg.email, 'queued', 0]]);
    // Nothing went to the mail server during the request.
    expect(smtp.attempts()).toBe(0);

    expect(await sender.runOnce()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([reg.email]);
    expect(mail.from).toBe('office@jyoti.example.in');
    expect(mail.headers.subject).toBe(`Your registration ${reg.referenceId}: REJECTED`);
    expect(mail.text).toContain(`Dear Asha Kumari, your registration ${reg.referenceId}`);
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
    // Not due yet: a pass now does not touch it.
    if (Date.now() < refused!.nextAttemptAt!.getTime()) {
      expect(await sender.runOnce()).toBe(0);
      expect(smtp.attempts()).toBe(1);
    }

    await waitFor(() => dueEmails(t.db, new Date()).length === 1, 'the retry to fall due');
    expect(await sender.runOnce()).toBe(1);
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.text).toContain('Remark: Batch timings sent');
    expect(emailRows()[0]).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
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
    expect(await off.registrations.decide({ id: reg.id, status: 'APPROVED' })).toMatchObject({ changed: true, emailQueued: false });
    expect(emailRows()).toHaveLength(0);
    expect(await staffWith({ siteUrl }).mail.status()).toEqual({ email: 'on' });
  });

  it('queues nothing when the decision changes nothing, and one email per real move', async () => {
    const reg = seedRegistration(t.db);
    seedVerifiedPayment(t.db, 'registration', reg.id);
    const staff = staffWith({ siteUrl });
    await staff.registrations.decide({ id: reg.id, status: 'APPROVED' });
    expect(await staff.registrations.decide({ id: reg.id, status: 'APPROVED' })).toMatchObject({ changed: false, emailQueued: false });
    // The old client's update-status tells the applicant too.
    await staff.registrations.setStatus({ id: reg.id, status: 'REJECTED' });
    expect(emailRows().map((row) => row.subject)).toEqual([
      `Your registration ${reg.referenceId}: APPROVED`,
      `Your registration ${reg.referenceId}: REJECTED`,
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
        const login = await fetch(`${first.url}/admin/login`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }).toString(),
        });
        expect(login.status).toBe(302);
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
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
