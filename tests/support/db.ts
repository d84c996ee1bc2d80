import { createGuards } from '../../server/api/guards';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databasePath, openDatabase, type DB } from '../../db/client';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { createAdmin, login, type SessionAdmin } from '../../server/services/staff/auth';

const baseDataDir = path.resolve('tests/.tmp/base');

export interface TestDb {
  db: DB;
  dataDir: string;
  cleanup: () => void;
}

/** A private DATA_DIR holding a copy of the migrated base database. */
export function createTestDb(): TestDb {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'institute-test-'));
  copyFileSync(databasePath(baseDataDir), databasePath(dataDir));
  const db = openDatabase(dataDir);
  return {
    db,
    dataDir,
    cleanup: () => {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Limits no test of a procedure reaches (the limits have tests of their own). */
export const roomyGuards = createGuards({ submitsPerHour: 1e6, lookupsPer15Min: 1e6, signInsPer15Min: 1e6 });

/** A server-side caller as a visitor (admin null) or as a signed-in admin. */
export function callerFor(testDb: TestDb, admin: SessionAdmin | null = null, ip = '203.0.113.7') {
  return createCaller(
    createContext({ db: testDb.db, admin, ip, userAgent: 'vitest', dataDir: testDb.dataDir, guards: roomyGuards }),
  );
}

/** The signed-in admin the procedure tests act as: staff@example.in, password a-long-secret. */
export async function signedInStaff(testDb: TestDb): Promise<SessionAdmin> {
  await createAdmin(testDb.db, { email: 'staff@example.in', password: 'a-long-secret' });
  return (await login(testDb.db, { email: 'staff@example.in', password: 'a-long-secret' }, { ip: '198.51.100.1' })).admin;
}
