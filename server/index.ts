// The production (and development) HTTP process: configuration, database,
// first admin, the app, and a graceful shutdown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../db/client';
import { createApp, emailSettingsOf } from './app';
import { passLapsedOffers } from './services/intakes';
import { forgetOldFactorFailures } from './services/admissions';
import type { EmailSender } from './mail/outbox-sender';
import { ConfigError, readConfig, type Config } from './config';
import { createLogger } from './logger';
import { pruneSessions } from './services/staff';
import { ensureBootstrapAdmin } from './services/staff';
import { setupChecklist } from './services/upkeep';
import { seedSettings } from './services/site';
import { openMissingAccounts, queueFeeReminders } from './services/fees';
import { seedContent } from './services/content';
import { sweepDataDir } from './storage/sweep';
import { sweepStagedUploads } from './storage/staged-uploads';
import { recordServerStart } from './storage/server-record';

let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.LOG_LEVEL);
const db = openDatabase(config.DATA_DIR);
seedSettings(db);
// The catalogue that came with the software, on a new install or the first start after the upgrade (decision 070).
seedContent(db);
pruneSessions(db);
// Students admitted before their plan existed get their fee account (decision 073).
const openedAccounts = openMissingAccounts(db);
if (openedAccounts > 0) logger.info({ openedAccounts }, 'fee accounts opened');
// `npm run settings` warns when it writes to a folder no server has used.
recordServerStart(config.DATA_DIR, { at: new Date().toISOString(), pid: process.pid, port: config.PORT });
// Before listening, so no upload is in flight: leftovers of a crash go.
logger.info(await sweepDataDir(db, config.DATA_DIR), 'start-up sweep');
// Staged (resumable) uploads survive a restart, so a visitor can go on; what
// no form claimed for six hours goes, now and then every STAGED_SWEEP_SECONDS.
const sweepStaged = async () => {
  const removed = await sweepStagedUploads(config.DATA_DIR);
  logger.info({ removed }, 'staged uploads sweep');
};
await sweepStaged();
const stagedSweepTimer = setInterval(() => {
  sweepStaged().catch((error: unknown) => logger.error({ err: error }, 'staged uploads sweep failed'));
}, config.STAGED_SWEEP_SECONDS * 1000);
stagedSweepTimer.unref();
// Seats offered from a waitlist and not paid in time pass to the next in line
// (decision 051): here, and when staff offer the next seat; reads write
// nothing. Wrong second factors quiet for a week are forgotten (decision 067).
// Fee reminders due today (decision 073): each instalment's each reminder once, keyed in the database.
const feeReminders = () => {
  try {
    const reminded = queueFeeReminders(db, { siteUrl: config.PUBLIC_URL ?? '', email: emailSettingsOf(config) !== null });
    if (reminded > 0) logger.info({ reminded }, 'fee reminders queued');
  } catch (error) {
    logger.error({ err: error }, 'fee reminders pass failed');
  }
};
feeReminders();
const offersTimer = setInterval(() => {
  feeReminders();
  try {
    const lapsed = passLapsedOffers(db, emailSettingsOf(config));
    if (lapsed > 0) logger.info({ lapsed }, 'waitlist offers lapsed');
  } catch (error) {
    logger.error({ err: error }, 'waitlist offers pass failed');
  }
  try {
    forgetOldFactorFailures(db);
  } catch (error) {
    logger.error({ err: error }, 'second-factor counts sweep failed');
  }
}, config.WAITLIST_SWEEP_SECONDS * 1000);
offersTimer.unref();

const bootstrap = await ensureBootstrapAdmin(db, config);
if (bootstrap.kind === 'generated') {
  // Printed once, to the terminal only: there is no other way to learn it.
  console.log(
    `\nCreated the first admin.\n  email:    ${bootstrap.email}\n  password: ${bootstrap.password}\n` +
      'Sign in at /admin/login and add a real admin; this password is not shown again.\n',
  );
} else if (bootstrap.kind === 'created-from-env') {
  logger.info({ email: bootstrap.email }, 'created admin from ADMIN_EMAIL');
}

// What is left before going live (the dashboard and `npm run doctor` show the same).
const left = (await setupChecklist(db, config.DATA_DIR)).filter((item) => !item.done);
if (left.length > 0) {
  logger.warn({ left: left.map((item) => item.label) }, 'setup not finished');
  // A person at the terminal of a first start (the random admin's password
  // was just printed) reads the list; provisioned starts keep the log JSON.
  if (bootstrap.kind === 'generated') {
    console.log(
      `Left to do before going live (the dashboard lists it too; npm run doctor checks it):\n` +
        left.map((item) => `  - ${item.label}: ${item.detail}`).join('\n') +
        '\n',
    );
  }
}

const server = http.createServer(await createApp({ config, db, logger }));
// Email to applicants: queued rows are sent from here, outside any request.
// Without SMTP_URL nothing is queued, and rows an earlier configuration left
// queued wait, untouched, until SMTP is configured again.
// The sender (and nodemailer with it) is loaded only when SMTP is configured.
let emailSender: EmailSender | null = null;
if (emailSettingsOf(config) && config.SMTP_URL && config.MAIL_FROM) {
  const { createSmtpTransport, startEmailSender } = await import('./mail/outbox-sender');
  emailSender = startEmailSender({
    db,
    transport: createSmtpTransport(config.SMTP_URL),
    from: config.MAIL_FROM,
    retryBaseMs: config.MAIL_RETRY_SECONDS * 1000,
    logger,
  });
}
logger.info({ email: emailSender ? 'on' : 'off' }, 'applicant email');
server.listen(config.PORT, config.HOST, () => {
  const { address, port } = server.address() as AddressInfo;
  logger.info({ address, port, dataDir: config.DATA_DIR, env: config.NODE_ENV }, 'listening');
});
// Slow phones on mobile data: allow time for large uploads, but not forever.
server.requestTimeout = 5 * 60 * 1000;
server.headersTimeout = 60 * 1000;

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  clearInterval(stagedSweepTimer);
  clearInterval(offersTimer);
  logger.info({ signal }, 'shutting down');
  // Stop accepting; in-flight requests finish, idle keep-alive sockets close.
  server.close(async () => {
    // A send in progress finishes and is recorded before the database closes.
    await emailSender?.stop();
    db.$client.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn('in-flight requests did not finish in 10 s; exiting');
    db.$client.close();
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
