// npm run doctor
// The setup checklist and the installation's own health, for the DATA_DIR
// the server uses. Exits 1 when any check fails.
import { ConfigError, readConfigWithoutSecret } from '../server/config';
import { runDoctor, type CheckLevel } from '../server/services/upkeep';

const marks: Record<CheckLevel, string> = { ok: '[ok]  ', info: '[info]', warn: '[WARN]', fail: '[FAIL]' };

try {
  const config = readConfigWithoutSecret();
  const checks = await runDoctor({
    dataDir: config.DATA_DIR,
    minFreeDiskMb: config.MIN_FREE_DISK_MB,
    sessionSecret: config.SESSION_SECRET,
    smtpUrl: process.env.SMTP_URL || undefined,
  });
  console.log(`Checking ${config.DATA_DIR}`);
  for (const { name, level, detail } of checks) console.log(`${marks[level]} ${name}: ${detail}`);
  const failed = checks.filter((c) => c.level === 'fail').length;
  console.log(failed === 0 ? 'All checks passed.' : `${failed} check${failed === 1 ? '' : 's'} failed.`);
  process.exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 2;
}
