// The real production server over HTTP: health, the /trpc guard, admin
// bootstrap from the environment, the generated first admin, and the CLI.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { galleryItems, users } from '../../db/schema';
import { startServer, type RunningServer } from '../support/server';

const run = promisify(execFile);

async function trpcLogin(server: RunningServer, email: string, password: string) {
  return fetch(`${server.url}/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('production server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: 'a@example.in', ADMIN_PASSWORD: 'a-long-secret' });
  });
  afterAll(() => server.cleanup());

  it('answers /healthz with JSON', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: true });
  });

  it('serves the home page and compresses it', async () => {
    const response = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1');
  });

  it('serves the public home page from the page cache with ETag and 304', async () => {
    await fetch(`${server.url}/`);
    const hit = await fetch(`${server.url}/`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const etag = hit.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(`${server.url}/`, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);
  });

  it('renders a cached page again after another process writes to the database', async () => {
    await fetch(`${server.url}/gallery`);
    expect((await fetch(`${server.url}/gallery`)).headers.get('x-page-cache')).toBe('hit');
    const db = openDatabase(server.dataDir);
    db.insert(galleryItems)
      .values({ title: 'Written by a script', description: 'x', category: 'events', imageName: 'ext1', width: 10, height: 10 })
      .run();
    db.$client.close();
    const after = await fetch(`${server.url}/gallery`);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('Written by a script');
  });

  it('serves fingerprinted assets as immutable for a year', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('guards admin procedures on /trpc and lets the env admin in', async () => {
    const refused = await fetch(`${server.url}/trpc/auth.me`);
    expect(refused.status).toBe(401);
    const ok = await trpcLogin(server, 'a@example.in', 'a-long-secret');
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { result: { data: { token: string } } };
    expect(body.result.data.token.length).toBeGreaterThanOrEqual(43);
    const bad = await trpcLogin(server, 'a@example.in', 'wrong-secret');
    expect(bad.status).toBe(401);
  });

  it('keeps its data in DATA_DIR', () => {
    const db = openDatabase(server.dataDir);
    expect(db.select({ email: users.email }).from(users).all()).toEqual([{ email: 'a@example.in' }]);
    db.$client.close();
  });
});

describe('first start without ADMIN_*', () => {
  it('creates admin@localhost with a printed random password that works', async () => {
    const server = await startServer();
    try {
      const password = server.output().match(/password: (\S+)/)?.[1];
      expect(password).toBeTruthy();
      expect((await trpcLogin(server, 'admin@localhost', password!)).status).toBe(200);
      // It lists what is left before going live (the test institute has its identity and UPI id).
      const left = server.output().split('Left to do before going live')[1] ?? '';
      expect(left).toContain("  - The first admin's password changed: admin@localhost: still the password it was created with.");
      expect(left).toContain('  - A backup taken in the last 7 days: No backup taken yet');
      expect(left).not.toContain("The institute's name");
      await server.stop();
      // A second start prints no new password, and logs what is left as one line.
      const again = await startServer({}, { dataDir: server.dataDir });
      expect(again.output()).not.toContain('password:');
      expect(again.output()).toContain('"msg":"setup not finished"');
      await again.cleanup();
    } finally {
      await server.cleanup();
    }
  });

  it('stops with one line naming a bad variable', async () => {
    const error = await run(process.execPath, ['scripts/start.mjs'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bad-')) },
    }).catch((e: { code: number; stderr: string }) => e);
    expect((error as { code: number }).code).toBe(1);
    expect((error as { stderr: string }).stderr.trim()).toBe('Invalid PORT="abc": must be a whole number from 1 to 65535');
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const server = await startServer();
    expect(await server.stop('SIGTERM')).toBe(0);
    await server.cleanup();
  });
});

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cli-'));
  // The command as npm runs it, without npx's own start: each run is a new
  // Node process compiling the script (about 1 s of CPU; over 7 s of wall time
  // on two busy cores, where three runs overran the default 20 s).
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
    });

  it('creates an admin and refuses a short password or a duplicate', { timeout: 90_000 }, async () => {
    const created = await cli('--email', 'Office@Example.in', '--password', 'long-enough-1');
    expect(created.stdout).toContain('Created admin office@example.in.');
    const short = await cli('--email', 'b@example.in', '--password', 'short').catch((e: { stderr: string }) => e);
    expect((short as { stderr: string }).stderr).toContain('at least 10 characters');
    const duplicate = await cli('--email', 'office@example.in', '--password', 'long-enough-2').catch(
      (e: { stderr: string }) => e,
    );
    expect((duplicate as { stderr: string }).stderr).toContain('already exists');
    const db = openDatabase(dataDir);
    expect(db.select({ email: users.email }).from(users).all()).toEqual([{ email: 'office@example.in' }]);
    db.$client.close();
  });
});
