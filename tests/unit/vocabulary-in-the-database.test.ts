// Every enum column holds only its vocabulary in the database itself
// (migration 0014, decision 056): the tables' enum lists come from
// domain/vocabulary.ts, and these checks fail when the database accepts a value
// outside a list, refuses one inside it, or a new enum column has no trigger.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseOn, migrationsFolder, type DB } from '../../db/client';
import * as schema from '../../db/schema';
import { createTestDb } from '../support/db';
import { seedAdmission, seedEnquiry, seedRegistration, seedVerifiedPayment } from '../support/seed';

const enumColumns = (Object.values(schema) as unknown[])
  .filter((table): table is SQLiteTable => table instanceof SQLiteTable)
  .flatMap((table) => {
    const { name, columns } = getTableConfig(table);
    return columns
      .filter((column) => (column.enumValues?.length ?? 0) > 0)
      .map((column) => ({ table: name, column: column.name, values: column.enumValues as string[] }));
  });

const refusalOf = (table: string, column: string) => `${table}.${column} is not in the vocabulary`;

/** The error an insert of only this column's value meets, or null; nothing it writes is kept. */
function insertError(sqlite: Database.Database, table: string, column: string, value: string): string | null {
  sqlite.exec('SAVEPOINT probe');
  try {
    sqlite.prepare(`INSERT INTO "${table}" ("${column}") VALUES (?)`).run(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    sqlite.exec('ROLLBACK TO probe; RELEASE probe');
  }
}

describe('the database holds each enum column to its vocabulary', () => {
  const testDb = createTestDb();
  const sqlite = testDb.db.$client;
  afterAll(() => testDb.cleanup());

  it('finds the enum columns of the schema', () => {
    expect(enumColumns.length).toBeGreaterThanOrEqual(30);
    expect(enumColumns).toContainEqual({ table: 'registrations', column: 'program', values: ['diploma', 'advance-diploma'] });
  });

  it('refuses an insert of any other value, in every enum column', () => {
    for (const { table, column } of enumColumns) {
      expect(insertError(sqlite, table, column, 'not-in-the-vocabulary'), `${table}.${column}`).toBe(refusalOf(table, column));
    }
  });

  it('takes every value of the vocabulary, in every enum column', () => {
    for (const { table, column, values } of enumColumns) {
      // Only this column is given, so a NOT NULL of another column may refuse
      // the row: what matters is that the vocabulary trigger does not.
      for (const value of values)
        expect(insertError(sqlite, table, column, value), `${table}.${column}=${value}`).not.toBe(refusalOf(table, column));
    }
  });

  it('has an update trigger for every enum column', () => {
    const triggers = new Set(
      sqlite
        .prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'")
        .all()
        .map((row) => (row as { name: string }).name),
    );
    for (const { table, column } of enumColumns)
      expect(triggers, `${table}.${column}`).toContain(`${table}_${column}_in_vocabulary_update`);
  });

  it('refuses an update to another value and keeps the row as it was', () => {
    const enquiry = seedEnquiry(testDb.db);
    expect(() => sqlite.prepare("UPDATE enquiries SET status = 'DONE' WHERE id = ?").run(enquiry.id)).toThrow(
      refusalOf('enquiries', 'status'),
    );
    const registration = seedRegistration(testDb.db);
    expect(() =>
      sqlite.prepare("UPDATE registrations SET centre = 'patna', name = 'Changed' WHERE id = ?").run(registration.id),
    ).toThrow(refusalOf('registrations', 'centre'));
    expect(testDb.db.select().from(schema.enquiries).where(eq(schema.enquiries.id, enquiry.id)).get()?.status).toBe('PENDING');
    const kept = testDb.db.select().from(schema.registrations).where(eq(schema.registrations.id, registration.id)).get();
    expect([kept?.centre, kept?.name]).toEqual(['gandhinagar', registration.name]);
    sqlite.prepare("UPDATE enquiries SET status = 'RESOLVED' WHERE id = ?").run(enquiry.id);
  });
});

describe('migration 0014 on a database with rows', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'enum-checks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps every row, index, trigger and foreign key', () => {
    // The migrations before 0014, as a database of the last release had them.
    // Then the migrations through 0014 only: the later ones add objects of their own.
    const migrationsUpTo = (name: string, keep: (idx: number, enumChecks: number) => boolean) => {
      const folder = path.join(dir, name);
      cpSync(migrationsFolder, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
      const enumChecks = journal.entries.find((entry) => entry.tag === '0014_enum-checks')!.idx;
      journal.entries = journal.entries.filter((entry) => keep(entry.idx, enumChecks));
      writeFileSync(journalFile, JSON.stringify(journal));
      return folder;
    };
    const before = migrationsUpTo('migrations-before', (idx, enumChecks) => idx < enumChecks);
    const through = migrationsUpTo('migrations-through', (idx, enumChecks) => idx <= enumChecks);

    const sqlite = new Database(path.join(dir, 'app.sqlite'));
    sqlite.pragma('foreign_keys = ON');
    migrate(drizzle(sqlite, { schema }), { migrationsFolder: before });
    const db: DB = databaseOn(sqlite);
    const registration = seedRegistration(db, { status: 'APPROVED' });
    const admission = seedAdmission(db, registration);
    seedVerifiedPayment(db, 'registration', registration.id);
    seedEnquiry(db);
    const objects = () =>
      sqlite.prepare("SELECT type, name FROM sqlite_master WHERE name NOT LIKE '%in_vocabulary%' ORDER BY type, name").all();
    const rows = () =>
      ['registrations', 'admissions', 'enquiries', 'payment_evidence', 'status_events'].map((table) =>
        sqlite.prepare(`SELECT * FROM "${table}" ORDER BY id`).all(),
      );
    const objectsBefore = objects();
    const rowsBefore = rows();

    migrate(drizzle(sqlite, { schema }), { migrationsFolder: through });

    expect(objects()).toEqual(objectsBefore);
    expect(rows()).toEqual(rowsBefore);
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    // The append-only rule of payment evidence still holds beside the new triggers.
    expect(() => sqlite.prepare('DELETE FROM payment_evidence').run()).toThrow('payment evidence is append-only');
    expect(() => sqlite.prepare("UPDATE admissions SET status = 'WAITING' WHERE id = ?").run(admission.id)).toThrow(
      refusalOf('admissions', 'status'),
    );
    sqlite.close();
  });
});
