// The bank statement page over real HTTP against the production server: a
// visitor is sent to sign in before any byte of the file is used, and a bad
// or oversized file gets its refusal (4xx), never a 500. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { tinyPng } from '../support/seed';
import { statementCsv } from '../support/statements';

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: 'bank@example.in', ADMIN_PASSWORD: 'bank-long-secret' });
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'bank@example.in', password: 'bank-long-secret' }).toString(),
  });
  expect(login.status).toBe(302);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 60_000);
afterAll(async () => {
  await server?.cleanup();
});

const post = (file: Buffer, name: string, withCookie = true) => {
  const body = new FormData();
  body.set('intent', 'confirm');
  body.set('statement', new Blob([new Uint8Array(file)]), name);
  return fetch(`${server.url}/admin/statements`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.url, ...(withCookie ? { cookie } : {}) },
    body,
  });
};

describe('the bank statement page', () => {
  it('sends a visitor to sign in', async () => {
    const response = await post(statementCsv([]), 's.csv', false);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
  });

  it('refuses a picture (415), a malformed CSV (400) and an oversized file (413) with their messages', async () => {
    const picture = await post(tinyPng, 'statement.csv');
    expect(picture.status).toBe(415);
    expect(await picture.text()).toContain('The statement must be a CSV or XLSX file exported from net banking.');

    const malformed = await post(statementCsv([{ date: '10/11/2026', description: 'UPI/411111111111', credit: 'abc' }]), 's.csv');
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('Row 6, column &quot;Credit&quot;: &quot;abc&quot; is not an amount.');

    const huge = await post(Buffer.alloc(6 * 1024 * 1024, 'a'), 'big.csv');
    expect(huge.status).toBe(413);
  });

  it('shows the matches of a good statement', async () => {
    const response = await post(statementCsv([{ date: '10/11/2026', description: 'UPI/411111111111', credit: '100.00' }]), 's.csv');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('credit lines from');
  });
});
