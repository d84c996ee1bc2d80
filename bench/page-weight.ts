// Bytes a public page costs a visitor: the HTML, the JavaScript and CSS it
// links (raw, gzip, brotli), and images in the first screen.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  html: Sizes;
  js: Sizes;
  /** The language's complete messages, loaded after the page's load event. */
  afterLoadJs: Sizes;
  css: Sizes;
  firstScreenImages: number;
}
interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizesOf = (buffers: Buffer[]): Sizes =>
  buffers.reduce(
    (sum, buffer) => ({
      raw: sum.raw + buffer.length,
      gzip: sum.gzip + gzipSync(buffer, { level: 9 }).length,
      brotli: sum.brotli + brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The phone the first screen is weighed for: 360 CSS px wide at 2x, 16 px to the rem. */
const phoneWidth = 360;
const phoneDpr = 2;
const remPx = 16;

/**
 * The slot width in CSS px that `sizes` gives on that phone: the first entry
 * whose `(min-width: …)` holds, else the last; a length in vw, px or rem, or
 * `calc(Avw - B(rem|px))`. Without `sizes` (or a form not read here), the
 * full width.
 */
export function slotWidth(sizes: string | undefined): number {
  if (!sizes) return phoneWidth;
  const px = (value: number, unit: string) =>
    unit === 'vw' ? (value * phoneWidth) / 100 : unit === 'rem' ? value * remPx : value;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const condition = /^\(min-width:\s*([\d.]+)(rem|px)\)\s*(.+)$/.exec(entry);
    if (condition && px(Number(condition[1]), condition[2]!) > phoneWidth) continue;
    const length = (condition?.[3] ?? entry).trim();
    const plain = /^([\d.]+)(vw|px|rem)$/.exec(length);
    if (plain) return px(Number(plain[1]), plain[2]!);
    const calc = /^calc\(([\d.]+)vw\s*-\s*([\d.]+)(rem|px)\)$/.exec(length);
    if (calc) return px(Number(calc[1]), 'vw') - px(Number(calc[2]), calc[3]!);
    return phoneWidth;
  }
  return phoneWidth;
}

function pickedSource(tag: string): string | undefined {
  const srcSet = /srcSet="([^"]+)"|srcset="([^"]+)"/.exec(tag);
  const candidates = (srcSet?.[1] ?? srcSet?.[2] ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, width]) => ({ url: url!, width: Number.parseInt(width ?? '0', 10) }))
    .filter((candidate) => candidate.url && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(/sizes="([^"]+)"/.exec(tag)?.[1]) * phoneDpr;
  const picked = candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1);
  return picked?.url ?? /src="([^"]+)"/.exec(tag)?.[1];
}

async function fetchBuffer(url: string) {
  const response = await fetch(url);
  return Buffer.from(await response.arrayBuffer());
}

export async function measurePageWeight(baseUrl: string, pagePath: string): Promise<PageWeight> {
  const html = await fetchBuffer(baseUrl + pagePath);
  const text = html.toString('utf8');
  const attr = (tag: RegExp) => [...text.matchAll(tag)].map((match) => match[1]!);
  // Module scripts and modulepreloads are all fetched on load (the preloads
  // held until the first paint too: server/http/scripts-after-paint.ts).
  const scripts = new Set([
    ...attr(/<script[^>]+src="([^"]+)"/g),
    ...attr(/<link[^>]+(?:rel="modulepreload"|data-modulepreload="")[^>]+href="([^"]+)"/g),
    ...attr(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ]);
  const styles = new Set(attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g));
  // Images not marked lazy are the ones the first screen loads, each at the
  // srcset candidate a 360 px phone at 2x picks (the smallest at least twice
  // the slot its `sizes` gives).
  const eagerImages = [...text.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => pickedSource(tag))
    .filter((src): src is string => Boolean(src) && !src!.startsWith('data:'));
  const linked = await Promise.all([...scripts].map((src) => fetchBuffer(new URL(src, baseUrl).href)));
  // The page's own message sections travel in the HTML as JSON: count them as
  // JavaScript. The language's complete messages chunk loads after the page.
  const pageMessages = attr(/<script id="page-messages" type="application\/json"[^>]*>([^<]*)<\/script>/g).map((json) =>
    Buffer.from(json, 'utf8'),
  );
  const language = /<html[^>]*\blang="([a-z]+)"/.exec(text)?.[1] ?? 'en';
  const messageChunks = new Set(
    linked.flatMap((buffer) =>
      [...buffer.toString('utf8').matchAll(new RegExp(`"\\./(${language}-[A-Za-z0-9_-]+\\.js)"`, 'g'))].map(
        (match) => `/assets/${match[1]}`,
      ),
    ),
  );
  const afterLoad = await Promise.all([...messageChunks].map((src) => fetchBuffer(new URL(src, baseUrl).href)));
  const js = [...linked, ...pageMessages];
  const css = await Promise.all([...styles].map((href) => fetchBuffer(new URL(href, baseUrl).href)));
  const images = await Promise.all(eagerImages.map((src) => fetchBuffer(new URL(src, baseUrl).href)));
  return {
    path: pagePath,
    html: sizesOf([html]),
    js: sizesOf(js),
    afterLoadJs: sizesOf(afterLoad),
    css: sizesOf(css),
    firstScreenImages: images.reduce((sum, image) => sum + image.length, 0),
  };
}
