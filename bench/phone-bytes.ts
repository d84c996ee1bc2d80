// What a visitor's phone pays for a public page (issue 32), measured from
// outside in Chromium: every script and stylesheet the page requests from
// the start until 5 s after its load event, with no tap or scroll and the
// service worker blocked, each weighed gzip (level 9, as bench/page-weight.ts
// weighs); and, separately, what the service worker itself fetches in the
// background on a first visit (the worker allowed), weighed by the bytes that
// crossed the network (an answer the browser's cache gave costs nothing).
// Both beside the framework floor: bench/floor, a Remix page with no code of
// ours, built here with the site's Remix, React and Vite and served the same
// way (assets from disk, the page from Remix's request handler).
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import { chromium, type Browser, type BrowserContextOptions, type Request } from 'playwright';

/** The public pages weighed, each in both languages. */
export const phonePages = [
  '/',
  '/academics',
  '/admissions',
  '/admission-form',
  '/enquiry',
  '/gallery',
  '/DCASyllabus',
  '/certification',
] as const;

export interface PageBytes {
  path: string;
  /** gzip bytes of each script the page fetched, by URL path. */
  scripts: Map<string, number>;
  styles: Map<string, number>;
  script: number;
  style: number;
}

export interface WorkerBytes {
  path: string;
  /** What the worker fetched: URL path and the bytes that crossed the network (0: the browser's cache answered). */
  fetched: { url: string; bytes: number }[];
  bytes: number;
}

/** How long after the load event a request still counts (the 5 s). */
const afterLoadMs = 5000;

/** A phone: 360 CSS px at 2x, touch, the way tests/e2e's phone project sees it. */
const phone: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** Scripts and stylesheets `pagePath` fetches on a first visit with the service worker blocked. */
export async function measurePageBytes(browser: Browser, baseUrl: string, pagePath: string): Promise<PageBytes> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map<string, number>();
  const styles = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const into = type === 'script' ? scripts : type === 'stylesheet' ? styles : undefined;
    if (!into) return;
    const url = new URL(response.url());
    pending.push(
      response.body().then(
        (body) => void into.set(url.pathname, gzipBytes(body)),
        () => undefined,
      ),
    );
  });
  await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(afterLoadMs);
  await Promise.all(pending);
  await context.close();
  return { path: pagePath, scripts, styles, script: sum(scripts.values()), style: sum(styles.values()) };
}

/**
 * What the service worker fetches by itself on a first visit to `pagePath`:
 * the visit, 5 s after load, then until its fetches have been quiet for a
 * second (at most 20 s more). `headers` are sent with every request (the
 * Save-Data check).
 */
export async function measureWorkerBytes(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  headers: Record<string, string> = {},
): Promise<WorkerBytes> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'allow', extraHTTPHeaders: headers });
  // Playwright's extra headers do not reach the browser's fetch of the
  // worker's script, which a browser asking to save data sends them with too.
  if (Object.keys(headers).length > 0)
    await context.route('**/sw.js', (route) => route.continue({ headers: { ...route.request().headers(), ...headers } }));
  const fetched: { url: string; bytes: number }[] = [];
  let open = 0;
  let lastSeen = Date.now();
  // The worker's own requests; not the browser's fetch of its script (/sw.js),
  // which the registration costs (weighed apart: workerScriptBytes).
  const ofWorker = (request: Request) => request.serviceWorker() !== null && new URL(request.url()).pathname !== '/sw.js';
  context.on('request', (request) => {
    if (!ofWorker(request)) return;
    open += 1;
    lastSeen = Date.now();
  });
  const finished = async (request: Request) => {
    if (!ofWorker(request)) return;
    const url = new URL(request.url()).pathname;
    let bytes = 0;
    try {
      // Encoded body bytes received; -1 when the browser's cache answered.
      bytes = Math.max(0, (await request.sizes()).responseBodySize);
    } catch {
      // Failed or cancelled: nothing received.
    }
    fetched.push({ url, bytes });
    open -= 1;
    lastSeen = Date.now();
  };
  context.on('requestfinished', (request) => void finished(request));
  context.on('requestfailed', (request) => void finished(request));
  const page = await context.newPage();
  // What the page itself asked for once the worker controlled it passes
  // through the worker's fetch too: the page's cost, not the worker's.
  const passedThrough = new Set<string>();
  page.on('response', (response) => {
    if (response.fromServiceWorker()) passedThrough.add(new URL(response.url()).pathname);
  });
  await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(afterLoadMs);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (open > 0 || Date.now() - lastSeen < 1000)) await page.waitForTimeout(200);
  await context.close();
  const own = fetched.filter((entry) => !passedThrough.has(entry.url));
  return { path: pagePath, fetched: own, bytes: sum(own.map((entry) => entry.bytes)) };
}

/** The worker's script, gzip, as a browser asking with `headers` gets it. */
export async function workerScriptBytes(baseUrl: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${baseUrl}/sw.js`, { headers });
  return gzipBytes(Buffer.from(await response.arrayBuffer()));
}

/** Builds bench/floor into `buildDirectory` and serves it on a free port. */
export async function startFloor(root: string, buildDirectory: string): Promise<{ url: string; stop: () => Promise<void> }> {
  execFileSync(path.join(root, 'node_modules/.bin/remix'), ['vite:build', 'bench/floor'], {
    cwd: root,
    env: { ...process.env, FLOOR_BUILD_DIR: buildDirectory, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const build = (await import(pathToFileURL(path.join(buildDirectory, 'server/index.js')).href)) as ServerBuild;
  const app = express();
  app.use('/assets', express.static(path.join(buildDirectory, 'client/assets'), { immutable: true, maxAge: '1y' }));
  app.all('*', createRequestHandler({ build, mode: 'production' }));
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the floor server has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
