// A small closed-loop load generator: N connections, each sending its next
// request when the last answered, for a fixed time. Every latency is kept,
// so percentiles are exact. Loopback only.
import http from 'node:http';

export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** A body per request (so each can be unique), or none. */
  body?: (index: number) => Buffer | string | { headers: Record<string, string>; body: Buffer };
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  statuses: Record<number, number>;
  errors: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('loopback only');
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let index = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const made = options.body?.(index++);
      let headers = { ...options.headers };
      let payload: Buffer | string | undefined;
      if (made && typeof made === 'object' && !Buffer.isBuffer(made)) {
        headers = { ...headers, ...made.headers };
        payload = made.body;
      } else payload = made;
      if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
      const t0 = performance.now();
      const request = http.request(target, { method: options.method ?? 'GET', headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - t0);
          statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(payload);
    });

  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    statuses,
    errors,
  };
}

/** Times a synchronous or async function `runs` times; p95 in ms. */
export async function timeRuns(runs: number, fn: (index: number) => unknown): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
