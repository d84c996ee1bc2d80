// Issue 15: an application with about 3 MB of documents on a slow link, in
// Chromium throttled to 400 kbit/s up, 1.6 Mbit/s down, 150 ms RTT (a weak
// rural mobile signal). Measured: from the moment the last file is chosen to
// the reference id on screen. The JavaScript form sends each document ahead
// as it is chosen (staged resumable uploads, shrunk pictures); the baseline,
// in the same run, is today's one-request form: the same page with
// JavaScript off, whose plain multipart post carries every file at the end.
// The app is reached through a counting TCP proxy, so the bytes sent up are
// measured, not estimated. The dropped connection is a real one: a proxy cuts
// it halfway through the uploads. (Chromium's offline emulation is not used
// for it: switched on mid-upload it let about 1 MB of the throttled pieces
// through at once, which made the dropped run faster than the undisturbed one.)
import sharp from 'sharp';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { comeNearTheForm, fillApplicantDetails, randomUtr } from '../tests/e2e/journeys-fixtures';
import { cuttingProxy, type CuttingProxy } from '../tests/support/tus';
import type { Row } from './sections';

const kbit = 1000 / 8;
const slowLink = { offline: false, latency: 150, uploadThroughput: 400 * kbit, downloadThroughput: 1600 * kbit };
const referenceId = /Form submitted successfully! Your reference Id is REG-[0-9A-Z]{8}\./;

type FileField = 'photoUpload' | 'aadhaarUpload' | 'tenthDoc' | 'twelfthDoc' | 'paymentScreenshot';
type Documents = Record<FileField, { name: string; mimeType: string; buffer: Buffer }>;

/**
 * Smooth colour blobs with grain: a JPEG that compresses like a phone photo
 * (not like flat colour, not like pure noise), at a phone camera's size.
 */
async function photoLike(width: number, height: number, qualities: number[]) {
  const seed = await sharp({
    create: {
      width: Math.round(width / 24),
      height: Math.round(height / 24),
      channels: 3,
      background: '#8a7a66',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const { data, info } = await sharp(seed).resize(width, height, { kernel: 'cubic' }).raw().toBuffer({ resolveWithObject: true });
  return Promise.all(qualities.map((quality) => sharp(data, { raw: info }).jpeg({ quality }).toBuffer()));
}

/** About 3 MB: a selfie, three documents photographed (8 MP), a payment screenshot. */
async function documents(): Promise<Documents> {
  const [photo] = await photoLike(2448, 3264, [80]);
  const [aadhaar, tenth, twelfth] = await photoLike(2448, 3264, [68, 70, 72]);
  const [screenshot] = await photoLike(1080, 2340, [80]);
  const jpeg = (name: string, buffer: Buffer | undefined) => ({ name, mimeType: 'image/jpeg', buffer: buffer! });
  return {
    photoUpload: jpeg('IMG_20261123_101500.jpg', photo),
    aadhaarUpload: jpeg('IMG_20261123_101612.jpg', aadhaar),
    tenthDoc: jpeg('IMG_20261123_101705.jpg', tenth),
    twelfthDoc: jpeg('IMG_20261123_101748.jpg', twelfth),
    paymentScreenshot: jpeg('Screenshot_20261123_102210.jpg', screenshot),
  };
}

type Way = 'staged' | 'one-request' | 'dropped';

interface Run {
  /** Last file chosen → reference id visible. */
  lastChosenMs: number;
  /** First file chosen → reference id visible. */
  totalMs: number;
  /** Every byte the browser sent to the server from the first file chosen (TCP, headers included). */
  bytesUp: number;
  /** The documents as sent: tus Upload-Length (after shrinking) or the multipart body's length. */
  fileBytes: number;
  /** First file chosen → last file chosen: the page is busy shrinking pictures meanwhile. */
  choosingMs: number;
  /** Bytes sent up by the time the last file was chosen (the staged uploads' head start). */
  bytesBeforeLast: number;
  /** Bytes the page sent before the first file was chosen (its own requests). */
  pageBytes: number;
  /** Connections the proxy cut (the dropped run). */
  cuts: number;
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slowLink);
}

async function apply(browser: Browser, proxy: CuttingProxy, files: Documents, way: Way): Promise<Run> {
  const javaScript = way !== 'one-request';
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: javaScript });
  try {
    const page = await context.newPage();
    const atStart = proxy.bytesToServer();
    await throttle(context, page);
    // The documents' bytes as the browser declares them: each tus creation's
    // Upload-Length, or the plain post's Content-Length.
    const declared: Promise<number>[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'POST' || (path !== '/uploads/tus' && path !== '/admissions')) return;
      const header = path === '/uploads/tus' ? 'upload-length' : 'content-length';
      declared.push(request.allHeaders().then((headers) => Number(headers[header] ?? 0)));
    });
    await page.goto(`${proxy.url}/admissions`);
    // As a visitor scrolls to the form: its scripts take it over near it.
    await comeNearTheForm(page);
    // Hydrated: only then does choosing a file start its upload.
    if (javaScript) await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
    await fillApplicantDetails(page, {
      name: 'Rekha Devi',
      fatherName: 'Suresh Mandal',
      mobile: '+91 98123 45211',
      email: 'rekha@example.in',
      address: 'Ward 2, Belwa',
    });
    const choose = (field: FileField) => page.locator(`input[name="${field}"]`).setInputFiles(files[field]);

    const sentBefore = proxy.bytesToServer();
    const firstChosen = Date.now();
    for (const field of ['photoUpload', 'aadhaarUpload', 'tenthDoc', 'twelfthDoc'] as const) await choose(field);
    if (javaScript) {
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.locator('#payment-part').waitFor();
    }
    await choose('paymentScreenshot');
    const lastChosen = Date.now();
    const bytesBeforeLast = proxy.bytesToServer() - sentBefore;
    // Submit pressed right after: the UTR is the only thing left to type.
    await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
    // Without JavaScript the click waits for the page the post answers with: all of the upload.
    await page.getByRole('button', { name: 'Submit' }).click({ timeout: 300_000 });
    await page.getByText(referenceId).waitFor({ timeout: 300_000 });
    const done = Date.now();
    const fileBytes = (await Promise.all(declared)).reduce((sum, bytes) => sum + bytes, 0);
    return {
      lastChosenMs: done - lastChosen,
      totalMs: done - firstChosen,
      choosingMs: lastChosen - firstChosen,
      bytesBeforeLast,
      bytesUp: proxy.bytesToServer() - sentBefore,
      fileBytes,
      pageBytes: sentBefore - atStart,
      cuts: proxy.cuts(),
    };
  } finally {
    await context.close();
  }
}

