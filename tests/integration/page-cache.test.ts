// The page cache middleware on a real Express server over real HTTP.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from '../../server/http/page-cache';

let version = 1;
let renders = 0;
let url = '';
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(8).toString('hex');
    next();
  });
  app.use(compression());
  app.use(createPageCache({ maxEntries: 2, version: () => version, excludedPrefixes: ['/admin'] }));
  app.get(['/page', '/other', '/third', '/admin/page'], (req, res) => {
    renders += 1;
    res.setHeader('Cache-Control', 'public, no-cache');
    res.type('html');
    res.write(`<html><script nonce="${res.locals.cspNonce}">1</script>`);
    // Long enough for compression to apply (its threshold is 1 KB).
    res.end(`<p>version ${version} ${req.path}</p>${'<p>filler</p>'.repeat(100)}</html>`);
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
    const server = app.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    });
    close = () => server.close();
  });
});
afterAll(() => close());

const nonceOf = (html: string) => /nonce="([0-9a-f]+)"/.exec(html)?.[1];

describe('page cache', () => {
  it('renders once, then serves the copy with a fresh nonce each time', async () => {
    const before = renders;
    const first = await fetch(`${url}/page`);
    const firstBody = await first.text();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await fetch(`${url}/page`);
    const secondBody = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(renders - before).toBe(1);
    expect(secondBody.replace(nonceOf(secondBody)!, 'N')).toBe(firstBody.replace(nonceOf(firstBody)!, 'N'));
    expect(nonceOf(secondBody)).not.toBe(nonceOf(firstBody));
    expect(second.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    await fetch(`${url}/page`);
    const hit = await fetch(`${url}/page`);
    const etag = hit.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await fetch(`${url}/page`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('renders again when the content version changes', async () => {
    await fetch(`${url}/page`);
    version += 1;
    const response = await fetch(`${url}/page`);
    expect(response.headers.get('x-page-cache')).toBe('miss');
    expect(await response.text()).toContain(`version ${version}`);
  });

  it('keeps at most maxEntries pages', async () => {
    for (const page of ['/page', '/other', '/third']) {
      await fetch(`${url}${page}`);
      await fetch(`${url}${page}`);
    }
    expect((await fetch(`${url}/page`)).headers.get('x-page-cache')).toBe('miss');
  });

  it('never keeps private pages, cookie-setting responses, excluded paths or signed-in requests', async () => {
    for (const page of ['/private', '/cookie', '/admin/page']) {
      const before = renders;
      await fetch(`${url}${page}`);
      await fetch(`${url}${page}`);
      expect(renders - before, page).toBe(2);
    }
    await fetch(`${url}/other`);
    const before = renders;
    await fetch(`${url}/other`, { headers: { cookie: 'session=abc' } });
    expect(renders - before).toBe(1);
  });

  it('serves hits compressed', async () => {
    await fetch(`${url}/page`);
    const response = await fetch(`${url}/page`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
