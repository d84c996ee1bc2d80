// GET /sw.js from the real production server: always revalidated, allowed by
// the CSP, and named after the build it belongs to, so a new release installs
// a new worker and replaces the old cache.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.cleanup();
});

// Vite names the client's route manifest after the assets version.
const assetsVersion = () => {
  const manifest = readdirSync(path.resolve('build/client/assets')).find((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  return /^manifest-([0-9a-f]+)\.js$/.exec(manifest ?? '')?.[1];
};

describe('GET /sw.js', () => {
  it('is JavaScript the browser revalidates on every visit, never a cached page', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${server.url}/sw.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-page-cache')).toBeNull();
    }
  });

  it("is allowed by the pages' CSP as a worker from our own origin", async () => {
    const csp = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
  });

  it("names its cache after the build's assets version and deletes every other cache", async () => {
    const version = assetsVersion();
    expect(version).toMatch(/^[0-9a-f]+$/);
    const script = await (await fetch(`${server.url}/sw.js`)).text();
    expect(script).toContain(`const cacheName = "pages-${version}";`);
    expect(script).toContain('if (key !== cacheName) await caches.delete(key)');
  });

  it('never stores private paths or answers to anything but GET', async () => {
    const script = await (await fetch(`${server.url}/sw.js`)).text();
    for (const prefix of ['/admin', '/api', '/trpc', '/media']) expect(script).toContain(`"${prefix}"`);
    expect(script).toContain("if (request.method !== 'GET') return;");
  });
});
