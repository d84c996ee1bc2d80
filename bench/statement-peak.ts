// The server's peak memory reading the widest statement the limits accept
// (issue 50): an XLSX of statementLimits.columns columns and as many rows as
// statementLimits.cells allows, previewed over HTTP by a freshly started
// production server, beside the same server's peak after previewing a
// ten-line statement (the baseline, same run). Also the longest: the cells
// as a seven-column CSV.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { statementLimits } from '../domain/schemas/statements';
import { adminCookieOf, freePort } from '../tests/support/server';
import { statementCsv } from '../tests/support/statements';
import { peakRssMb } from './process-memory';
import { productionMallocEnv, productionNodeArgs } from './production-start';

const root = path.resolve(import.meta.dirname, '..');
const account = { ADMIN_EMAIL: 'peak@example.in', ADMIN_PASSWORD: 'peak-long-secret' };

/** The widest accepted XLSX: a header row, then rows of every column up to the cell limit. */
export async function widestXlsx(): Promise<{ file: Buffer; rows: number; columns: number }> {
  const columns = statementLimits.columns;
  const rows = Math.floor(statementLimits.cells / columns) - 1;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Statement');
  sheet.addRow(['Txn Date', 'Description', 'Credit', ...Array.from({ length: columns - 3 }, (_, i) => `Note ${i + 1}`)]);
  for (let row = 0; row < rows; row += 1) {
    sheet.addRow([
      new Date(Date.UTC(2026, 10, 1 + (row % 28))),
      `UPI/${600_000_000_000 + row}/PAYER ${row}/okaxis`,
      100,
      ...Array.from({ length: columns - 3 }, (_, i) => `n${row}-${i}`),
    ]);
  }
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), rows, columns };
}

async function startServer(dataDir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [...productionNodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...productionMallocEnv,
      ...account,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    if (tries > 300) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

async function preview(url: string, cookie: string, file: Buffer, name: string) {
  const body = new FormData();
  body.set('intent', 'preview');
  body.set('statement', new Blob([new Uint8Array(file)]), name);
  const started = Date.now();
  const response = await fetch(`${url}/admin/statements`, { method: 'POST', headers: { origin: url, cookie }, body });
  await response.text();
  if (response.status !== 200) throw new Error(`the preview of ${name} answered ${response.status}`);
  return Date.now() - started;
}

/** Peak RSS (MB) of a fresh server after a ten-line preview, then after each large file. */
export async function measureStatementPeak() {
  const widest = await widestXlsx();
  const longestLines = Math.floor(statementLimits.cells / 7) - 20;
  const longest = statementCsv(
    Array.from({ length: longestLines }, (_, i) => ({
      date: '10/11/2026',
      description: `UPI/${700_000_000_000 + i}/PAYER ${i}/okaxis`,
      credit: '100.00',
    })),
  );
  const small = statementCsv(
    Array.from({ length: 10 }, (_, i) => ({ date: '10/11/2026', description: `UPI/${800_000_000_000 + i}`, credit: '100.00' })),
  );
  const measure = async (file: Buffer, name: string) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-statement-peak-'));
    const server = await startServer(dataDir);
    try {
      const cookie = await adminCookieOf(server.url, account);
      await preview(server.url, cookie, small, 'small.csv');
      const baselineMb = peakRssMb(server.pid);
      const ms = await preview(server.url, cookie, file, name);
      return { baselineMb, peakMb: peakRssMb(server.pid), ms };
    } finally {
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return {
    widest: {
      ...(await measure(widest.file, 'widest.xlsx')),
      bytes: widest.file.length,
      rows: widest.rows,
      columns: widest.columns,
    },
    longest: { ...(await measure(longest, 'longest.csv')), bytes: longest.length, rows: longestLines, columns: 7 },
  };
}
