import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOutput, staleBuildReason } from '../support/fresh-build';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A project folder with one route file and a build, each given an age in seconds. */
function project(ages: { route: number; build?: number }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fresh-build-'));
  roots.push(root);
  const now = Date.now() / 1000;
  const file = (relative: string, ageSeconds: number) => {
    const full = path.join(root, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    utimesSync(full, now - ageSeconds, now - ageSeconds);
    return full;
  };
  file('app/routes/deep/page.tsx', ages.route);
  if (ages.build !== undefined) file(buildOutput, ages.build);
  return { root, file };
}

describe('the build the HTTP tests serve', () => {
  it('is made when there is none', () => {
    expect(staleBuildReason(project({ route: 60 }).root)).toBe(`no ${buildOutput}`);
  });

  it('is current when every source is older than it', () => {
    expect(staleBuildReason(project({ route: 60, build: 30 }).root)).toBeNull();
  });

  it('is made again when a file deep under app/ is newer', () => {
    expect(staleBuildReason(project({ route: 10, build: 30 }).root)).toBe('changed since the last build: app');
  });

  it('is made again when the domain, the server code the routes bundle, or the Remix config changed', () => {
    const { root, file } = project({ route: 60, build: 30 });
    file('domain/vocabulary.ts', 5);
    file('server/storage/multipart.ts', 5);
    file('remix.config.ts', 5);
    expect(staleBuildReason(root)).toBe('changed since the last build: domain, server, remix.config.ts');
  });
});
