// Load, bounded (about 15 s, loopback only): page views, gallery reads and
// enquiry submits at the same time against the real server with high rate
// limits. No 5xx, no dropped connection, and every enquiry answered as saved
// is in the database — exactly once. Needs `npm run build`.
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { enquiries } from '../../db/schema';
import { startServer, type RunningServer } from '../support/server';
import { addGalleryItem } from '../support/site';

const seconds = 15;
/** Enquiries at a steady rate across the whole window (a fixed amount, so none is cut off mid-flight). */
const enquiryRate = 25;
const enquiryAmount = enquiryRate * seconds;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SUBMITS_PER_HOUR: '1000000', LOG_LEVEL: 'error' });
  const db = openDatabase(server.dataDir);
  for (let i = 0; i < 6; i++) addGalleryItem(db, server.dataDir);
  db.$client.close();
});
afterAll(async () => {
  await server?.cleanup();
});

it('serves pages, gallery reads and enquiry submits together with no 5xx and no lost enquiry', { timeout: 90_000 }, async () => {
  let sequence = 0;
  const submitStatuses = new Map<number, number>();
  const enquiryBody = () => {
    sequence += 1;
    return new URLSearchParams({
      name: `Load Visitor ${sequence}`,
      email: `load.${sequence}@example.in`,
      mobile: `9${String(100_000_000 + sequence)}`,
      subject: 'course-details',
      query: `Is there an evening batch? (${sequence})`,
    }).toString();
  };

  const [pages, gallery, submits] = await Promise.all([
    autocannon({
      url: server.url,
      connections: 4,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/' },
        { method: 'GET', path: '/academics' },
      ],
    }),
    autocannon({
      url: server.url,
      connections: 2,
      duration: seconds,
      requests: [{ method: 'GET', path: '/api/gallery/images' }],
    }),
    autocannon({
      url: server.url,
      connections: 2,
      amount: enquiryAmount,
      overallRate: enquiryRate,
      timeout: 20,
      requests: [
        {
          method: 'POST',
          path: '/enquiry',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => ({ ...request, body: enquiryBody() }),
          onResponse: (status) => submitStatuses.set(status, (submitStatuses.get(status) ?? 0) + 1),
        },
      ],
    }),
  ]);

  for (const [name, result] of Object.entries({ pages, gallery, submits })) {
    expect(result['5xx'], name).toBe(0);
    expect(result.errors, name).toBe(0);
    expect(result.timeouts, name).toBe(0);
  }
  expect(pages.non2xx).toBe(0);
  expect(gallery.non2xx).toBe(0);
  // Enough traffic to mean something on a small shared machine.
  expect(pages['2xx']).toBeGreaterThan(100);
  expect(gallery['2xx']).toBeGreaterThan(50);
  // A saved enquiry answers 303 to the thank-you page.
  expect([...submitStatuses.keys()]).toEqual([303]);
  const saved = submitStatuses.get(303)!;
  expect(saved).toBe(enquiryAmount);

  const db = openDatabase(server.dataDir);
  try {
    expect(db.select({ n: count() }).from(enquiries).get()!.n).toBe(saved);
  } finally {
    db.$client.close();
  }
  console.info(
    `load: ${pages.requests.total} page views (p99 ${pages.latency.p99} ms), ${gallery.requests.total} gallery reads, ${saved} enquiries`,
  );
});
