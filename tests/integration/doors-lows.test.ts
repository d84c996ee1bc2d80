// Issue 50's export finding and two of its lows, over real HTTP against the
// production build: the CSV export's formula guard on every line of a cell,
// the admission form refusing before it reads a body once the address's
// limits are spent, and a visitor-chosen X-Forwarded-Host that must not
// reach the cached page's links when no proxy is trusted.
import http from 'node:http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';

const admin = { ADMIN_EMAIL: 'lows@example.in', ADMIN_PASSWORD: 'lows-long-secret' };
let proxied: RunningServer;
let direct: RunningServer;

beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startServer({ ...admin, TRUST_PROXY: '1', RATE_LIMIT_SUBMITS_PER_HOUR: '1', RATE_LIMIT_LOOKUPS_PER_15MIN: '1' }),
    startServer({}),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([proxied?.cleanup(), direct?.cleanup()]);
});

const postForm = (server: RunningServer, path: string, values: Record<string, string>, ip: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(values).toString(),
  });

describe('the CSV export', () => {
  it('neutralises a formula at the start of every line of a cell and quotes the cell', async () => {
    const question = '\n=1+2\n-3+4;=5+6';
    const sent = await postForm(
      proxied,
      '/enquiry',
      { name: 'Line Feed', email: 'lf@example.in', mobile: '9812345678', subject: 'course-details', query: question },
      '198.51.100.61',
    );
    expect(sent.status).toBe(303);
    const cookie = await adminCookieOf(proxied.url, admin);
    const csv = await (await fetch(`${proxied.url}/admin/export/enquiries`, { headers: { cookie } })).text();
    // (The enquiry is stored trimmed.) The cell is quoted and each of its
    // lines starts with the quote mark, never with = - +.
    expect(csv).toContain(`"'=1+2\n'-3+4;=5+6"`);
    for (const line of csv.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^[=+\-@\t]/);

    const xlsx = await fetch(`${proxied.url}/admin/export/enquiries?format=xlsx`, { headers: { cookie } });
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as ArrayBuffer);
    const values = workbook.worksheets[0]!.getSheetValues().flat();
    // Text, not a formula, with the same guard on each line.
    expect(values).toContain("'=1+2\n'-3+4;=5+6");
    expect(values.some((value) => typeof value === 'object' && value !== null && 'formula' in value)).toBe(false);
  });
});

describe('the admission form once the address is spent', () => {
  it('refuses a large body before reading it', async () => {
    const ip = '198.51.100.62';
    // Spend the address's submit (an enquiry) and look-up (a reference id) allowances.
    await (await postForm(proxied, '/enquiry', { name: 'x' }, ip)).arrayBuffer();
    await (await postForm(proxied, '/admission-form', { intent: 'lookup', referenceId: 'REG-2026-000001' }, ip)).arrayBuffer();
    // Five megabytes announced; only the first 64 KB are sent. The answer must come without the rest.
    const boundary = 'x-boundary';
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${proxied.url}/admission-form`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(5 * 1024 * 1024),
          'x-forwarded-for': ip,
        },
      });
      const timer = setTimeout(
        () => reject(new Error('no answer before the body was sent: the server waited to read it')),
        10_000,
      );
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      request.on('error', () => undefined);
      request.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="intent"\r\n\r\nadmit\r\n--${boundary}\r\ncontent-disposition: form-data; name="paymentScreenshot"; filename="p.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      );
      request.write(Buffer.alloc(64 * 1024, 0x61));
    });
    expect(answer.status).toBe(429);
  }, 30_000);
});

describe('a visitor-chosen X-Forwarded-Host without a trusted proxy', () => {
  it('never reaches the page links, nor through the cache anyone else', async () => {
    const get = (headers: Record<string, string>) =>
      new Promise<{ cache: string; html: string }>((resolve, reject) => {
        http
          .get(`${direct.url}/academics`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ cache: String(response.headers['x-page-cache']), html: Buffer.concat(chunks).toString('utf8') }),
            );
          })
          .on('error', reject);
      });
    const poisoned = await get({ 'x-forwarded-host': 'evil.example:6666' });
    expect(poisoned.html).toContain('rel="canonical"');
    expect(poisoned.html).not.toContain('6666');
    const visitor = await get({});
    expect(visitor.cache).toBe('hit');
    expect(visitor.html).not.toContain('6666');
  });
});
