// Remix's lazy route discovery asks /__manifest?p=<path>&version=<v> for the
// routes a link leads to. The answer depends on `p`, so no cache may hand one
// path's answer to another (a link inside the Hindi site once opened a 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.cleanup());

async function manifestFor(pathName: string, version: string) {
  const response = await fetch(`${server.url}/__manifest?p=${encodeURIComponent(pathName)}&version=${version}`);
  expect(response.status).toBe(200);
  return { cache: response.headers.get('x-page-cache'), routes: Object.keys((await response.json()) as object) };
}

describe('the route manifest', () => {
  it('answers each path with its own routes, never from the page cache', async () => {
    const html = await (await fetch(`${server.url}/hi`)).text();
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
    expect(version).toBeTruthy();
    const gallery = await manifestFor('/hi/gallery', version!);
    const academics = await manifestFor('/hi/academics', version!);
    const again = await manifestFor('/hi/academics', version!);
    expect(gallery.routes).toContain('hi/gallery');
    expect(academics.routes).toContain('hi/academics');
    expect(academics.routes).not.toContain('hi/gallery');
    expect(again.routes).toEqual(academics.routes);
    expect([gallery.cache, academics.cache, again.cache]).toEqual([null, null, null]);
  });
});
