// Migration 0016 (decision 068): every account made before roles becomes an
// Owner of every centre, and keeps signing in with every right it had.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterAll, expect, it } from 'vitest';
import { databaseOn, migrationsFolder, type DB } from '../../db/client';
import * as schema from '../../db/schema';
import { permissions, may } from '../../domain/staff';
import { login, resolveSession } from '../../server/services/staff/auth';
import { hashPassword } from '../../server/services/staff/passwords';

const dir = mkdtempSync(path.join(os.tmpdir(), 'staff-roles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("makes today's accounts Owners of every centre", async () => {
  const before = path.join(dir, 'migrations-before');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === '0016_staff-roles');
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));

  const sqlite = new Database(path.join(dir, 'app.sqlite'));
  sqlite.pragma('foreign_keys = ON');
  migrate(drizzle(sqlite, { schema }), { migrationsFolder: before });
  const passwordHash = await hashPassword('an-old-long-password');
  for (const email of ['first@example.in', 'second@example.in'])
    sqlite.prepare('INSERT INTO users (email, name, password_hash) VALUES (?, ?, ?)').run(email, 'Old admin', passwordHash);

  migrate(drizzle(sqlite, { schema }), { migrationsFolder });
  const db: DB = databaseOn(sqlite);

  expect(sqlite.prepare('SELECT user_id, role FROM staff_roles ORDER BY user_id').all()).toEqual([
    { user_id: 1, role: 'owner' },
    { user_id: 2, role: 'owner' },
  ]);
  expect(sqlite.prepare('SELECT all_centres FROM users').all()).toEqual([{ all_centres: 1 }, { all_centres: 1 }]);
  const { token, admin } = await login(
    db,
    { email: 'second@example.in', password: 'an-old-long-password' },
    { ip: '198.51.100.9' },
  );
  expect(admin.roles).toEqual(['owner']);
  expect(admin.centres).toBe('all');
  const session = resolveSession(db, token)!;
  for (const permission of permissions) expect(may(session, permission), permission).toBe(true);
  sqlite.close();
});
