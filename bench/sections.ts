// Benchmark sections that exercise features: each adds rows to the table.
import { runLoad } from './load';

export interface Row {
  measure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
}

export interface BenchContext {
  appUrl: string;
  appPid: number;
  dataDir: string;
  work: string;
  loadMs: number;
  rows: Row[];
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** Gallery reads with 200 items, against the app's smallest route in the same run. */
async function galleryReads(context: BenchContext) {
  const floor = await runLoad({ url: `${context.appUrl}/healthz`, connections: 10, durationMs: context.loadMs });
  for (const target of ['/api/gallery/images', '/gallery']) {
    const result = await runLoad({ url: context.appUrl + target, connections: 10, durationMs: context.loadMs });
    context.rows.push({
      measure: `GET ${target} (200 items): requests/s (p95 ms)`,
      value: `${fmt(result.perSecond, 0)} (${fmt(result.p95)})`,
      baseline: `${fmt(floor.perSecond, 0)} (${fmt(floor.p95)}) GET /healthz`,
      ratio: `${(result.perSecond / floor.perSecond).toFixed(2)}×`,
      target: 'n/a (reported)',
    });
  }
}

export const benchSections: ((context: BenchContext) => Promise<void>)[] = [galleryReads];
