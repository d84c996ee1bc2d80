import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { problemOf } from '../../server/api/problem-of';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema';
import { submitEnquiry } from '../../server/services/messages/enquiries';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { callerFor, createTestDb, roomyGuards, type TestDb } from '../support/db';
import { rowCounts } from '../support/uploads';

let t: TestDb;
beforeEach(() => {
  t = createTestDb();
});
afterEach(() => t.cleanup());

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  mobile: '09876543210',
  subject: 'course-details' as const,
  query: 'When does the next DCA batch start?',
};

describe('enquiries.submit', () => {
  it('records an enquiry as PENDING', async () => {
    const receipt = await callerFor(t).enquiries.submit(valid);
    expect(receipt).toMatchObject({ status: 'PENDING', alreadySubmitted: false });
    expect(t.db.select().from(enquiries).get()).toMatchObject({ ...valid, mobile: '9876543210' });
  });

  it('answers every missing field with the spec messages and stores nothing', async () => {
    const error = await callerFor(t)
      .enquiries.submit({ name: '', email: '', mobile: '', subject: '' as never, query: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    const cause = (error as TRPCError).cause;
    expect(cause).toBeInstanceOf(ZodError);
    // In English as every transport renders them (the checks say them by key).
    expect(problemOf(error).fieldErrors).toEqual({
      // Email is optional while the institute sends none (decision 075).
      name: ['Name is required.'],
      mobile: ['mobile is required.'],
      subject: ['subject is required.'],
      query: ['query is required.'],
    });
    expect(rowCounts(t.db).enquiries).toBe(0);
  });

  it('takes an enquiry without email while the institute sends none, and asks for it once email is set up (decision 075)', async () => {
    await callerFor(t).enquiries.submit({ ...valid, email: '' });
    expect(t.db.select().from(enquiries).get()).toMatchObject({ email: '' });
    const emailOn = createCaller(
      createContext({
        db: t.db,
        admin: null,
        ip: '203.0.113.8',
        userAgent: 'vitest',
        dataDir: t.dataDir,
        guards: roomyGuards,
        email: { siteUrl: 'https://institute.example' },
      }),
    );
    const error = await emailOn.enquiries.submit({ ...valid, email: ' ', query: 'Another question' }).catch((e: unknown) => e);
    expect(problemOf(error)).toMatchObject({ status: 400, fieldErrors: { email: ['email is required.'] } });
    expect(rowCounts(t.db).enquiries).toBe(1);
  });

  it('stores a double submit once', async () => {
    const first = await callerFor(t).enquiries.submit(valid);
    const again = await callerFor(t).enquiries.submit(valid);
    expect(again).toMatchObject({ id: first.id, alreadySubmitted: true });
    expect(rowCounts(t.db).enquiries).toBe(1);
    // The same words much later are a new enquiry.
    const later = submitEnquiry(t.db, { ...valid, mobile: '9876543210' }, Date.now() + 11 * 60 * 1000);
    expect(later.alreadySubmitted).toBe(false);
  });
});
