// Resident memory while mixed page traffic runs (cached pages, pages the
// cache does not hold, 404s), then while idle. A fresh server process on the
// seeded DATA_DIR, so earlier sections do not colour the curve.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { rssMb } from './process-memory';
import type { BenchContext } from './sections';

// Both languages (issue 12): each Hindi page is its own cached entry.
const cached = [
  '/',
  '/academics',
  '/DCASyllabus',
  '/gallery',
  '/about',
  '/contact',
  '/gallery?category=events',
  '/hi',
  '/hi/academics',
  '/hi/gallery',
];
const uncached = ['/admissions', '/admission-form', '/hi/admissions'];

/** One request in 10 a 404, 3 in 10 an uncached page, the rest cached pages. */
function mixedPath(): string {
  const roll = Math.random();
  if (roll < 0.1) return `/no-such-page-${randomBytes(6).toString('hex')}`;
  if (roll < 0.4) return uncached[Math.floor(Math.random() * uncached.length)]!;
  return cached[Math.floor(Math.random() * cached.length)]!;
}

export async function memoryUnderLoad(
  context: BenchContext,
  startApp: () => Promise<{ url: string; pid: number; stop: () => void }>,
  loadMs: number,
  idleMs: number,
) {
  const app = await startApp();
  let sampler: NodeJS.Timeout | undefined;
  try {
    await fetch(app.url + '/');
    const atStart = rssMb(app.pid);
    const samples: { second: number; rss: number; phase: string }[] = [];
    const started = Date.now();
    sampler = setInterval(
      () => samples.push({ second: Math.round((Date.now() - started) / 1000), rss: rssMb(app.pid), phase: 'load' }),
      5000,
    );
    const result = await autocannon({
      url: app.url,
      connections: 16,
      duration: Math.round(loadMs / 1000),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: mixedPath() }) }],
    });
    clearInterval(sampler);
    const underLoad = Math.max(...samples.map((sample) => sample.rss), rssMb(app.pid));
    const idleStarted = Date.now();
    let backUnder200At: number | null = null;
    while (Date.now() - idleStarted < idleMs) {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const rss = rssMb(app.pid);
      samples.push({ second: Math.round((Date.now() - started) / 1000), rss, phase: 'idle' });
      if (backUnder200At === null && rss < 200) backUnder200At = Math.round((Date.now() - idleStarted) / 1000);
    }
    const afterIdle = rssMb(app.pid);
    const curve = samples.map((sample) => `${sample.second}s ${sample.rss}`).join(', ');
    context.rows.push({
      measure: `mixed page traffic for ${loadMs / 1000} s (16 connections; cached, uncached, 404): peak resident MB`,
      value: String(underLoad),
      baseline: `${atStart} at start; ${Math.round(result.requests.total / result.duration)} requests/s, ${result['5xx']} 5xx`,
      ratio: `${(underLoad / 300).toFixed(2)}×`,
      target: '≤ 300 MB',
    });
    context.rows.push({
      measure: `then idle ${idleMs / 1000} s: resident MB at the end (seconds until under 200 MB)`,
      value: `${afterIdle} (${backUnder200At === null ? 'not within the idle time' : `${backUnder200At} s`})`,
      baseline: `${atStart} at start`,
      ratio: `${(afterIdle / 200).toFixed(2)}×`,
      target: '< 200 MB within 60 s',
    });
    context.notes.push(
      `Memory curve (seconds since the load began, resident MB; load until ${Math.round(loadMs / 1000)} s, then idle): ${curve}.`,
    );
  } finally {
    clearInterval(sampler);
    app.stop();
  }
}
