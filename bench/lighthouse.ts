// Lighthouse (mobile preset, simulated slow 4G) in Debian's Chromium. Each
// page is run five times and the run with the median performance score is
// reported, as Lighthouse's own guidance on variability advises (its
// docs/variability.md: the median of five runs about halves the spread of
// one): one run on this shared machine moves by 10 points or more, and with
// three runs two slow ones made a page's median. LCP, which has a target of
// its own, is the median of the runs' LCPs. A run Lighthouse itself could not
// finish (a runtime error such as NO_NAVSTART on a busy machine) has no score:
// it is run again, so the median is always of five finished runs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Performance score of every finished run, in run order. */
  runs: number[];
  /** LCP of every finished run, ms, in run order; `lcpMs` is their median (the target is on LCP itself). */
  lcpRunsMs: number[];
  /** Runs Lighthouse could not finish (run again). */
  failedRuns: number;
}

/** What one run gives; the page's figures add what its runs give together. */
type RunScores = Omit<LighthouseScores, 'runs' | 'lcpRunsMs' | 'failedRuns'>;

const runsPerPage = 5;
/** Runs Lighthouse could not finish that a page may have before the bench gives up on it. */
const failedRunsAllowed = 3;

export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: LighthouseScores[] = [];
  try {
    for (const pagePath of paths) {
      const pageRuns: RunScores[] = [];
      let failedRuns = 0;
      while (pageRuns.length < runsPerPage) {
        const run = await runOnce(chrome.port, baseUrl, pagePath);
        if (run) pageRuns.push(run);
        else if (++failedRuns > failedRunsAllowed) throw new Error(`Lighthouse could not finish ${pagePath} ${failedRuns} times`);
      }
      const byScore = [...pageRuns].sort((a, b) => a.performance - b.performance);
      const lcpRunsMs = pageRuns.map((run) => run.lcpMs);
      const medianLcpMs = [...lcpRunsMs].sort((a, b) => a - b)[Math.floor(runsPerPage / 2)]!;
      results.push({
        ...byScore[Math.floor(runsPerPage / 2)]!,
        runs: pageRuns.map((run) => run.performance),
        lcpRunsMs,
        lcpMs: medianLcpMs,
        failedRuns,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** One run's scores, or null for a run Lighthouse could not finish. */
async function runOnce(port: number, baseUrl: string, pagePath: string): Promise<RunScores | null> {
  const runnerResult = await lighthouse(baseUrl + pagePath, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = runnerResult!.lhr;
  if (lhr.runtimeError || lhr.categories.performance?.score == null) return null;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}
