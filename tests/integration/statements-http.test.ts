// The bank statement page over real HTTP against the production server: a
// visitor is sent to sign in before any byte of the file is used, a bad or
// oversized file gets its refusal (4xx), never a 500, and an XLSX zip bomb
// (1 MB holding 1 GB of whitespace) is refused before it is parsed, with the
// server's peak memory under 300 MB. Needs `npm run build`.
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { tinyPng } from '../support/seed';
import { statementCsv } from '../support/statements';

let server: RunningServer;
let cookie: string;
// Built before any request: deflating 1 GiB blocks the test's event loop for
// seconds on a busy machine, long enough for the server to close an idle
// keep-alive connection that fetch, unable to notice meanwhile, then reuses
// (EPIPE on the next post).
let zipBombs: { honest: Buffer; hidden: Buffer };

beforeAll(async () => {
  zipBombs = { honest: zipBomb(true), hidden: zipBomb(false) };
  server = await startServer({ ADMIN_EMAIL: 'bank@example.in', ADMIN_PASSWORD: 'bank-long-secret' });
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'bank@example.in', password: 'bank-long-secret' }).toString(),
  });
  expect(login.status).toBe(302);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);
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
    await response.arrayBuffer();
  });

  it('refuses a picture (415), a malformed CSV (400) and an oversized file (413) with their messages', async () => {
    const picture = await post(tinyPng, 'statement.csv');
    expect(picture.status).toBe(415);
    expect(await picture.text()).toContain('The statement must be a CSV, XLS or XLSX file exported from net banking.');

    const malformed = await post(statementCsv([{ date: '10/11/2026', description: 'UPI/411111111111', credit: 'abc' }]), 's.csv');
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('Row 6, column &quot;Credit&quot;: &quot;abc&quot; is not an amount.');

    const huge = await post(Buffer.alloc(6 * 1024 * 1024, 'a'), 'big.csv');
    expect(huge.status).toBe(413);
    // Read, like every answer here: an unread body holds its connection until collected.
    expect(await huge.text()).toContain('at most');
  });

  it('shows the matches of a good statement', async () => {
    const response = await post(
      statementCsv([{ date: '10/11/2026', description: 'UPI/411111111111', credit: '100.00' }]),
      's.csv',
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('aria-label="Payments against the statement"');
    // No application has that UTR: the credit is listed with its narration.
    expect(html).toContain('aria-label="Credits of no application"');
    expect(html).toContain('UPI/411111111111');
  });

  it('refuses an XLSX zip bomb before parsing it, whether its sizes are declared or hidden, in little memory', async () => {
    for (const bomb of [zipBombs.honest, zipBombs.hidden]) {
      const response = await post(bomb, 'statement.xlsx');
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('The XLSX file expands to far more than a bank statement does; it was not opened.');
    }
    // The server's peak resident memory since it started.
    const peakKb = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))![1]);
    console.info(`statement zip bombs refused; server peak memory ${Math.round(peakKb / 1024)} MB`);
    expect(peakKb / 1024).toBeLessThan(300);
    // And it still reads a real statement afterwards.
    const ok = await post(statementCsv([{ date: '10/11/2026', description: 'UPI/411111111111', credit: '100.00' }]), 's.csv');
    expect(ok.status).toBe(200);
  }, 120_000);
});

/**
 * An XLSX-shaped zip whose sheet inflates to 1 GiB of spaces from about 1 MB:
 * sixteen identical deflate runs of 64 MiB each (a full flush between them
 * resets the compressor, so one compressed run serves for all). `honest`
 * declares the real size in the zip's headers; otherwise it claims 1,000 bytes.
 */
function zipBomb(honest: boolean): Buffer {
  const run = Buffer.alloc(64 * 1024 * 1024, 0x20);
  const chunk = zlib.deflateRawSync(run, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const repeats = 16;
  const data = Buffer.concat([...Array.from({ length: repeats }, () => chunk), Buffer.from([0x03, 0x00])]);
  let crc = 0;
  for (let i = 0; i < repeats; i += 1) crc = zlib.crc32(run, crc);
  const size = honest ? run.length * repeats : 1000;
  const small = Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const entries = [
    { name: '[Content_Types].xml', method: 0, data: small, crc: zlib.crc32(small), size: small.length },
    { name: 'xl/worksheets/sheet1.xml', method: 8, data, crc, size },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const zip = Buffer.concat([...locals, directory, end]);
  if (zip.length > 1.5 * 1024 * 1024) throw new Error(`the bomb is ${zip.length} bytes`);
  return zip;
}
