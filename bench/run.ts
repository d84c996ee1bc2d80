// npm run bench: starts the built server on a seeded temporary DATA_DIR,
// measures, and prints one table where every figure stands beside a baseline
// measured in the same run. Writes docs/benchmarks.md. Loopback only.
import { execSync, fork, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { configureTestInstitute } from '../tests/support/institute';
import { freePort } from '../tests/support/server';
import { runLighthouse, type LighthouseScores } from './lighthouse';
import { runLoad, type LoadResult } from './load';
import { measurePageWeight, type PageWeight } from './page-weight';
import { benchSections, type BenchContext, type Row } from './sections';
import { seedGallery } from './seed';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const loadMs = quick ? 2000 : 5000;
// Both languages (issue 12): the Hindi pages carry their own messages chunk.
const publicPages = ['/', '/academics', '/DCASyllabus', '/hi', '/hi/DCASyllabus'];
const lighthousePages = ['/', '/academics', '/admissions', '/gallery', '/DCASyllabus', '/hi', '/hi/admissions'];
const weighedPages = [...lighthousePages, '/hi/DCASyllabus'];

async function waitFor(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

/** The app on one core (the target VM has one), the load generator on the others. */
async function startApp(dataDir: string) {
  const port = await freePort();
  const hasTaskset = existsSync('/usr/bin/taskset');
  const args = ['scripts/start.mjs'];
  const child = spawn(hasTaskset ? '/usr/bin/taskset' : process.execPath, hasTaskset ? ['-c', '0', process.execPath, ...args] : args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: 'bench@example.in',
      ADMIN_PASSWORD: 'bench-password-1',
      // The benchmark measures throughput, not the abuse limits.
      RATE_LIMIT_SUBMITS_PER_HOUR: '1000000',
      RATE_LIMIT_LOOKUPS_PER_15MIN: '1000000',
      RATE_LIMIT_LOGIN_PER_15MIN: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  // With taskset the node process is the same pid (taskset execs).
  return { url, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

async function startStatic(snapshotDir: string) {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, 'static-server.ts'), [snapshotDir, String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  await new Promise((resolve) => child.once('message', resolve));
  if (existsSync('/usr/bin/taskset')) execSync(`taskset -pc 0 ${child.pid}`, { stdio: 'ignore' });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const peakMemoryMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

const fmt = (n: number, digits = 1) => n.toFixed(digits);
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);

async function main() {
  const started = Date.now();
  if (!existsSync(path.join(root, 'build/server/index.js'))) execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const work = mkdtempSync(path.join(os.tmpdir(), 'institute-bench-'));
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir);
  const rows: Row[] = [];

  console.log('seeding...');
  await seedGallery(dataDir, 200);
  // The test institute's identity and UPI id: without a UPI id every
  // application with a payment proof is refused (409), as on a fresh install.
  const seedDb = openDatabase(dataDir);
  configureTestInstitute(seedDb);
  seedDb.$client.close();
  const app = await startApp(dataDir);

  try {
    // 1. Public pages: the app against a static server of the same HTML.
    const snapshotDir = path.join(work, 'static');
    mkdirSync(snapshotDir);
    for (const page of publicPages) {
      const html = await (await fetch(app.url + page)).text();
      const file = path.join(snapshotDir, (page === '/' ? 'index' : page.slice(1)) + '.html');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    const staticServer = await startStatic(snapshotDir);
    const context: BenchContext = {
      appUrl: app.url,
      staticUrl: staticServer.url,
      appPid: app.pid,
      dataDir,
      work,
      loadMs,
      rows,
      peakMemoryMb: () => peakMemoryMb(app.pid),
    };
    for (const page of publicPages) {
      const load = (url: string): Promise<LoadResult> => runLoad({ url, connections: 10, durationMs: loadMs });
      const appResult = await load(app.url + page);
      const staticResult = await load(staticServer.url + page);
      rows.push({
        measure: `GET ${page}: requests/s (p95 ms)`,
        value: `${fmt(appResult.perSecond, 0)} (${fmt(appResult.p95)})`,
        baseline: `${fmt(staticResult.perSecond, 0)} (${fmt(staticResult.p95)}) static file server`,
        ratio: ratio(appResult.perSecond, staticResult.perSecond),
        target: '≥ 0.5× static',
      });
    }

    // 2. The sections that exercise features (gallery, submits, admin list).
    for (const section of benchSections) await section(context);
    staticServer.stop();

    // 3. Bytes per page.
    const weights: PageWeight[] = [];
    for (const page of weighedPages) weights.push(await measurePageWeight(app.url, page));
    for (const weight of weights) {
      const total = weight.html.gzip + weight.js.gzip + weight.css.gzip + weight.firstScreenImages;
      rows.push({
        measure: `${weight.path}: JS gzip / brotli KB`,
        value: `${fmt(weight.js.gzip / 1024)} / ${fmt(weight.js.brotli / 1024)}`,
        baseline: `${fmt(weight.js.raw / 1024)} raw; complete messages after load ${fmt(weight.afterLoadJs.gzip / 1024)} gzip`,
        ratio: ratio(weight.js.gzip, weight.js.raw),
        target: '≤ 100 KB gzip',
      });
      rows.push({
        measure: `${weight.path}: first load gzip KB (HTML+JS+CSS+images)`,
        value: fmt(total / 1024),
        baseline: `HTML ${fmt(weight.html.gzip / 1024)}, CSS ${fmt(weight.css.gzip / 1024)}, img ${fmt(weight.firstScreenImages / 1024)}`,
        ratio: ratio(total, 300 * 1024),
        target: '≤ 300 KB',
      });
    }

    // 4. Lighthouse, mobile preset.
    let scores: LighthouseScores[] = [];
    if (!process.argv.includes('--no-lighthouse')) scores = await runLighthouse(app.url, lighthousePages);
    for (const score of scores) {
      rows.push({
        measure: `Lighthouse ${score.path}: perf / a11y / best / SEO`,
        value: `${score.performance} / ${score.accessibility} / ${score.bestPractices} / ${score.seo}`,
        baseline: `LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls}`,
        ratio: ratio(score.lcpMs, 2000),
        target: '≥ 95 each; LCP ≤ 2 s',
      });
    }
  } finally {
    app.stop();
  }

  const seconds = Math.round((Date.now() - started) / 1000);
  const table = [
    '| measure | value | baseline (same run) | ratio | target |',
    '|---|---|---|---|---|',
    ...rows.map((row) => `| ${row.measure} | ${row.value} | ${row.baseline} | ${row.ratio} | ${row.target} |`),
  ].join('\n');
  console.log('\n' + table + `\n\n(${seconds} s)`);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const resultsFile = path.join(root, 'docs/benchmarks.md');
  const notesMarker = '<!-- notes -->';
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
  const notes = previous.includes(notesMarker) ? previous.slice(previous.indexOf(notesMarker)) : `${notesMarker}\n`;
  writeFileSync(
    resultsFile,
    `# Benchmarks\n\nMeasured by \`npm run bench\`${quick ? ' (--quick)' : ''} on ${new Date().toISOString().slice(0, 10)}, ` +
      `${machine}. The app runs pinned to one core (taskset) in production mode; every figure stands beside a ` +
      `baseline measured in the same run. Took ${seconds} s.\n\n${table}\n\n${notes}`,
  );
  rmSync(work, { recursive: true, force: true });
}

await main();
