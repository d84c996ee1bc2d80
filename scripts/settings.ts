// npm run settings -- get [KEY ...]
// npm run settings -- set KEY=VALUE [KEY=VALUE ...]
// The same validation and change log as the admin screen (updateSettings);
// a running server reads the change on its next request.
import { z } from 'zod';
import { openDatabase } from '../db/client';
import { readConfig } from '../server/config';
import {
  getSettings,
  imageSettingsKeys,
  isSettingsKey,
  seedSettings,
  settingsKeys,
  updateSettings,
  type SiteSettings,
} from '../server/services/settings';

const usage = 'Usage: npm run settings -- get [KEY ...] | set KEY=VALUE [KEY=VALUE ...]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
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

const db = openDatabase(readConfig().DATA_DIR);
try {
  seedSettings(db);
  if (command === 'get') {
    const current = getSettings(db);
    const keys = rest.length > 0 ? (rest as (keyof SiteSettings)[]) : settingsKeys;
    for (const key of keys) console.log(`${key}=${String(current[key])}`);
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
      fail(error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    }
  }
} finally {
  db.$client.close();
}
