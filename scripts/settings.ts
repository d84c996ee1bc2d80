// npm run settings -- get [KEY ...]
// npm run settings -- set KEY=VALUE [KEY=VALUE ...]
// npm run settings -- --create set ...   (a new database in a new DATA_DIR)
// The same validation and change log as the admin screen (updateSettings);
// a running server reads the change on its next request. It names the file
// it opened and never makes a new one unasked: a `set` without the server's
// DATA_DIR used to create ./data/app.sqlite and change nothing the site read.
import { existsSync } from 'node:fs';
import { z } from 'zod';
import { databasePath, openDatabase } from '../db/client';
import { dataDirFromEnv } from '../server/config';
import {
  getSettings,
  imageSettingsKeys,
  invalidStoredSettings,
  isSettingsKey,
  seedSettings,
  settingsKeys,
  updateSettings,
  type SiteSettings,
} from '../server/services/site';
import { readServerStart } from '../server/storage/server-record';

const usage = 'Usage: DATA_DIR=/the/server/data npm run settings -- [--create] get [KEY ...] | set KEY=VALUE [KEY=VALUE ...]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const argv = process.argv.slice(2);
const create = argv.includes('--create');
const [command, ...rest] = argv.filter((argument) => argument !== '--create');
if (command !== 'get' && command !== 'set') fail(usage);

for (const argument of rest) {
  const key = command === 'set' ? (argument.split('=')[0] ?? '') : argument;
  if (command === 'set' && !argument.includes('=')) fail(`Expected KEY=VALUE, got "${argument}".\n${usage}`);
  if (!isSettingsKey(key)) fail(`Unknown setting "${key}". Known settings: ${settingsKeys.join(', ')}.`);
  // An image setting names a file the upload wrote; only emptying it is typed here.
  if (command === 'set' && (imageSettingsKeys as readonly string[]).includes(key) && argument !== `${key}=`) {
    fail(`${key} is set by uploading the image on the admin Settings screen; "${key}=" removes it.`);
  }
}
if (command === 'set' && rest.length === 0) fail(usage);

// DATA_DIR alone: reading the full configuration would write a session secret into the folder.
const dataDir = dataDirFromEnv();
const file = databasePath(dataDir);
const fromWhere = process.env.DATA_DIR ? `DATA_DIR=${process.env.DATA_DIR}` : 'DATA_DIR not set, so ./data';
if (!existsSync(file) && !create) {
  fail(
    `No database at ${file} (${fromWhere}). Nothing was changed.\n` +
      'Set DATA_DIR to the folder the server uses (its "listening" log line names it as dataDir), ' +
      'or add --create to start a new database there.',
  );
}
// stderr, so `get`'s key=value lines on stdout stay the only output a script reads.
console.error(`Settings of ${file} (${fromWhere}).`);
if (!readServerStart(dataDir)) {
  console.error(
    `Warning: no server has started with this data folder yet, so a running site does not read it. ` +
      'If the site is already running, use its DATA_DIR.',
  );
}

const db = openDatabase(dataDir);
try {
  seedSettings(db);
  if (command === 'get') {
    const current = getSettings(db);
    // A stored value that fails its rule is shown as stored, not as the default the site falls back to.
    const invalid = new Map(invalidStoredSettings(db).map((item) => [item.key, item]));
    const keys = rest.length > 0 ? (rest as (keyof SiteSettings)[]) : settingsKeys;
    for (const key of keys) {
      const bad = invalid.get(key);
      if (bad) {
        const stored = typeof bad.stored === 'string' ? bad.stored : JSON.stringify(bad.stored);
        console.log(`${key}=${stored}`);
        console.error(
          `  ${key} is not valid (${bad.problem}); the site uses ${JSON.stringify(bad.usedInstead)} until it is set again.`,
        );
      } else {
        console.log(`${key}=${String(current[key])}`);
      }
    }
    if (invalid.size > 0 && keys.some((key) => invalid.has(key))) process.exitCode = 1;
  } else {
    const patch = Object.fromEntries(
      rest.map((argument) => {
        const at = argument.indexOf('=');
        return [argument.slice(0, at), argument.slice(at + 1)];
      }),
    ) as Partial<SiteSettings>;
    try {
      const next = updateSettings(db, patch, null);
      for (const key of Object.keys(patch) as (keyof SiteSettings)[]) console.log(`${key}=${String(next[key])}`);
    } catch (error) {
      if (!(error instanceof z.ZodError)) throw error;
      fail(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n') + '\nNothing was changed.');
    }
  }
} finally {
  db.$client.close();
}
