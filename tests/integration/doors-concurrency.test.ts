// Issue 50 over real HTTP against the production build behind one trusted
// proxy hop (TRUST_PROXY=1), each request naming its client in
// X-Forwarded-For: limits that hold when the attempts arrive all at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { accountFailureLimit, createAdmin, loginFailureLimit } from '../../server/services/staff/auth';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let db: DB;

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: 'race@example.in',
    ADMIN_PASSWORD: 'race-long-secret',
    TRUST_PROXY: '1',
  });
  db = openDatabase(server.dataDir);
}, 120_000);
afterAll(async () => {
  db.$client.close();
  await server.cleanup();
});

function pageLogin(email: string, password: string, ip: string) {
  return fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams({ email, password }).toString(),
  });
}

async function statusesOf(attempts: Promise<Response>[]) {
  const responses = await Promise.all(attempts);
  const statuses = await Promise.all(responses.map(async (response) => (await response.arrayBuffer(), response.status)));
  return { unauthorized: statuses.filter((s) => s === 401).length, tooMany: statuses.filter((s) => s === 429).length, statuses };
}

describe('the sign-in throttle under concurrency', () => {
  it('counts wrong passwords sent at once from one address before checking them', async () => {
    await createAdmin(db, { email: 'one-address@example.in', password: 'one-address-secret' });
    const attempts = Array.from({ length: 20 }, () => pageLogin('one-address@example.in', 'wrong-wrong-wrong', '198.51.100.20'));
    const { unauthorized, tooMany } = await statusesOf(attempts);
    // The first loginFailureLimit are checked; every other is refused unchecked.
    expect(unauthorized).toBe(loginFailureLimit);
    expect(tooMany).toBe(20 - loginFailureLimit);
  }, 60_000);

  it('holds the account-wide limit against 60 guesses sent at once from 20 networks', async () => {
    await createAdmin(db, { email: 'many-networks@example.in', password: 'many-networks-secret' });
    const attempts = Array.from({ length: 60 }, (_, i) =>
      pageLogin('many-networks@example.in', `wrong-guess-${i}`, `203.0.113.${(i % 20) + 1}`),
    );
    const { unauthorized, tooMany, statuses } = await statusesOf(attempts);
    console.info(statuses.join(' '));
    expect(unauthorized).toBe(accountFailureLimit);
    expect(tooMany).toBe(60 - accountFailureLimit);
  }, 60_000);

  it('still lets the right password in from a clean network after its own failures are forgiven', async () => {
    await createAdmin(db, { email: 'clean@example.in', password: 'clean-long-secret' });
    const wrong = await Promise.all(
      Array.from({ length: 3 }, () => pageLogin('clean@example.in', 'not-it-at-all', '192.0.2.77')),
    );
    expect(wrong.map((r) => r.status)).toEqual([401, 401, 401]);
    const right = await pageLogin('clean@example.in', 'clean-long-secret', '192.0.2.77');
    expect(right.status).toBe(302);
    // The success took its own reservation and this network's failures away.
    const left = db.$client.prepare("select count(*) as n from login_failures where email = 'clean@example.in'").get() as {
      n: number;
    };
    expect(left.n).toBe(0);
  }, 60_000);
});
