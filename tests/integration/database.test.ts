import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { durableTransaction, migrationsFolder, openDatabase } from '../../db/client';
import { registrations } from '../../db/schema';

describe('database', () => {
  it('migrates an empty file, and again without harm', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'migrate-'));
    const first = openDatabase(dataDir);
    const tables = first.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'admissions',
        'enquiries',
        'gallery_items',
        'registrations',
        'sessions',
        'settings',
        'settings_events',
        'status_events',
        'uploads',
        'users',
      ]),
    );
    first.$client.close();
    const second = openDatabase(dataDir);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(second.$client.prepare('select count(*) as n from __drizzle_migrations').get()).toEqual({
      n: journal.entries.length,
    });
    expect(second.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(second.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(second.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
    second.$client.close();
  });

  it('enforces unique reference ids and UTRs', () => {
    const db = openDatabase(mkdtempSync(path.join(os.tmpdir(), 'unique-')));
    const row = {
      referenceId: 'REG-AAAA1111',
      name: 'Asha Kumari',
      fatherName: 'Ram Prasad',
      gender: 'female' as const,
      dob: '2005-04-01',
      email: 'asha@example.in',
      mobile: '9876543210',
      address: 'Belwa',
      program: 'diploma' as const,
      courseCode: 'DCA',
      courseName: 'Diploma in Computer Applications',
      centre: 'belwa' as const,
      courseMode: 'Offline' as const,
      consentAt: new Date(),
      registrationFee: 100,
      utr: '123456789012',
    };
    db.insert(registrations).values(row).run();
    expect(() =>
      db
        .insert(registrations)
        .values({ ...row, utr: '999999999999' })
        .run(),
    ).toThrow(/UNIQUE/);
    expect(() =>
      db
        .insert(registrations)
        .values({ ...row, referenceId: 'REG-BBBB2222' })
        .run(),
    ).toThrow(/UNIQUE/);
    db.$client.close();
  });

  it('commits a durable transaction with synchronous FULL, and goes back to NORMAL after it, thrown or not', () => {
    const db = openDatabase(mkdtempSync(path.join(os.tmpdir(), 'durable-')));
    const synchronous = () => db.$client.pragma('synchronous', { simple: true });
    const NORMAL = 1;
    const FULL = 2;
    expect(synchronous()).toBe(NORMAL);
    expect(durableTransaction(db, () => synchronous())).toBe(FULL);
    expect(synchronous()).toBe(NORMAL);
    expect(() =>
      durableTransaction(db, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(synchronous()).toBe(NORMAL);
    db.$client.close();
  });
});
