// The message to the applicant and the WhatsApp link, against a real SQLite
// file: the decision, reference id, remark and /admission-form link are in
// the text; the link carries the number and the text; the press is recorded.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { problemOf } from '../../server/api/problem-of';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { testInstitute } from '../support/institute-values';
import { seedEnquiry, seedRegistration } from '../support/seed';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(() => t.cleanup());

describe('Send on WhatsApp', () => {
  it('opens wa.me with the number and the decision message, and records the press', async () => {
    const reg = seedRegistration(t.db, { mobile: '9876543210' });
    const staff = callerFor(t, admin);
    await staff.registrations.decide({
      id: reg.id,
      status: 'APPROVED',
      remark: 'Bring your marksheet',
      approveUnverifiedPayment: true,
    });
    const { url, text } = await staff.registrations.whatsappNotice({ id: reg.id, siteUrl: 'https://jyoti.example.in' });

    const link = new URL(url);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(text);
    expect(text).toContain(`application ${reg.referenceId} at ${testInstitute.instituteName}`);
    expect(text).toContain('APPROVED');
    expect(text).toContain('Remark: Bring your marksheet');
    expect(text).toContain('https://jyoti.example.in/admission-form');

    const messages = await staff.registrations.messages({ id: reg.id });
    expect(messages.map((m) => [m.channel, m.recipient, m.state, m.by])).toEqual([
      ['whatsapp', '+919876543210', 'sent', 'staff@example.in'],
    ]);
  });

  it('tells a resolved enquiry without a reference id', async () => {
    const enq = seedEnquiry(t.db);
    const staff = callerFor(t, admin);
    await staff.enquiries.resolve({ id: enq.id, remark: 'Batch timings sent' });
    const { text } = await staff.enquiries.whatsappNotice({ id: enq.id, siteUrl: 'http://localhost:3000' });
    expect(text).toContain(`your enquiry to ${testInstitute.instituteName} has been resolved`);
    expect(text).toContain('Our answer:\nBatch timings sent');
  });

  it('answers an enquiry: the reply is required, kept in the history, in the message, and the enquiry can be reopened', async () => {
    const enq = seedEnquiry(t.db, { language: 'hi' });
    const staff = callerFor(t, admin);
    const refused = await staff.enquiries.answer({ id: enq.id, reply: '   ' }).then(
      () => null,
      (error: unknown) => problemOf(error),
    );
    expect(refused?.fieldErrors).toEqual({ reply: ['Please write the answer; the enquirer will receive it.'] });
    expect((await staff.enquiries.detail({ id: enq.id })).record.status).toBe('PENDING');

    const reply = 'नया बैच सोमवार से है। Fee ₹8,000.';
    expect(await staff.enquiries.answer({ id: enq.id, reply })).toMatchObject({ changed: true, from: 'PENDING', to: 'RESOLVED' });
    const { text } = await staff.enquiries.whatsappNotice({ id: enq.id, siteUrl: 'https://jyoti.example.in' });
    expect(text).toContain(`हमारा जवाब:\n${reply}`);

    // Reopened, then answered again: every step and both answers stay in the history.
    expect(await staff.enquiries.reopen({ id: enq.id, remark: 'Visitor asked about Belwa' })).toMatchObject({
      changed: true,
      to: 'PENDING',
    });
    expect(await staff.enquiries.reopen({ id: enq.id })).toMatchObject({ changed: false });
    await staff.enquiries.answer({ id: enq.id, reply: 'Belwa has the same batch.' });
    const { record, history } = await staff.enquiries.detail({ id: enq.id });
    expect(record.status).toBe('RESOLVED');
    expect(history.map((h) => [h.from, h.to, h.remark, h.by])).toEqual([
      ['PENDING', 'RESOLVED', reply, 'staff@example.in'],
      ['RESOLVED', 'PENDING', 'Visitor asked about Belwa', 'staff@example.in'],
      ['PENDING', 'RESOLVED', 'Belwa has the same batch.', 'staff@example.in'],
    ]);
    // Answering a resolved enquiry again changes nothing and sends nothing.
    expect(await staff.enquiries.answer({ id: enq.id, reply: 'again' })).toMatchObject({ changed: false, emailQueued: false });
  });

  it('speaks Hindi to an applicant who filled the form in Hindi, with the Hindi look-up link', async () => {
    const reg = seedRegistration(t.db, { mobile: '9876543211', language: 'hi' });
    const staff = callerFor(t, admin);
    await staff.registrations.decide({
      id: reg.id,
      status: 'APPROVED',
      remark: 'सोमवार को अंकपत्र लाएँ',
      approveUnverifiedPayment: true,
    });
    const { text } = await staff.registrations.whatsappNotice({ id: reg.id, siteUrl: 'https://jyoti.example.in/' });
    expect(text).toContain(`${testInstitute.instituteName} में आपके आवेदन (रेफ़रेंस ID ${reg.referenceId}) की स्थिति: स्वीकृत।`);
    expect(text).toContain('टिप्पणी: सोमवार को अंकपत्र लाएँ');
    expect(text).toContain('अगला कदम: https://jyoti.example.in/hi/admission-form खोलें');
    const [message] = t.db.select().from(outbox).where(eq(outbox.recordId, reg.id)).all();
    expect(message?.subject).toBe(`आपका आवेदन ${reg.referenceId}: स्वीकृत`);

    const enq = seedEnquiry(t.db, { language: 'hi' });
    await staff.enquiries.resolve({ id: enq.id });
    const enquiry = await staff.enquiries.whatsappNotice({ id: enq.id, siteUrl: 'https://jyoti.example.in' });
    expect(enquiry.text).toContain('से की गई आपकी पूछताछ का जवाब दे दिया गया है।');
  });

  it('refuses visitors, unknown records and non-web links, recording nothing', async () => {
    const reg = seedRegistration(t.db);
    const visitor = await callerFor(t)
      .registrations.whatsappNotice({ id: reg.id, siteUrl: 'https://a.in' })
      .catch((e: unknown) => e);
    expect(problemOf(visitor).status).toBe(401);
    const staff = callerFor(t, admin);
    const unknown = await staff.registrations.whatsappNotice({ id: 4242, siteUrl: 'https://a.in' }).catch((e: unknown) => e);
    expect(problemOf(unknown).status).toBe(404);
    const script = await staff.registrations
      .whatsappNotice({ id: reg.id, siteUrl: 'javascript:alert(1)' })
      .catch((e: unknown) => e);
    expect(problemOf(script).status).toBe(400);
    expect(t.db.select().from(outbox).all()).toHaveLength(0);
  });
});
