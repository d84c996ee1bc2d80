// Configuration is read once, here, from the environment and validated; a bad
// value stops the process with one line naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from './services/staff';

/** A whole number in range, refused in words (not zod's "expected number, received NaN"). */
const wholeNumber = (min: number, max?: number) => {
  const message = max === undefined ? `must be a whole number, at least ${min}` : `must be a whole number from ${min} to ${max}`;
  const number = z.coerce.number({ error: message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
};

const envSchema = z.object({
  PORT: wholeNumber(1, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Number of proxy hops to trust for the client address, or true/false. */
  TRUST_PROXY: z
    .union([z.literal('true'), z.literal('false'), z.string().regex(/^\d+$/)])
    .default('false')
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : Number(v))),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  /** Comma-separated origins that may call /api from a browser (CORS). */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Abuse limits per client address (see server/http/rate-limits.ts).
  RATE_LIMIT_SUBMITS_PER_HOUR: wholeNumber(1).default(20),
  RATE_LIMIT_LOOKUPS_PER_15MIN: wholeNumber(1).default(30),
  RATE_LIMIT_LOGIN_PER_15MIN: wholeNumber(1).default(20),
  /** New uploads are refused (507) when less than this is free on DATA_DIR's disk. */
  MIN_FREE_DISK_MB: wholeNumber(0).default(500),
  /** How often unclaimed staged (resumable) uploads older than 6 hours are removed. */
  STAGED_SWEEP_SECONDS: wholeNumber(1, 86400).default(3600),
  /** How often waitlist offers past their deadline pass to the next in line (reads write nothing). */
  WAITLIST_SWEEP_SECONDS: wholeNumber(1, 86400).default(300),
  /** The most all staged (resumable) uploads together may hold; new ones are refused (507) past it. */
  STAGED_MAX_MB: wholeNumber(1).default(1024),
  /** Documents of REJECTED or still PENDING applications older than this can be purged. */
  DOCUMENT_RETENTION_DAYS: wholeNumber(1).default(180),
  // Email to applicants (server/mail): off unless SMTP_URL is set.
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender, e.g. "Institute Office <office@example.in>". */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /** The site's public origin, for the /admission-form link in emails. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** The first retry waits this long; each next one twice as long (at most 6 hours). */
  MAIL_RETRY_SECONDS: wholeNumber(1, 3600).default(60),
});

/** Every environment variable the server reads (the README's configuration table lists each). */
export const configVariables = Object.keys(envSchema.shape);

export type Config = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET' | 'DATA_DIR'> & {
  DATA_DIR: string;
  SESSION_SECRET: string;
};

export class ConfigError extends Error {}

/** The configuration without the session secret: reading it never writes to DATA_DIR. */
export function readConfigWithoutSecret(
  env: Record<string, string | undefined> = process.env,
): Omit<Config, 'SESSION_SECRET'> & { SESSION_SECRET?: string } {
  // Empty strings count as unset, as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(configVariables.map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // The SMTP URL may carry a password: name the variable, never echo it.
    const shown = name === 'SMTP_URL' ? '(hidden)' : JSON.stringify(env[name]);
    throw new ConfigError(`Invalid ${name}=${shown}: ${issue.message}`);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    const missing = parsed.data.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError(`Invalid ${missing}: set ADMIN_EMAIL and ADMIN_PASSWORD together`);
  }
  if (parsed.data.ADMIN_PASSWORD && isCommonPassword(parsed.data.ADMIN_PASSWORD)) {
    // Never echoed: it is a password.
    throw new ConfigError('Invalid ADMIN_PASSWORD: it is one of the most common passwords; choose another');
  }
  if (parsed.data.SMTP_URL) {
    for (const name of ['MAIL_FROM', 'PUBLIC_URL'] as const) {
      if (!parsed.data[name]) throw new ConfigError(`Invalid ${name}: set it when SMTP_URL is set`);
    }
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = readConfigWithoutSecret(env);
  return { ...config, SESSION_SECRET: config.SESSION_SECRET ?? loadOrCreateSecret(config.DATA_DIR) };
}

/** Where the generated session secret is kept. */
export const sessionSecretFileOf = (dataDir: string) => path.join(dataDir, 'session-secret');

/**
 * DATA_DIR alone, for command-line tools that must not touch the folder
 * (readConfig may write a session secret into it; a restore needs it empty).
 */
export function dataDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR || './data');
}

/** DOCUMENT_RETENTION_DAYS alone (the privacy notice states it), its default when unset or bad. */
export function retentionDaysFromEnv(env: Record<string, string | undefined> = process.env): number {
  const parsed = envSchema.shape.DOCUMENT_RETENTION_DAYS.safeParse(env.DOCUMENT_RETENTION_DAYS || undefined);
  return parsed.success ? parsed.data : 180;
}

/** Keeps a generated secret in DATA_DIR so cookies survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = sessionSecretFileOf(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Private from the first start, like everything the server keeps (db/client.ts).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}
