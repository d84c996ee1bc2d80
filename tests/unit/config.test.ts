import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, readConfig } from '../../server/config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    const dataDir = tmp();
    const config = readConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.DATA_DIR).toBe(path.resolve(dataDir));
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = tmp();
    const first = readConfig({ DATA_DIR: dataDir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(readConfig({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first);
  });

  it('names the variable of a bad value', () => {
    expect(() => readConfig({ PORT: 'abc', DATA_DIR: tmp() })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'abc', DATA_DIR: tmp() })).toThrow(/^Invalid PORT="abc"/);
    // In words, not zod's "expected number, received NaN".
    expect(() => readConfig({ PORT: '70000', DATA_DIR: tmp() })).toThrow(
      'Invalid PORT="70000": must be a whole number from 1 to 65535',
    );
    expect(() => readConfig({ MIN_FREE_DISK_MB: '-1', DATA_DIR: tmp() })).toThrow(
      'Invalid MIN_FREE_DISK_MB="-1": must be a whole number, at least 0',
    );
    expect(() => readConfig({ TRUST_PROXY: 'maybe', DATA_DIR: tmp() })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ ADMIN_EMAIL: 'a@example.in', DATA_DIR: tmp() })).toThrow(/ADMIN_PASSWORD/);
  });

  it('refuses a common ADMIN_PASSWORD without echoing it', () => {
    const attempt = () => readConfig({ ADMIN_EMAIL: 'a@example.in', ADMIN_PASSWORD: 'qwertyuiop', DATA_DIR: tmp() });
    expect(attempt).toThrow('Invalid ADMIN_PASSWORD: it is one of the most common passwords; choose another');
    expect(attempt).not.toThrow(/qwertyuiop/);
  });

  it('turns email on only with a sender and a public address, and never echoes the SMTP URL', () => {
    const smtp = 'smtp://mailer:s3cret@mail.example.in:587';
    expect(() => readConfig({ SMTP_URL: smtp, PUBLIC_URL: 'https://example.in', DATA_DIR: tmp() })).toThrow(/^Invalid MAIL_FROM/);
    expect(() => readConfig({ SMTP_URL: smtp, MAIL_FROM: 'office@example.in', DATA_DIR: tmp() })).toThrow(/^Invalid PUBLIC_URL/);
    const bad = () => readConfig({ SMTP_URL: 'http://mailer:s3cret@mail.example.in', DATA_DIR: tmp() });
    expect(bad).toThrow(/^Invalid SMTP_URL=\(hidden\)/);
    expect(bad).not.toThrow(/s3cret/);
    const config = readConfig({
      SMTP_URL: smtp,
      MAIL_FROM: 'office@example.in',
      PUBLIC_URL: 'https://example.in',
      DATA_DIR: tmp(),
    });
    expect([config.SMTP_URL, config.MAIL_RETRY_SECONDS]).toEqual([smtp, 60]);
  });

  it('reads TRUST_PROXY as a boolean or a hop count', () => {
    expect(readConfig({ TRUST_PROXY: 'true', DATA_DIR: tmp() }).TRUST_PROXY).toBe(true);
    expect(readConfig({ TRUST_PROXY: '1', DATA_DIR: tmp() }).TRUST_PROXY).toBe(1);
  });

  it('is documented: the README configuration table names every variable it reads', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Creating an admin'));
    const documented = [...table.matchAll(/^\| `([A-Z0-9_]+)`(?:, `([A-Z0-9_]+)`)? \|/gm)]
      .flatMap((m) => [m[1], m[2]])
      .filter(Boolean);
    expect(configVariables.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...configVariables].sort());
  });
});
