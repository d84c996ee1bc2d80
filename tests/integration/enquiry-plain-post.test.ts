// The enquiry form's plain post (no JavaScript) is answered before Remix
// (server/http/enquiry-post.ts, decision 023) through the same procedure:
// these hold its rules over real HTTP against the built server, the rows
// read from its SQLite file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { enquiryMessages } from '../../domain/schemas/messages';
import { refusalMessages } from '../../domain/schemas/refusals';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  // Three submits per address per hour; TRUST_PROXY so each test has its own address.
  server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_SUBMITS_PER_HOUR: '3', LOG_LEVEL: 'info' });
}, 60_000);
afterAll(async () => {
  await server?.cleanup();
});

const enquiry = (n: number, extra: Record<string, string> = {}) =>
  new URLSearchParams({
    name: 'Asha Devi',
    email: `asha${n}@example.in`,
    mobile: '9812345678',
    subject: 'course-details',
    query: `When does the next DCA batch start? (${n})`,
    ...extra,
  }).toString();

function post(path: string, body: string, ip: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip, ...headers },
    body,
    redirect: 'manual',
  });
}

function rows(): { email: string; language: string }[] {
  const db = openDatabase(server.dataDir);
  try {
    return db.$client.prepare('SELECT email, language FROM enquiries ORDER BY id').all() as { email: string; language: string }[];
  } finally {
    db.$client.close();
  }
}
const rowsFor = (email: string) => rows().filter((row) => row.email === email);

describe('a plain enquiry post', () => {
  it('is answered 303 to the thank-you page with one row written, and logged', async () => {
    const response = await post('/enquiry', enquiry(1), '198.51.100.1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/enquiry?sent=1');
    expect(rowsFor('asha1@example.in')).toEqual([{ email: 'asha1@example.in', language: 'en' }]);
    // The request log line, as for every request (server/http/request-log.ts).
    const requestId = response.headers.get('x-request-id');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const line = server
      .output()
      .split('\n')
      .filter((text) => text.includes(`"requestId":"${requestId}"`))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.msg === 'request');
    expect(line).toMatchObject({ method: 'POST', path: '/enquiry', status: 303 });
    expect(JSON.stringify(line)).not.toContain('9812345678');
  });

  it('from the Hindi page lands on the Hindi thank-you page and is stored as Hindi', async () => {
    const response = await post('/hi/enquiry', enquiry(2), '198.51.100.2');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/hi/enquiry?sent=1');
    expect(rowsFor('asha2@example.in')).toEqual([{ email: 'asha2@example.in', language: 'hi' }]);
  });

  it('sent twice is stored once (the duplicate rule of the procedure)', async () => {
    expect((await post('/enquiry', enquiry(3), '198.51.100.3')).status).toBe(303);
    expect((await post('/enquiry', enquiry(3), '198.51.100.3')).status).toBe(303);
    expect(rowsFor('asha3@example.in')).toHaveLength(1);
  });

  it('refused gets the form back with the spec messages and what was typed, status 400, and no row', async () => {
    const response = await post(
      '/enquiry',
      new URLSearchParams({ name: 'Asha Devi', email: 'asha4@example.in' }).toString(),
      '198.51.100.4',
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    for (const message of [enquiryMessages.mobile, enquiryMessages.subject, enquiryMessages.query])
      expect(html).toContain(message);
    expect(html).not.toContain(enquiryMessages.email);
    // The body reached Remix intact: the form keeps what the visitor typed.
    expect(html).toContain('value="Asha Devi"');
    expect(html).toContain('value="asha4@example.in"');
    expect(rowsFor('asha4@example.in')).toEqual([]);
  });

  it('from another site is refused with 403 and writes nothing', async () => {
    const response = await post('/enquiry', enquiry(5), '198.51.100.5', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(refusalMessages.crossSite.slice(0, 40));
    const foreignOrigin = await post('/hi/enquiry', enquiry(5), '198.51.100.5', { origin: 'https://evil.example' });
    expect(foreignOrigin.status).toBe(403);
    expect(rowsFor('asha5@example.in')).toEqual([]);
  });

  it('counts once against the submit limit, refused or saved; past it the visitor reads the wait, with Retry-After', async () => {
    const ip = '198.51.100.6';
    // A refused post and two saved ones spend the three allowed submits exactly.
    expect((await post('/enquiry', 'name=x', ip)).status).toBe(400);
    expect((await post('/enquiry', enquiry(6), ip)).status).toBe(303);
    expect((await post('/hi/enquiry', enquiry(7), ip)).status).toBe(303);
    const limited = await post('/enquiry', enquiry(8), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toContain('text/html');
    const html = await limited.text();
    expect(html).toContain('Too many attempts from your connection.');
    expect(html).toContain('value="asha8@example.in"');
    expect(rowsFor('asha8@example.in')).toEqual([]);
  });

  it('too large to be an enquiry is refused with 413 before it is read, and writes nothing', async () => {
    const response = await post('/enquiry', enquiry(9, { query: 'x'.repeat(70 * 1024) }), '198.51.100.9');
    expect(response.status).toBe(413);
    expect(rowsFor('asha9@example.in')).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
