// The admin name search reads the FTS5 trigram index (migration
// 0001_name_search); its triggers must keep it in step with the tables.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema';
import { createAdmin, login, type SessionAdmin } from '../../server/services/staff/auth';
import { callerFor, createTestDb, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration } from '../support/seed';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  await createAdmin(t.db, { email: 'staff@example.in', password: 'a-long-secret' });
  admin = (await login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, { ip: '127.0.0.1' })).admin;
});
afterEach(() => t.cleanup());

const names = async (q: string) => (await callerFor(t, admin).registrations.list({ q })).rows.map((row) => row.name);

describe('name search', () => {
  it('finds a part anywhere in a name, in any case, through the index', async () => {
    seedRegistration(t.db, { name: 'Sunita Devi Paswan' });
    seedRegistration(t.db, { name: 'Ravi Kumar' });
    expect(await names('PASW')).toEqual(['Sunita Devi Paswan']);
    expect(await names('devi pas')).toEqual(['Sunita Devi Paswan']);
    const plan = t.db.$client
      .prepare("explain query plan select rowid from registrations_name_fts where name like '%pasw%'")
      .all()
      .map((row) => (row as { detail: string }).detail);
    expect(plan.join(' ')).toMatch(/INDEX 0:L/);
  });

  it('follows renames and deletions', async () => {
    const row = seedRegistration(t.db, { name: 'Mohammad Arif' });
    t.db.update(registrations).set({ name: 'Mohammad Asif' }).where(eq(registrations.id, row.id)).run();
    expect(await names('arif')).toEqual([]);
    expect(await names('asif')).toEqual(['Mohammad Asif']);
    t.db.delete(registrations).where(eq(registrations.id, row.id)).run();
    expect(await names('asif')).toEqual([]);
  });

  it('searches admissions by name too', async () => {
    const registration = seedRegistration(t.db, { name: 'Nisha Kumari', status: 'APPROVED' });
    seedAdmission(t.db, registration, { name: 'Nisha Kumari' });
    const found = await callerFor(t, admin).admissions.list({ q: 'kumari' });
    expect(found.rows.map((row) => row.name)).toEqual(['Nisha Kumari']);
  });

  it('stops counting a broad name search past 1,000 and still lists the newest matches first', async () => {
    t.db.transaction((tx) => {
      for (let i = 0; i < 1005; i++) {
        seedRegistration(tx as unknown as typeof t.db, {
          name: `Ravi Kumar ${i}`,
          createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
        });
      }
      seedRegistration(tx as unknown as typeof t.db, { name: 'Sunita Devi', createdAt: new Date(Date.UTC(2026, 0, 1)) });
    });
    const api = callerFor(t, admin).registrations;
    const broad = await api.list({ q: 'kumar', pageSize: 10 });
    expect(broad.totalCapped).toBe(true);
    expect(broad.total).toBe(1000);
    expect(broad.rows.map((row) => row.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Ravi Kumar ${1004 - i}`));
    // A narrow search is counted exactly, through the index.
    const narrow = await api.list({ q: 'Kumar 100' });
    expect(narrow.totalCapped).toBe(false);
    expect(narrow.total).toBe(6); // 100 and 1000-1004
    // Filters and the other kinds of search are counted to the end as before.
    const all = await api.list({});
    expect(all.totalCapped).toBe(false);
    expect(all.total).toBe(1006);
  });
});
