// Issue 50's statement findings over real HTTP against the production build:
// files that once sank the server (one cell in column XFD per row, an HTML
// table with a wide colspan, a period of eight thousand years) are refused
// with a 400 naming the limit, the server's peak memory stays under 300 MB,
// and /healthz answers within a second while the largest statement the
// limits accept is previewed.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementLimits, statementMessages } from '../../domain/schemas/statements';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';
import { statementCsv, type StatementLineSeed } from '../support/statements';

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: 'limits@example.in', ADMIN_PASSWORD: 'limits-long-secret', LOG_LEVEL: 'warn' });
  cookie = await adminCookieOf(server.url, { ADMIN_EMAIL: 'limits@example.in', ADMIN_PASSWORD: 'limits-long-secret' });
}, 120_000);
afterAll(async () => {
  await server?.cleanup();
});

const post = (file: Buffer, name: string, intent = 'preview') => {
  const body = new FormData();
  body.set('intent', intent);
  body.set('statement', new Blob([new Uint8Array(file)]), name);
  return fetch(`${server.url}/admin/statements`, { method: 'POST', headers: { origin: server.url, cookie }, body });
};

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const peakMb = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))![1]) / 1024;

describe('statement files that cannot sink the server', () => {
  it('refuses an XLSX with one cell in column XFD per row, naming the column limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    for (let row = 1; row <= 2000; row += 1) sheet.getCell(row, 16_384).value = 1;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(file.length).toBeLessThan(60_000);
    const response = await post(file, 'wide.xlsx');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escaped(statementMessages.tooManyColumns));
  }, 60_000);

  it('refuses an HTML .xls table with a wide colspan, naming the span limit', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `<tr><td>10/11/2026</td><td>UPI ${i}</td><td>100</td></tr>`).join('');
    const html = `<html><body><table><tr><td colspan="16000">Statement</td></tr><tr><th>Date</th><th>Narration</th><th>Credit</th></tr>${rows}</table></body></html>`;
    const response = await post(Buffer.from(html), 'statement.xls');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escaped(statementMessages.tooWideSpan));
  }, 60_000);

  it('refuses a period longer than a year at once, naming it', async () => {
    const started = Date.now();
    const file = Buffer.from('Date,Narration,Credit\n0100-01-01,a,1\n9999-12-31,b,1\n');
    const response = await post(file, 'ages.csv');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escaped(statementMessages.tooLongPeriod('0100-01-01', '9999-12-31')));
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('answers /healthz within a second while the largest statement the limits accept is previewed', async () => {
    const columns = 7; // the fixture's columns, the preamble's rows aside
    const lines: StatementLineSeed[] = Array.from({ length: Math.floor(statementLimits.cells / columns) - 20 }, (_, i) => ({
      date: '10/11/2026',
      description: `UPI/${500_000_000_000 + i}/PAYER ${i}/okaxis`,
      credit: '100.00',
    }));
    const file = statementCsv(lines);
    const preview = post(file, 'big.csv').then(async (response) => ({ status: response.status, html: await response.text() }));
    let done = false;
    void preview.finally(() => (done = true));
    const waits: number[] = [];
    while (!done) {
      const started = Date.now();
      const health = await fetch(`${server.url}/healthz`);
      await health.arrayBuffer();
      waits.push(Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answer = await preview;
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(`Credits of no application: <!-- -->${lines.length}`);
    console.info(`statement preview of ${lines.length} lines: ${waits.length} health checks, slowest ${Math.max(...waits)} ms`);
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan(1_000);
  }, 120_000);

  it('kept the server under 300 MB through all of it', () => {
    console.info(`server peak memory ${Math.round(peakMb())} MB`);
    expect(peakMb()).toBeLessThan(300);
  });
});
