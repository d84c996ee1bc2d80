// A publish and the page cache (issue 52, decision 072): how long from a
// publish by another process until /academics in both languages shows the new
// words, and the cached page's speed right after, beside the static server.
import { openDatabase } from '../db/client';
import { currentContent, publishContent } from '../server/services/content';
import { compareSides } from './page-throughput';
import type { BenchContext } from './sections';

const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function shows(url: string, words: string) {
  return (await (await fetch(url)).text()).includes(words);
}

export async function publishRenewalSection(context: BenchContext, staticPid: number) {
  const db = openDatabase(context.dataDir);
  try {
    const dca = currentContent(db).course.find((item) => item.key === 'DCA')!;
    const marker = `Renewed ${Date.now()}`;
    const body = {
      ...dca.body,
      en: { ...dca.body.en, summary: `${dca.body.en.summary} ${marker}` },
      hi: { ...dca.body.hi, summary: `${dca.body.hi.summary} ${marker}` },
    };
    // Both languages' pages in the cache before the publish.
    for (const page of ['/academics', '/hi/academics']) await fetch(context.appUrl + page);
    const started = performance.now();
    publishContent(db, 'course', 'DCA', body, { userId: 0, name: 'Bench' });
    const pending = new Set(['/academics', '/hi/academics']);
    while (pending.size > 0 && performance.now() - started < 10_000) {
      for (const page of [...pending]) if (await shows(context.appUrl + page, marker)) pending.delete(page);
    }
    const renewedMs = performance.now() - started;
    context.rows.push({
      measure: 'A publish by another process until /academics and /hi/academics both show it',
      value: pending.size === 0 ? `${fmt(renewedMs, 0)} ms` : `not within 10 s (${[...pending].join(', ')})`,
      baseline: 'the page cache renews on publish (decision 072)',
      ratio: '',
      target: '≤ 1000 ms',
    });
    const { app, baseline } = await compareSides(
      { url: context.appUrl, pid: context.appPid },
      { url: context.staticUrl, pid: staticPid },
      '/academics',
      'compressed',
      context.loadMs,
    );
    context.rows.push({
      measure: 'GET /academics (compressed) right after a publish: requests/s (p99 ms)',
      value: `${fmt(app.perSecond, 0)} (${app.p99})`,
      baseline: `${fmt(baseline.perSecond, 0)} (${baseline.p99}), in-memory static server`,
      ratio: `${(app.perSecond / baseline.perSecond).toFixed(2)}×`,
      target: '≥ 0.8× static',
    });
  } finally {
    db.$client.close();
  }
}
