// The bench's rows for what a phone pays (issue 32; bench/phone-bytes.ts
// measures). `npm run bench -- --only=phone` runs it alone.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathInLanguage } from '../domain/language-paths';
import { languages } from '../domain/vocabulary';
import {
  launchPhoneBrowser,
  measurePageBytes,
  measureWorkerBytes,
  phonePages,
  startFloor,
  workerScriptBytes,
  type PageBytes,
} from './phone-bytes';
import type { Row } from './sections';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);
/** Each page's scripts, largest first, for the notes: where the bytes are. */
const scriptList = (bytes: PageBytes) =>
  [...bytes.scripts]
    .sort(([, a], [, b]) => b - a)
    .map(([url, size]) => `${url.replace('/assets/', '')} ${kb(size)}`)
    .join(', ');

/** Pages whose first visit is also made with `Save-Data: on`: the worker must fetch nothing then. */
const saveDataPages = ['/', '/hi/admissions'];

export async function phoneBytesSection({
  root,
  appUrl,
  rows,
  notes,
}: {
  root: string;
  appUrl: string;
  rows: Row[];
  notes: string[];
}) {
  const browser = await launchPhoneBrowser();
  // Inside the work tree: its server build resolves React and Remix from node_modules.
  const floor = await startFloor(root, path.join(root, 'bench/floor/build'));
  try {
    const floorBytes = await measurePageBytes(browser, floor.url, '/');
    rows.push({
      measure:
        'Framework floor (bench/floor: a Remix page with no code of ours, same Remix, React and Vite): script / CSS it fetched, KB gzip',
      value: `${kb(floorBytes.script)} / ${kb(floorBytes.style)}`,
      baseline: `${floorBytes.scripts.size} scripts`,
      ratio: '1.00×',
      target: 'reported (the least any Remix page costs)',
    });
    notes.push(`Phone bytes, framework floor's scripts (KB gzip): ${scriptList(floorBytes)}.`);
    const pages = languages.values.flatMap((language) => phonePages.map((page) => pathInLanguage(language, page)));
    for (const page of pages) {
      const bytes = await measurePageBytes(browser, appUrl, page);
      rows.push({
        measure: `${page}: script / CSS the page fetched by 5 s after load (Chromium, 360 px, service worker blocked, no tap), KB gzip`,
        value: `${kb(bytes.script)} / ${kb(bytes.style)}`,
        baseline: `floor ${kb(floorBytes.script)} / ${kb(floorBytes.style)}; ours ${kb(bytes.script - floorBytes.script)} script in ${bytes.scripts.size - floorBytes.scripts.size} more files`,
        ratio: ratio(bytes.script, floorBytes.script),
        target: 'script ≤ 100 KB (aim 95)',
      });
      if (page === '/' || page === '/hi' || page === '/admissions' || page === '/hi/admission-form')
        notes.push(`Phone bytes, ${page}'s scripts (KB gzip): ${scriptList(bytes)}.`);
    }
    const script = await workerScriptBytes(appUrl);
    const savingScript = await workerScriptBytes(appUrl, { 'Save-Data': 'on' });
    for (const page of pages) {
      const worker = await measureWorkerBytes(browser, appUrl, page);
      const fromNetwork = worker.fetched.filter((entry) => entry.bytes > 0);
      rows.push({
        measure: `${page}: the service worker's own fetches in the background on a first visit (worker allowed, no tap), KB over the network (requests; of them answered by the browser's cache)`,
        value: `${kb(worker.bytes)} (${worker.fetched.length}; ${worker.fetched.length - fromNetwork.length})`,
        baseline: `floor: none (no worker); the worker's script itself ${kb(script)} gzip`,
        ratio: 'n/a',
        target: '≤ 150 KB',
      });
      if (page === '/' || page === '/hi')
        notes.push(
          `Phone bytes, the worker's fetches on a first visit to ${page} (KB over the network): ${
            worker.fetched.map((entry) => `${entry.url} ${kb(entry.bytes)}`).join(', ') || 'none'
          }.`,
        );
    }
    for (const page of saveDataPages) {
      const worker = await measureWorkerBytes(browser, appUrl, page, { 'Save-Data': 'on' });
      rows.push({
        measure: `${page} with \`Save-Data: on\`: the service worker's own fetches in the background on a first visit, KB (requests)`,
        value: `${kb(worker.bytes)} (${worker.fetched.length})`,
        baseline: `floor: none (no worker); the worker's script itself ${kb(savingScript)} gzip`,
        ratio: 'n/a',
        target: 'none',
      });
    }
  } finally {
    await floor.stop();
    rmSync(path.join(root, 'bench/floor/build'), { recursive: true, force: true });
    await browser.close();
  }
}
