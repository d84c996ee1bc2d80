// The submit limit is declared by the procedures (server/api/guards.ts), so it
// holds on every transport that reaches a submit procedure. This walks each
// one from its own client address: 20 submits are served (refused as invalid
// forms, which still count), the 21st is refused with 429 and Retry-After.
// A route with an action that this table does not know fails the last test,
// so a new route cannot go unchecked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_SUBMITS_PER_HOUR: '20', RATE_LIMIT_LOOKUPS_PER_15MIN: '30' });
});
afterAll(async () => {
  await server?.cleanup();
});

const multipart = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

interface Transport {
  /** The route module (app/routes) or adapter that serves it. */
  route: string;
  path: string;
  body: () => { body: FormData | string; type?: string };
}

const pageForm = { type: 'application/x-www-form-urlencoded' };
const json = { type: 'application/json' };

const transports: Transport[] = [
  { route: 'admissions', path: '/admissions', body: () => ({ body: multipart({ name: 'x' }) }) },
  { route: 'admissions', path: '/admissions.data', body: () => ({ body: multipart({ name: 'x' }) }) },
  { route: 'admissions_.submit', path: '/admissions/submit', body: () => ({ body: multipart({ name: 'x' }) }) },
  {
    route: 'admission-form',
    path: '/admission-form',
    body: () => ({ body: multipart({ intent: 'admit', referenceId: 'REG-0000' }) }),
  },
  {
    route: 'admission-form',
    path: '/admission-form.data',
    body: () => ({ body: multipart({ intent: 'admit', referenceId: 'REG-0000' }) }),
  },
  { route: 'enquiry', path: '/enquiry', body: () => ({ body: form({ name: 'x' }), ...pageForm }) },
  { route: 'enquiry', path: '/enquiry.data', body: () => ({ body: form({ name: 'x' }), ...pageForm }) },
  { route: 'certification', path: '/certification', body: () => ({ body: form({ name: 'x' }), ...pageForm }) },
  { route: 'certification', path: '/certification.data', body: () => ({ body: form({ name: 'x' }), ...pageForm }) },
  { route: '/trpc', path: '/trpc/enquiries.submit', body: () => ({ body: JSON.stringify({ name: 'x' }), ...json }) },
  { route: '/trpc', path: '/trpc/registrations.submit', body: () => ({ body: JSON.stringify({ name: 'x' }), ...json }) },
  { route: '/trpc', path: '/trpc/admissions.submit', body: () => ({ body: JSON.stringify({ referenceId: 'x' }), ...json }) },
  { route: '/api', path: '/api/form/submit', body: () => ({ body: multipart({ name: 'x' }) }) },
  { route: '/api', path: '/api/admissionForm/submit', body: () => ({ body: multipart({ formId: 'x' }) }) },
  { route: '/api', path: '/api/enquiry/submit', body: () => ({ body: JSON.stringify({ name: 'x' }), ...json }) },
];

/** Routes whose action is not a visitor's submit, and the guard that covers them instead. */
const notSubmits: Record<string, string> = {
  'admin.login': 'sign-in (auth.login is a sign-in procedure)',
  'admin.logout': 'admin session only',
  'admin.admins': 'admin procedures only',
  'admin.gallery': 'admin procedures only',
  'admin.settings': 'admin procedures only',
  'admin.sessions': 'admin procedures only',
  'admin.statements': 'admin procedures only (the statement upload reads no body without a session)',
  'admin.certificates': 'admin procedures only',
  'admin.certificates_.$admissionId': 'admin procedures only',
  'admin.walk-in': 'admin procedures only (the walk-in upload reads no body without a session)',
  'admin.intakes': 'admin procedures only',
  'admin.intakes_.$intakeId.waitlist': 'admin procedures only',
  'admin.batches': 'admin procedures only',
  'admin.batches_.$intakeId': 'admin procedures only',
  'admin.attendance.$sessionId': 'admin procedures only',
  'admin.marks.$assessmentId': 'admin procedures only',
  'admin.fees': 'admin procedures only',
  'admin.fees_.$accountId': 'admin procedures only',
  'admin.fees_.plans': 'admin procedures only',
  'admin.content': 'admin procedures only',
  'certification_.verify': 'look-up (certificates.verify; its limit: tests/integration/certificates.test.ts)',
};

async function post(transport: Transport, ip: string) {
  const { body, type } = transport.body();
  return fetch(`${server.url}${transport.path}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, origin: server.url, ...(type ? { 'content-type': type } : {}) },
    body,
  });
}

describe('the submit limit on every transport', () => {
  transports.forEach((transport, index) => {
    it(`refuses the 21st submit from one address: POST ${transport.path}`, async () => {
      const ip = `198.51.100.${index + 10}`;
      for (let i = 1; i <= 20; i += 1) {
        const response = await post(transport, ip);
        expect(response.status, `submit ${i}`).not.toBe(429);
        expect(response.status, `submit ${i}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
      const refused = await post(transport, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address still has its whole allowance.
      const other = await post(transport, `198.51.100.${index + 100}`);
      expect(other.status).not.toBe(429);
    });
  });

  it('a status check is a look-up: it never spends the submit allowance', async () => {
    const ip = '198.51.100.250';
    for (let i = 0; i < 25; i += 1) {
      const lookup = await fetch(`${server.url}/admission-form`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip, origin: server.url },
        body: multipart({ intent: 'lookup', referenceId: 'REG-0000ABCD' }),
      });
      expect(lookup.status).not.toBe(429);
    }
    for (let i = 0; i < 20; i += 1) {
      expect((await post(transports[0]!, ip)).status).not.toBe(429);
    }
  });

  it('knows every route with an action', () => {
    const routesDir = path.resolve('app/routes');
    const withAction = readdirSync(routesDir)
      .filter((file) => /export (async )?(function|const) action\b/.test(readFileSync(path.join(routesDir, file), 'utf8')))
      .map((file) => file.replace(/\.tsx?$/, ''));
    const known = new Set([...transports.map((transport) => transport.route), ...Object.keys(notSubmits)]);
    expect(withAction.filter((route) => !known.has(route))).toEqual([]);
  });
});
