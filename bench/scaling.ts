// Scaling with data (issue 16): the same requests over real HTTP at 1,000,
// 10,000 and 100,000 registrations and gallery items, against the same
// request at 1,000 rows in the same run, so the table shows how time grows.
// One data dir is filled step by step (1k -> 10k -> 100k) and the app is
// restarted on it at each step, so each step starts with cold caches.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { centres, galleryCategories, recordStatuses } from '../domain/vocabulary';
import { peakRssMb, rssMb } from './process-memory';
import type { Row } from './sections';

export interface RunningApp {
  url: string;
  pid: number;
  stop: () => void;
}

const names = ['Asha Kumari', 'Ravi Kumar', 'Pooja Singh', 'Mohammad Arif', 'Sunita Devi', 'Amit Yadav', 'Nisha Paswan'];
const email = 'bench@example.in';
const password = 'bench-password-1';

/**
 * Adds rows until the tables hold `count` registrations and `count` gallery
 * items. One transaction and prepared statements: drizzle's per-row builder
 * (tests/support/seed.ts) is slower still at 100,000 rows. Gallery rows
 * only, no image files: the list calls read the table, never the files.
 */
function seedUpTo(dataDir: string, count: number) {
  const db = openDatabase(dataDir);
  const sqlite = db.$client;
  const have = (sqlite.prepare('select count(*) as n from registrations').get() as { n: number }).n;
  const insertRegistration = sqlite.prepare(
    `insert into registrations (reference_id, name, father_name, gender, dob, email, mobile, address, program,
       course_code, course_name, centre, course_mode, consent_at, registration_fee, utr, status, created_at)
     values (?, ?, 'Ramesh Prasad', 'female', '2004-05-06', ?, ?, 'Ward 4, Gandhinagar', 'diploma',
       'DCA', 'Diploma in Computer Application', ?, 'Offline', ?, 100, ?, ?, ?)`,
  );
  const insertGallery = sqlite.prepare(
    `insert into gallery_items (title, description, category, image_name, width, height, created_at)
     values (?, ?, ?, ?, 1200, 800, ?)`,
  );
  // The name index (FTS5 trigram) fed row by row is most of the seeding time
  // at 100,000 rows; rebuilding it once after the inserts is about 5× faster.
  const ftsTrigger = (
    sqlite.prepare("select sql from sqlite_master where type = 'trigger' and name = 'registrations_name_fts_insert'").get() as {
      sql: string;
    }
  ).sql;
  const now = Date.now();
  sqlite.transaction(() => {
    sqlite.exec('drop trigger registrations_name_fts_insert');
    for (let i = have; i < count; i++) {
      // Newest first in every list: row i is i minutes old, so later steps add older rows.
      const createdAt = now - i * 60_000;
      insertRegistration.run(
        `REG-S${String(i).padStart(7, '0')}`,
        `${names[i % names.length]} ${i}`,
        `applicant${i}@example.in`,
        `9${String(i).padStart(9, '0')}`,
        centres.values[i % centres.values.length]!,
        createdAt,
        String(100_000_000_000 + i),
        recordStatuses.values[i % recordStatuses.values.length]!,
        createdAt,
      );
      insertGallery.run(
        `Event ${i + 1}`,
        `Students and staff at event number ${i + 1}.`,
        galleryCategories.values[i % galleryCategories.values.length]!,
        `scale${String(i).padStart(7, '0')}`,
        createdAt,
      );
    }
    sqlite.exec("insert into registrations_name_fts(registrations_name_fts) values ('rebuild')");
    sqlite.exec(ftsTrigger);
  })();
  sqlite.close();
}

/** A session cookie from the admin login form (as the browser gets one) and a legacy token. */
async function signIn(url: string) {
  const form = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = form.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (form.status !== 302 || !cookie) throw new Error(`admin login answered ${form.status} without a session cookie`);
  const legacy = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await legacy.json()) as { token?: string };
  if (!legacy.ok || !token) throw new Error(`POST /api/auth/login answered ${legacy.status}`);
  return { cookie, token };
}

