// The admin dashboard at 100,000 registrations, in Chromium with Lighthouse's
// desktop throttling (40 ms RTT, 10 Mbit/s, no CPU slow-down): the time from
// pressing Login to the first rows on screen, and the JavaScript it loads.
// Baseline in the same run: the same dashboard HTML (rows included) served
// from memory by a plain node:http server, opened under the same throttling.
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { openDatabase, type DB } from '../db/client';
import { centres, recordStatuses } from '../domain/vocabulary';
import { freePort } from '../tests/support/server';
import { seedAdmission, seedRegistration } from '../tests/support/seed';

const desktopThrottling = {
  offline: false,
  latency: 40,
  downloadThroughput: (10_240 * 1024) / 8,
  uploadThroughput: (10_240 * 1024) / 8,
};
const firstRow = '[data-testid^="row-"]';
const names = ['Asha Kumari', 'Ravi Kumar', 'Pooja Singh', 'Mohammad Arif', 'Sunita Devi', 'Amit Yadav', 'Nisha Paswan'];

/** Writes `count` registrations, every tenth with its admission (the dashboard opens on Admissions). */
export function seedRegistrations(dataDir: string, count: number) {
  const db = openDatabase(dataDir);
  db.transaction((tx) => {
    for (let i = 0; i < count; i++) {
      const registration = seedRegistration(tx as unknown as DB, {
        name: `${names[i % names.length]} ${i}`,
        status: recordStatuses.values[i % 3]!,
        centre: centres.values[i % 3]!,
        createdAt: new Date(Date.now() - i * 60_000),
      });
      if (i % 10 === 0) seedAdmission(tx as unknown as DB, registration, { createdAt: new Date(Date.now() - i * 60_000) });
    }
  });
  db.$client.close();
}

async function throttled(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', desktopThrottling);
}

export interface DashboardFirstView {
  signInToRowsMs: number[];
  baselineMs: number[];
  jsGzipBytes: number;
  htmlBytes: number;
}

export async function measureDashboardFirstView(
  appUrl: string,
  email: string,
  password: string,
  runs: number,
): Promise<DashboardFirstView> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const signInToRowsMs: number[] = [];
  const baselineMs: number[] = [];
  let html = '';
  let jsGzipBytes = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await throttled(page);
      await page.goto(`${appUrl}/admin/login`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      // The login answers with a redirect to the dashboard's default tab.
      const started = Date.now();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.locator(firstRow).first().waitFor({ state: 'visible' });
      signInToRowsMs.push(Date.now() - started);
      if (run === 0) {
        await page.waitForLoadState('networkidle');
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
            .map((entry) => entry.name),
        );
        const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
        for (const url of new Set(scripts)) {
          const body = Buffer.from(await (await fetch(url)).arrayBuffer());
          jsGzipBytes += gzipSync(body, { level: 9 }).length;
        }
        html = await (await fetch(`${appUrl}/admin/dashboard`, { headers: { cookie } })).text();
      }
      await context.close();
    }

    // The same HTML, rows included, from memory: how soon rows can show at all on this link.
    const port = await freePort();
    const bytes = Buffer.from(html);
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': bytes.length });
      res.end(bytes);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, javaScriptEnabled: false });
        const page = await context.newPage();
        await throttled(page);
        const started = Date.now();
        await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'commit' });
        await page.locator(firstRow).first().waitFor({ state: 'visible' });
        baselineMs.push(Date.now() - started);
        await context.close();
      }
    } finally {
      server.close();
    }
  } finally {
    await browser.close();
  }
  return { signInToRowsMs, baselineMs, jsGzipBytes, htmlBytes: Buffer.byteLength(html) };
}
