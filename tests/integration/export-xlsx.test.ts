// Exports staff can open: the XLSX export read back with the same library
// (UTR and mobile as text, labels, India time), the same filter and formula
// safety as the CSV, and each header once, over real HTTP.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { registrations } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { startServer, type RunningServer } from '../support/server';
import { seedRegistration } from '../support/seed';

let server: RunningServer;
let db: DB;
beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: 'office@example.in', ADMIN_PASSWORD: 'office-long-secret' });
  db = openDatabase(server.dataDir);
});
afterAll(async () => {
  db.$client.close();
  await server.cleanup();
});

async function signIn() {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'office@example.in', password: 'office-long-secret' }).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

// 2026-01-15 20:00 UTC is 2026-01-16 01:30 in India: the date itself moves.
const submittedAt = new Date('2026-01-15T20:00:00Z');

function seedTwo() {
  const digits = seedRegistration(db, { name: 'Digits Kumari', centre: 'gandhinagar', program: 'advance-diploma' });
  db.update(registrations)
    .set({ utr: '412345678901', mobile: '9876543210', createdAt: submittedAt })
    .where(eq(registrations.id, digits.id))
    .run();
  seedRegistration(db, { name: '=HYPERLINK("http://evil.example","x")', centre: 'gandhinagar' });
  seedRegistration(db, { name: 'Elsewhere Singh', centre: 'belwa' });
}

describe('the XLSX export', () => {
  it('holds the filtered rows with the UTR and mobile as text, labels, India time and neutralised formulas', async () => {
    seedTwo();
    const cookie = await signIn();
    const refused = await fetch(`${server.url}/admin/export/registrations?format=xlsx`, { redirect: 'manual' });
    expect(refused.status).toBe(401);

    const response = await fetch(`${server.url}/admin/export/registrations?format=xlsx&centre=gandhinagar&tab=registrations`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}-\d{4}-IST\.xlsx"$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Registrations')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Submitted (IST)');
    const column = (name: string) => header.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(3); // header + the two Gandhinagar rows
    const rows = [2, 3].map((n) => sheet.getRow(n));
    const digits = rows.find((row) => row.getCell(column('Name')).value === 'Digits Kumari')!;
    const utr = digits.getCell(column('UTR'));
    expect(utr.value).toBe('412345678901');
    expect(typeof utr.value).toBe('string');
    expect(utr.numFmt).toBe('@');
    expect(digits.getCell(column('Mobile')).value).toBe('9876543210');
    expect(digits.getCell(column('Mobile')).numFmt).toBe('@');
    expect(digits.getCell(column('Program')).value).toBe('Advance Diploma');
    expect(digits.getCell(column('Centre')).value).toBe('Gandhinagar');
    expect(digits.getCell(column('Submitted (IST)')).value).toBe('2026-01-16 01:30');
    expect(typeof digits.getCell(column('Fee')).value).toBe('number');

    const evil = rows.find((row) => row !== digits)!;
    const name = evil.getCell(column('Name'));
    expect(name.value).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(name.formula).toBeUndefined();
    expect(rows.some((row) => row.getCell(column('Name')).value === 'Elsewhere Singh')).toBe(false);
  });

  it('the CSV has the same labels and India time, an IST file name, and sends nosniff once', async () => {
    const cookie = await signIn();
    const response = await fetch(`${server.url}/admin/export/registrations?centre=gandhinagar`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}-\d{4}-IST\.csv"$/,
    );
    // fetch joins repeated headers with ", ": one value means one header.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await response.text();
    const digits = text.split('\r\n').find((line) => line.startsWith('Digits') || line.includes('Digits Kumari'))!;
    expect(digits).toContain('Advance Diploma');
    expect(digits).toContain('Gandhinagar');
    expect(digits).toContain('2026-01-16 01:30');
    expect(digits).not.toContain('advance-diploma');
    expect(digits).not.toContain('gandhinagar');
  });
});
