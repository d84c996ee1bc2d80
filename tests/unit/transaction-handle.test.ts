// A transaction's handle (db/client.ts, decision 065) on a real SQLite file:
// nested work gets a handle of its own kind, a rollback takes back what went
// through it, and the settings read through it are the transaction's, without
// leaving the transaction's copy as the database's.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { getSettings } from '../../server/services/site/settings';
import { createTestDb } from '../support/db';

const { db, cleanup } = createTestDb();
afterAll(cleanup);

const setFee = (handle: Pick<typeof db, 'update'>, fee: number) =>
  handle
    .update(settings)
    .set({ value: JSON.stringify(fee) })
    .where(eq(settings.key, 'registrationFee'))
    .run();

describe("a transaction's handle", () => {
  it('reads the settings in the transaction, and the database reads its own after a rollback', () => {
    const before = getSettings(db).registrationFee;
    expect(() =>
      db.transaction((tx) => {
        setFee(tx, before + 50);
        expect(getSettings(tx).registrationFee).toBe(before + 50);
        tx.rollback();
      }),
    ).toThrow();
    expect(getSettings(db).registrationFee).toBe(before);
  });

  it('hands nested work a handle that carries the connection, and a savepoint rolled back takes back only its own', () => {
    const before = getSettings(db).registrationFee;
    db.transaction((tx) => {
      expect(tx.$client).toBe(db.$client);
      setFee(tx, before + 1);
      expect(() =>
        tx.transaction((inner) => {
          expect(inner.$client).toBe(db.$client);
          setFee(inner, before + 2);
          inner.rollback();
        }),
      ).toThrow();
      expect(getSettings(tx).registrationFee).toBe(before + 1);
    });
    // The row as committed (getSettings(db) keeps its copy until updateSettings writes: this test writes the row itself).
    const row = db.select().from(settings).where(eq(settings.key, 'registrationFee')).get();
    expect(JSON.parse(row!.value)).toBe(before + 1);
  });
});
