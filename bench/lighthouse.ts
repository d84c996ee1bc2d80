// Lighthouse (mobile preset, simulated slow 4G) in Debian's Chromium. Each
// page is run three times and the run with the median performance score is
// reported, as Lighthouse's own guidance on variability advises: one run on a
// shared machine moves by 10 points or more.
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
  /** Performance score of every run, in run order. */
  runs: number[];
}

const runsPerPage = 3;

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
      const pageRuns: LighthouseScores[] = [];
      for (let run = 0; run < runsPerPage; run++) pageRuns.push(await runOnce(chrome.port, baseUrl, pagePath));
      const byScore = [...pageRuns].sort((a, b) => a.performance - b.performance);
      results.push({ ...byScore[Math.floor(runsPerPage / 2)]!, runs: pageRuns.map((run) => run.performance) });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function runOnce(port: number, baseUrl: string, pagePath: string): Promise<LighthouseScores> {
  const runnerResult = await lighthouse(baseUrl + pagePath, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = runnerResult!.lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const performance = score('performance');
  return {
    path: pagePath,
    performance,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    runs: [performance],
  };
}