export interface SlowLink {
  chosenBytes: number;
  /** The whole part, browser start to close. */
  partMs: number;
  staged: Run;
  oneRequest: Run;
  dropped?: Run;
}

export async function measureSlowLink(appUrl: string, withDrop = true): Promise<SlowLink> {
  const started = Date.now();
  const files = await documents();
  const chosenBytes = Object.values(files).reduce((sum, file) => sum + file.buffer.length, 0);
  const proxy = await cuttingProxy(new URL(appUrl), Number.POSITIVE_INFINITY);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const staged = await apply(browser, proxy, files, 'staged');
    const oneRequest = await apply(browser, proxy, files, 'one-request');
    let dropped: Run | undefined;
    if (withDrop) {
      // Cut once when half of what the staged run sent up has passed (its page's own requests first).
      const cutting = await cuttingProxy(new URL(appUrl), staged.pageBytes + staged.bytesUp / 2);
      try {
        dropped = await apply(browser, cutting, files, 'dropped');
      } finally {
        await cutting.close();
      }
    }
    return { chosenBytes, partMs: Date.now() - started, staged, oneRequest, dropped };
  } finally {
    await browser.close();
    await proxy.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);

export function slowLinkRows(result: SlowLink): Row[] {
  const { staged, oneRequest, dropped, chosenBytes } = result;
  const link = `Chromium at 400 kbit/s up, 1.6 Mbit/s down, 150 ms RTT, ${mb(chosenBytes)} of JPEGs chosen (5 files)`;
  const baseline = (ms: number) => `${seconds(ms)}, one-request form (JavaScript off, same files and link)`;
  const rows: Row[] = [
    {
      measure: `Application, ${link}: last file chosen → reference id visible, Submit pressed right after (staged uploads)`,
      value: seconds(staged.lastChosenMs),
      baseline: baseline(oneRequest.lastChosenMs),
      ratio: ratio(staged.lastChosenMs, oneRequest.lastChosenMs),
      target: 'reported',
    },
    {
      measure: 'Application on the slow link: first file chosen → reference id visible (staged uploads)',
      value: seconds(staged.totalMs),
      baseline: baseline(oneRequest.totalMs),
      ratio: ratio(staged.totalMs, oneRequest.totalMs),
      target: 'reported',
    },
    {
      measure: 'Application on the slow link: documents as sent (after in-browser shrinking) / every byte sent up (TCP)',
      value: `${mb(staged.fileBytes)} / ${mb(staged.bytesUp)}`,
      baseline: `${mb(oneRequest.fileBytes)} / ${mb(oneRequest.bytesUp)}, one-request form (multipart body / TCP)`,
      ratio: ratio(staged.bytesUp, oneRequest.bytesUp),
      target: 'reported',
    },
  ];
  if (dropped) {
    rows.push({
      measure: `Application on the slow link, the connection cut ${dropped.cuts > 0 ? 'halfway through the uploads' : '(not reached)'} (TCP, at a proxy): last file chosen → reference id visible (staged uploads resume)`,
      value: `${seconds(dropped.lastChosenMs)}; ${mb(dropped.bytesUp)} sent up`,
      baseline: `${baseline(oneRequest.lastChosenMs)} without a cut (with one, its post fails and must be sent again)`,
      ratio: ratio(dropped.lastChosenMs, oneRequest.lastChosenMs),
      target: 'n.a. (reported)',
    });
  }
  return rows;
}

/** What the rows rest on: how long the choosing took and what had been sent by its end. */
export function slowLinkNotes(result: SlowLink): string[] {
  const line = (label: string, run: Run) =>
    `${label}: choosing the 5 files took ${seconds(run.choosingMs)} (${mb(run.bytesBeforeLast)} sent by then), ` +
    `last file chosen → reference id ${seconds(run.lastChosenMs)}, ${mb(run.bytesUp)} sent up in all` +
    (run.cuts > 0 ? `, connection cut after ${mb(result.staged.bytesUp / 2)} of the uploads` : '');
  return [
    'Slow link (issue 15): Chromium network emulation, 400 kbit/s up, 1.6 Mbit/s down, 150 ms latency; 360 × 740 window; ' +
      `the app behind a counting TCP proxy. The part took ${seconds(result.partMs)}.`,
    line('Staged uploads (JavaScript)', result.staged),
    line('One-request form (JavaScript off)', result.oneRequest),
    ...(result.dropped ? [line('Staged uploads with the connection cut', result.dropped)] : []),
  ];
}
