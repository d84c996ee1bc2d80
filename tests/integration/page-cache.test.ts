// The page cache middleware on a real Express server over real HTTP.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../../server/http/page-cache';
import { pageCacheQueryKey } from '../../server/http/page-cache-key';

let version = 1;
let renders = 0;
let url = '';
let close: () => void;
const cache = createPageCache({
  maxEntries: 4,
  maxBytes: 1024 * 1024,
  maxVariantsPerPath: 2,
  version: () => version,
  excludedPrefixes: ['/admin'],
  queryKey: pageCacheQueryKey,
  originOf: (req) => `http://${req.headers.host ?? ''}`,
});

const inlineScript = 'window.answer = 42;';

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(8).toString('hex');
    res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${res.locals.cspNonce}'`);
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  app.use(compression());
  app.use(cache.collect);
  app.get(['/page', '/other', '/third', '/fourth', '/admin/page', '/gallery'], (req, res) => {
    renders += 1;
    res.setHeader('Cache-Control', 'public, no-cache');
    res.type('html');
    res.write(`<html><script nonce="${res.locals.cspNonce}">${inlineScript}</script>`);
    res.write(`<script type="module" src="/assets/x.js" nonce="${res.locals.cspNonce}"></script>`);
    const category = typeof req.query.category === 'string' ? req.query.category : 'all';
    // Long enough for compression to apply (its threshold is 1 KB).
    res.end(`<p>version ${version} ${req.path} ${category}</p>${'<p>filler</p>'.repeat(100)}</html>`);
  });
  app.get('/private', (_req, res) => {
    renders += 1;
    res.setHeader('Cache-Control', 'private, no-store');
    res.send('<p>form token</p>');
  });
  app.get('/cookie', (_req, res) => {
    renders += 1;
    res.setHeader('Cache-Control', 'public, no-cache');
    res.cookie('x', '1').send('<p>sets a cookie</p>');
  });
  await new Promise<void>((resolve) => {
    // As the app does it: a hit is answered before Express.
    const server = http.createServer((req, res) => {
      if (!cache.serve(req, res)) app(req, res);
    });
    server.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
    close = () => server.close();
  });
});
afterAll(() => close());

/** A raw GET (fetch would decompress and hide the encoding). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  it('renders once, then serves the same bytes to everyone, with the inline scripts allowed by hash', async () => {
    const before = renders;
    const first = await rawGet('/page');
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await rawGet('/page');
    const third = await rawGet('/page');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renders - before).toBe(1);
    expect(third.body.equals(second.body)).toBe(true);
    const html = second.body.toString('utf8');
    expect(html).not.toContain('nonce');
    expect(html).toContain(inlineScript);
    const csp = String(second.headers['content-security-policy']);
    expect(csp).toBe(`default-src 'self'; script-src 'self' ${sha256(inlineScript)}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(second.headers['content-length']).toBe(String(second.body.length));
  });

  it('answers 304 to a matching If-None-Match', async () => {
    await rawGet('/page');
    const hit = await rawGet('/page');
    const etag = String(hit.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await rawGet('/page', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('renders again when the content version changes', async () => {
    await rawGet('/page');
    version += 1;
    const response = await rawGet('/page');
    expect(response.headers['x-page-cache']).toBe('miss');
    expect(response.body.toString()).toContain(`version ${version}`);
  });

  it('keeps at most maxEntries pages', async () => {
    for (const page of ['/page', '/other', '/third', '/fourth', '/gallery']) {
      await rawGet(page);
      await rawGet(page);
    }
    expect(cache.size()).toBe(4);
    expect((await rawGet('/page')).headers['x-page-cache']).toBe('miss');
  });

  it('never keeps private pages, cookie-setting responses, excluded paths or signed-in requests', async () => {
    for (const page of ['/private', '/cookie', '/admin/page']) {
      const before = renders;
      await rawGet(page);
      await rawGet(page);
      expect(renders - before, page).toBe(2);
    }
    await rawGet('/other');
    const before = renders;
    await rawGet('/other', { cookie: 'session=abc' });
    expect(renders - before).toBe(1);
  });

  it('serves hits gzip- or brotli-compressed, each decoding to the same page', async () => {
    const identity = await rawGet('/page');
    const plain = (await rawGet('/page')).body;
    expect(identity.headers['content-encoding']).toBeUndefined();
    const gzipped = await rawGet('/page', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['x-page-cache']).toBe('hit');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(zlib.gunzipSync(gzipped.body).equals(plain)).toBe(true);
    // Brotli is made in the background; until then gzip answers.
    let brotli = await rawGet('/page', { 'accept-encoding': 'gzip, deflate, br' });
    for (let i = 0; i < 50 && brotli.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      brotli = await rawGet('/page', { 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain)).toBe(true);
    expect((await rawGet('/page', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it('ignores query parameters no page reads: random query strings neither render nor push pages out', async () => {
    await rawGet('/page');
    await rawGet('/other');
    const before = renders;
    for (let i = 0; i < 20; i++) {
      const response = await rawGet(`/page?x=${randomBytes(6).toString('hex')}&utm_source=${i}`);
      expect(response.headers['x-page-cache']).toBe('hit');
    }
    expect(renders - before).toBe(0);
    expect((await rawGet('/other')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps a page per gallery category; unknown categories are the unfiltered page and cannot push pages out', async () => {
    await rawGet('/gallery');
    await rawGet('/gallery?category=events');
    const before = renders;
    const events = await rawGet('/gallery?category=Events');
    expect(events.headers['x-page-cache']).toBe('hit');
    expect(events.body.toString()).toContain('/gallery events');
    expect((await rawGet('/gallery?category=nonsense')).headers['x-page-cache']).toBe('hit');
    expect(renders - before).toBe(0);
  });

  it('lets many variants of one path push out only that path’s older variants', async () => {
    await rawGet('/page');
    for (const routes of ['root', 'routes/a', 'routes/b', 'routes/c']) {
      await rawGet(`/gallery?_routes=${routes}`);
    }
    expect((await rawGet('/page')).headers['x-page-cache']).toBe('hit');
  });
});
