// The admin registration list at 100,000 rows, through the same procedures
// the dashboard calls (server-side caller), against the same queries on an
// empty table.
import { roomyGuards } from '../tests/support/db';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DB } from '../db/client';
import { centres as centreList, recordStatuses } from '../domain/vocabulary';
import type { CentreScope } from '../domain/staff';
import { createCaller } from '../server/api/root';
import { createContext } from '../server/api/trpc';
import { createAdmin, login } from '../server/services/staff';
import { seedRegistration } from '../tests/support/seed';
import { timeRuns } from './load';

const names = ['Asha Kumari', 'Ravi Kumar', 'Pooja Singh', 'Mohammad Arif', 'Sunita Devi', 'Amit Yadav', 'Nisha Paswan'];

/** A signed-in caller; `centres` other than 'all' makes them a Centre head of those centres (decision 068). */
async function adminCaller(db: DB, dataDir: string, centres: CentreScope = 'all') {
  await createAdmin(
    db,
    centres === 'all'
      ? { email: 'bench-admin@example.in', password: 'bench-password-1' }
      : { email: 'bench-admin@example.in', password: 'bench-password-1', roles: ['centre-head'], centres },
  );
  const { admin } = await login(db, { email: 'bench-admin@example.in', password: 'bench-password-1' }, { ip: '127.0.0.1' });
  return createCaller(createContext({ db, admin, ip: '127.0.0.1', dataDir, guards: roomyGuards }));
}

/** The list's queries at `rows` registrations, as a person of `centres` sees them (every centre by default). */
export async function measureAdminList(rows: number, runs: number, centres: CentreScope = 'all') {
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'bench-full-')), mkdtempSync(path.join(os.tmpdir(), 'bench-empty-'))];
  const [full, empty] = dirs.map((dir) => openDatabase(dir)) as [DB, DB];
  full.transaction((tx) => {
    for (let i = 0; i < rows; i++) {
      seedRegistration(tx as unknown as DB, {
        name: `${names[i % names.length]} ${i}`,
        status: recordStatuses.values[i % 3]!,
        centre: centreList.values[i % 3]!,
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  });
  const probe = full.$client.prepare('select mobile from registrations where id = ?').get(Math.floor(rows / 2)) as
    { mobile: string } | undefined;
  const queries: [string, (api: Awaited<ReturnType<typeof adminCaller>>) => Promise<unknown>][] = [
    ['first page', (api) => api.registrations.list({})],
    ['search by mobile', (api) => api.registrations.list({ q: probe?.mobile ?? '9000000000' })],
    ['search by a part of a name matching 1 row in 7', (api) => api.registrations.list({ q: 'Pooja' })],
    ['search by a full name', (api) => api.registrations.list({ q: `Pooja Singh ${7 * 7000 + 2}` })],
    ['filter status + centre', (api) => api.registrations.list({ status: 'APPROVED', centre: 'belwa' })],
    ['counts per status', (api) => api.registrations.counts()],
  ];
  const fullApi = await adminCaller(full, dirs[0]!, centres);
  const emptyApi = await adminCaller(empty, dirs[1]!, centres);
  const results = [];
  for (const [label, query] of queries) {
    await query(fullApi); // warm the page cache of SQLite
    const withRows = await timeRuns(runs, () => query(fullApi));
    const withoutRows = await timeRuns(runs, () => query(emptyApi));
    results.push({ label, withRows, withoutRows });
  }
  full.$client.close();
  empty.$client.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  return results;
}
