// `npm run settings` never writes where the server does not read: run as a
// child process from a folder without DATA_DIR, it names the database it
// would open, refuses to make one unless --create, warns when no server has
// started on the folder, and says what is wrong with a bad value in the
// Settings screen's words.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { getSettings } from '../../server/services/site/settings';
import { startServer } from '../support/server';

const project = process.cwd();
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'institute-settings-cmd-'));
  made.push(dir);
  return dir;
};

/** The command as an operator types it, from `cwd`, with DATA_DIR only when given. */
function settings(cwd: string, args: string[], dataDir?: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(project, 'node_modules/tsx/dist/cli.mjs'), path.join(project, 'scripts/settings.ts'), ...args],
    {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...(dataDir ? { DATA_DIR: dataDir } : {}) },
      encoding: 'utf8',
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run settings', () => {
  it('without DATA_DIR, refuses to create ./data/app.sqlite and names the file it looked for', () => {
    const cwd = tempDir();
    const result = settings(cwd, ['set', 'upiId=office@okaxis']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      `No database at ${path.join(cwd, 'data', 'app.sqlite')} (DATA_DIR not set, so ./data). Nothing was changed.`,
    );
    expect(result.stderr).toContain('Set DATA_DIR to the folder the server uses');
    expect(result.stderr).toContain('or add --create to start a new database there.');
    expect(existsSync(path.join(cwd, 'data'))).toBe(false);
  });

  it('with --create makes the database, names it and warns that no server has used the folder', () => {
    const cwd = tempDir();
    const result = settings(cwd, ['--create', 'set', 'upiId=office@okaxis']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe('upiId=office@okaxis\n');
    expect(result.stderr).toContain(`Settings of ${path.join(cwd, 'data', 'app.sqlite')} (DATA_DIR not set, so ./data).`);
    expect(result.stderr).toContain(
      'Warning: no server has started with this data folder yet, so a running site does not read it.',
    );
    // No session secret is made by a settings change.
    expect(existsSync(path.join(cwd, 'data', 'session-secret'))).toBe(false);
  });

  it("on a server's DATA_DIR names it without a warning; a bad value is refused in the screen's words and changes nothing", async () => {
    const server = await startServer();
    made.push(server.dataDir);
    await server.stop();
    const elsewhere = tempDir();
    const good = settings(elsewhere, ['set', 'registrationFee=150'], server.dataDir);
    expect(good.code, good.stderr).toBe(0);
    expect(good.stderr.trim()).toBe(`Settings of ${path.join(server.dataDir, 'app.sqlite')} (DATA_DIR=${server.dataDir}).`);

    const bad = settings(elsewhere, ['set', 'registrationFee=-5', 'admissionFee=2.5'], server.dataDir);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('registrationFee: A fee of ₹0 cannot be paid by UPI or receipted; enter at least ₹1.');
    expect(bad.stderr).toContain('admissionFee: Enter a whole number of rupees from 1 to 10,00,000.');
    expect(bad.stderr).toContain('Nothing was changed.');
    expect(bad.stderr).not.toMatch(/Too small|expected number|Invalid input/);
    const db = openDatabase(server.dataDir);
    try {
      expect(getSettings(db).registrationFee).toBe(150);
    } finally {
      db.$client.close();
    }
  }, 90_000);
});
