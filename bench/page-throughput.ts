// Public page throughput: the app against the in-memory static baseline,
// with one load tool (autocannon) and the same settings for both.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { cpuSeconds } from './process-memory';
import type { PageSnapshot } from './static-server';

export const pageConnections = 16;
/** What a browser sends (every current browser takes brotli), and a client that takes none. */
export const encodings = { compressed: 'gzip, deflate, br', identity: 'identity' } as const;
export type EncodingName = keyof typeof encodings;

// Headers of one answer, not of the page (the static server adds its own).
const perResponse = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'etag',
  'vary',
  'transfer-encoding',
  'content-encoding',
  'x-request-id',
]);

/** The page as the app's cache serves it: identity bytes and headers of a hit. */
export async function snapshotPage(baseUrl: string, path: string): Promise<PageSnapshot> {
  const get = () =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(baseUrl + path, { headers: { 'accept-encoding': 'identity' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  await get();
  const hit = await get();
  if (hit.headers['x-page-cache'] !== 'hit') throw new Error(`${path} is not served from the page cache`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(hit.headers)) {
    if (value !== undefined && !perResponse.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { path, headers, body: hit.body.toString('base64') };
}

export interface Throughput {
  perSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

export async function measureThroughput(options: {
  url: string;
  encoding: EncodingName;
  durationMs: number;
  connections?: number;
  /** A fresh path per request (random query strings). */
  randomPath?: (random: string) => string;
}): Promise<Throughput> {
  const target = new URL(options.url);
  const result = await autocannon({
    url: target.origin,
    connections: options.connections ?? pageConnections,
    duration: Math.max(1, Math.round(options.durationMs / 1000)),
    headers: { 'accept-encoding': encodings[options.encoding] },
    requests: [
      options.randomPath
        ? {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: options.randomPath!(randomBytes(6).toString('hex')) }),
          }
        : { method: 'GET', path: target.pathname + target.search },
    ],
  });
  return {
    perSecond: result.requests.total / (result.duration || 1),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

export interface Side {
  url: string;
  pid: number;
}

export interface Comparison {
  app: { perSecond: number; p99: number; cpuMsPerRequest: number; bytesPerRequest: number };
  baseline: { perSecond: number; p99: number; cpuMsPerRequest: number; bytesPerRequest: number };
}

/**
 * The app and the baseline in alternating short rounds, so a change in what
 * else the shared machine does falls on both alike. Besides requests per
 * second, the server's own CPU time per request (from /proc), which the
 * machine's other work barely moves.
 */
export async function compareSides(app: Side, baseline: Side, path: string, encoding: EncodingName, totalMs: number, rounds = 4) {
  const sum = {
    app: { requests: 0, seconds: 0, cpu: 0, p99: [] as number[], bytes: 0 },
    baseline: { requests: 0, seconds: 0, cpu: 0, p99: [] as number[], bytes: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    for (const [name, side] of [
      ['app', app],
      ['baseline', baseline],
    ] as const) {
      const cpuBefore = cpuSeconds(side.pid);
      const result = await measureThroughput({ url: side.url + path, encoding, durationMs: totalMs / rounds });
      const seconds = Math.max(1, Math.round(totalMs / rounds / 1000));
      const requests = result.perSecond * seconds;
      sum[name].requests += requests;
      sum[name].seconds += seconds;
      sum[name].cpu += cpuSeconds(side.pid) - cpuBefore;
      sum[name].p99.push(result.p99);
      sum[name].bytes = result.bytesPerRequest;
    }
  }
  const summary = (side: (typeof sum)['app']) => ({
    perSecond: side.requests / side.seconds,
    p99: Math.max(...side.p99),
    cpuMsPerRequest: side.requests ? (side.cpu * 1000) / side.requests : 0,
    bytesPerRequest: side.bytes,
  });
  return { app: summary(sum.app), baseline: summary(sum.baseline) } satisfies Comparison;
}
