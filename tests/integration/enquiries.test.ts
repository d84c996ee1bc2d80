import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { problemOf } from '../../server/api/problem-of';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enquiries } from '../../db/schema';
import { submitEnquiry } from '../../server/services/messages/enquiries';
import { callerFor, createTestDb, type TestDb } from '../support/db';
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
      name: ['Name is required.'],
      email: ['email is required.'],
      mobile: ['mobile is required.'],
      subject: ['subject is required.'],
      query: ['query is required.'],
    });
    expect(rowCounts(t.db).enquiries).toBe(0);
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