interface Timing {
  p50: number;
  p95: number;
  first: number;
  runs: number;
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Sequential GETs (one at a time: latency, not throughput). The first call is
 * kept apart (it is the cold one: page cache empty, SQLite pages not read);
 * then up to `maxRuns`, stopping after `budgetMs` once 5 are in (3 when one
 * call takes seconds: the unbounded lists at 100,000 rows).
 */
async function timeGets(url: string, headers: Record<string, string>, maxRuns: number, budgetMs: number): Promise<Timing> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${new URL(url).pathname} answered ${response.status} after ${Math.round(ms)} ms`);
    return { ms, bytes: body.byteLength };
  };
  const first = await once();
  // A first call slower than the whole budget (the gallery page at 100,000 rows
  // took 40 s to 12 min a call) is reported alone: repeating it would take the run.
  if (first.ms > budgetMs) return { p50: first.ms, p95: first.ms, first: first.ms, runs: 0, bytes: first.bytes };
  const minRuns = first.ms > 2000 ? 3 : 5;
  const times: number[] = [];
  const deadline = Date.now() + budgetMs;
  while (times.length < maxRuns && (times.length < minRuns || Date.now() < deadline)) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), first: first.ms, runs: times.length, bytes: first.bytes };
}

/** Resets the process's peak RSS (VmHWM) so the next reading covers only what follows. */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const label = (n: number) => n.toLocaleString('en-IN');

export async function scalingSection(
  context: { rows: Row[]; notes: string[]; quick: boolean },
  startApp: (dataDir: string) => Promise<RunningApp>,
) {
  const sizes = context.quick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
  const maxRuns = context.quick ? 10 : 20;
  const budgetMs = context.quick ? 4_000 : 10_000;
  const work = mkdtempSync(path.join(os.tmpdir(), 'institute-scaling-'));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const targets = [
    {
      key: 'trpc',
      measure: 'Dashboard registration list, first page (GET /trpc/registrations.list, as the dashboard sends it)',
      path: `/trpc/registrations.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`,
      auth: 'cookie' as const,
    },
    { key: 'gallery-page', measure: 'Public gallery page (GET /gallery)', path: '/gallery', auth: 'none' as const },
    {
      key: 'gallery-api',
      measure: 'Public gallery call (GET /api/gallery/images)',
      path: '/api/gallery/images',
      auth: 'none' as const,
    },
    {
      key: 'legacy',
      measure: 'Legacy registration list, first part (GET /api/form/forms)',
      path: '/api/form/forms',
      auth: 'token' as const,
    },
  ];
  const results = new Map<string, Map<number, Timing>>(targets.map((t) => [t.key, new Map()]));
  const legacyMemory = new Map<number, { before: number; peak: number; reset: boolean }>();

  try {
    for (const size of sizes) {
      const seedStarted = Date.now();
      seedUpTo(dataDir, size);
      console.log(`scaling: ${label(size)} rows seeded in ${Date.now() - seedStarted} ms`);
      const app = await startApp(dataDir);
      try {
        const { cookie, token } = await signIn(app.url);
        for (const target of targets) {
          const headers: Record<string, string> =
            target.auth === 'cookie' ? { cookie } : target.auth === 'token' ? { 'x-auth-token': token } : {};
          try {
            results.get(target.key)!.set(size, await timeGets(app.url + target.path, headers, maxRuns, budgetMs));
          } catch (error) {
            // Reported, not fatal: the other calls at this size still stand.
            context.notes.push(
              `Scaling: ${target.measure} at ${label(size)} rows failed: ${error instanceof Error ? error.message : String(error)}.`,
            );
          }
        }
        // The server's memory while the legacy list is called 20 times, peak since a reset of VmHWM.
        const before = rssMb(app.pid);
        const reset = resetPeak(app.pid);
        for (let i = 0; i < 20; i++) {
          const response = await fetch(`${app.url}/api/form/forms`, { headers: { 'x-auth-token': token } });
          await response.arrayBuffer();
        }
        legacyMemory.set(size, { before, peak: peakRssMb(app.pid), reset });
      } finally {
        app.stop();
        // Let the port and the memory go before the next start.
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  const base = sizes[0]!;
  for (const target of targets) {
    const timings = results.get(target.key)!;
    const baseline = timings.get(base);
    for (const size of sizes.slice(1)) {
      const timing = timings.get(size);
      if (!timing || !baseline) continue;
      context.rows.push({
        measure: `${target.measure} at ${label(size)} rows: p50 / p95 ms (first call, cold; response KB; runs)`,
        value: `${fmt(timing.p50)} / ${fmt(timing.p95)} (${fmt(timing.first)}; ${fmt(timing.bytes / 1024)} KB; ${timing.runs})`,
        baseline: `${fmt(baseline.p50)} / ${fmt(baseline.p95)} (${fmt(baseline.first)}; ${fmt(baseline.bytes / 1024)} KB; ${baseline.runs}) at ${label(base)} rows`,
        ratio: `${(timing.p50 / baseline.p50).toFixed(2)}× (rows ${size / base}×)`,
        target: 'grows slower than rows',
      });
    }
  }
  const top = sizes[sizes.length - 1]!;
  const memory = legacyMemory.get(top);
  const baseMemory = legacyMemory.get(base);
  if (memory && baseMemory) {
    context.rows.push({
      measure: `Legacy GET /api/form/forms at ${label(top)} rows, 20 calls: server RSS before / peak during, MB`,
      value: `${memory.before} / ${memory.peak}`,
      baseline: `${baseMemory.before} / ${baseMemory.peak} at ${label(base)} rows`,
      ratio: `${(memory.peak / baseMemory.peak).toFixed(2)}× (rows ${top / base}×)`,
      target: 'reported (100 rows a call, Link to the next part)',
    });
    if (!memory.reset)
      context.notes.push("Scaling: /proc/PID/clear_refs could not be written, so the RSS peak counts from the server's start.");
  }
  context.notes.push(
    'Scaling: one data dir filled step by step, the app restarted at each step; sequential GETs (one at a time). ' +
      'The first call of each request is the cold one (page cache empty, SQLite pages unread); the public gallery page is served from the page cache after it only while it fits there.',
  );
}
