// Two connections to one real database file, as the server and a CLI script
// (or a test) have: a status move reads the status and then writes, and the
// other connection writes in between. A DEFERRED transaction loses its write
// with SQLITE_BUSY at once (its snapshot is stale, so SQLite cannot wait for
// it); every transaction begins IMMEDIATE instead (db/client.ts, decision 062).
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { databasePath } from '../../db/client';
import { registrations } from '../../db/schema';
import { createTestDb, type TestDb } from '../support/db';
import { seedRegistration } from '../support/seed';

let testDb: TestDb;
let other: Database.Database;
afterEach(() => {
  other?.close();
  testDb?.cleanup();
});

/** Reads a registration's status, lets the other connection try to write, then approves it. */
function readThenWrite(behavior?: 'deferred') {
  testDb = createTestDb();
  const { db } = testDb;
  const applicant = seedRegistration(db, {});
  other = new Database(databasePath(testDb.dataDir));
  // The other connection does not wait: whether it may write at all is what is measured.
  other.pragma('busy_timeout = 0');
  const otherWrite = () =>
    other.prepare('update registrations set updated_at = coalesce(updated_at, 0) + 1 where id = ?').run(applicant.id);
  let otherError: unknown = null;
  const move = () =>
    db.transaction(
      (tx) => {
        tx.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, applicant.id)).get();
        try {
          otherWrite();
        } catch (error) {
          otherError = error;
        }
        return tx.update(registrations).set({ status: 'APPROVED' }).where(eq(registrations.id, applicant.id)).run().changes;
      },
      behavior ? { behavior } : undefined,
    );
  return { db, applicant, move, otherWrite, otherError: () => otherError as { code?: string } | null };
}

it('a read-then-write transaction holds the write lock from its start: the other connection waits, the move is kept', () => {
  const { db, applicant, move, otherWrite, otherError } = readThenWrite();
  expect(move()).toBe(1);
  expect(otherError()?.code).toMatch(/^SQLITE_BUSY/);
  // Once the move has committed, the other connection writes as usual.
  expect(otherWrite().changes).toBe(1);
  expect(
    db.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, applicant.id)).get()?.status,
  ).toBe('APPROVED');
});

it('the same transaction begun DEFERRED loses its write to the other connection at once (why the default is IMMEDIATE)', () => {
  const { move, otherError } = readThenWrite('deferred');
  let moveError: { code?: string } | null = null;
  try {
    move();
  } catch (error) {
    moveError = error as { code?: string };
  }
  expect(otherError()).toBeNull();
  expect(moveError?.code).toBe('SQLITE_BUSY_SNAPSHOT');
});
