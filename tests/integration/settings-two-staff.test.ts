// Over real HTTP: two staff members save the Settings page at about the same
// time, each having changed one field. The page sends only what its user
// changed (it carries the values it was drawn with), so neither save writes
// back the other's old value. Needs `npm run build`.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { getSettings } from '../../server/services/site/settings';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let cookie = '';

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: 'two@example.in', ADMIN_PASSWORD: 'two-staff-long-secret' });
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email: 'two@example.in', password: 'two-staff-long-secret' }).toString(),
  });
  expect(login.status).toBe(302);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 60_000);

afterAll(async () => {
  await server?.cleanup();
});

const storedSettings = () => {
  const db = openDatabase(server.dataDir);
  try {
    return getSettings(db);
  } finally {
    db.$client.close();
  }
};

/** The Settings form as a page drawn with `drawn` sends it, with `changes` typed in. */
function saveFrom(drawn: Record<string, unknown>, changes: Record<string, string>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(drawn)) {
    if (typeof value !== 'string' && typeof value !== 'number' && value !== null) continue;
    body.set(key, changes[key] ?? String(value ?? ''));
    body.set(`was:${key}`, String(value ?? ''));
  }
  return fetch(`${server.url}/admin/settings`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
}

it('keeps both changes when two staff save pages drawn before either change', async () => {
  const drawn = storedSettings();
  const first = await saveFrom(drawn, { instituteShortName: 'Office Desk A' });
  expect(first.status).toBe(200);
  const second = await saveFrom(drawn, { registrationFee: String(drawn.registrationFee + 100) });
  expect(second.status).toBe(200);

  const now = storedSettings();
  expect(now.instituteShortName).toBe('Office Desk A');
  expect(now.registrationFee).toBe(drawn.registrationFee + 100);
  expect(now.admissionFee).toBe(drawn.admissionFee);
});
