// `npm run doctor`: the setup checklist plus what can be checked about the
// installation itself. Each check says ok, info (nothing wrong, worth
// knowing) or fail; any fail makes the command exit non-zero.
import { access, stat, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { constants, existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { databasePath, openDatabaseReadOnly, type DB } from '../../../db/client';
import { sessionSecretFileOf } from '../../config';
import { freeBytesOf, megabytes } from '../../storage/disk';
import { uploadsDirOf } from '../../storage/paths';
import { readRequestRecord } from '../../storage/request-record';
import { setupChecklist, upiGalleryLimitWarning, type ChecklistItem } from './setup-checklist';
import { getSettings, invalidStoredSettings } from '../site/settings';

/** warn: something to act on that does not stop the site (the command still exits 0). */
export type CheckLevel = 'ok' | 'info' | 'warn' | 'fail';

export interface Check {
  name: string;
  level: CheckLevel;
  detail: string;
}

export interface DoctorEnv {
  dataDir: string;
  minFreeDiskMb: number;
  /** SESSION_SECRET from the environment, when set there. */
  sessionSecret?: string;
  /** smtp://host:port or smtps://host:port, when email is configured. */
  smtpUrl?: string;
}

const check = (name: string, level: CheckLevel, detail: string): Check => ({ name, level, detail });

/** At least 32 characters and not a short pattern repeated (at least 16 different characters). */
export function secretStrength(secret: string): string | null {
  if (secret.length < 32) return `only ${secret.length} characters (32 or more needed)`;
  if (new Set(secret).size < 16) return `only ${new Set(secret).size} different characters: use a random value`;
  return null;
}

async function sessionSecretCheck(env: DoctorEnv): Promise<Check> {
  if (env.sessionSecret !== undefined) {
    const weak = secretStrength(env.sessionSecret);
    return weak
      ? check('session secret', 'fail', `SESSION_SECRET is weak: ${weak}.`)
      : check('session secret', 'ok', 'SESSION_SECRET from the environment, strong enough.');
  }
  const file = sessionSecretFileOf(env.dataDir);
  if (!existsSync(file))
    return check('session secret', 'info', `${file} does not exist yet: the server creates it at its first start.`);
  const mode = (await stat(file)).mode & 0o777;
  let secret: string;
  try {
    secret = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    return check(
      'session secret',
      'fail',
      `${file} cannot be read by ${currentUser()} (${(error as NodeJS.ErrnoException).code ?? 'error'}): the server, run as this user, could not start. Fix: sudo chown ${currentUser()} ${file}`,
    );
  }
  const weak = secretStrength(secret);
  if (mode & 0o077) {
    return check('session secret', 'fail', `${file} is readable by others (mode ${mode.toString(8)}): run chmod 600 ${file}.`);
  }
  if (weak) return check('session secret', 'fail', `${file} is weak: ${weak}.`);
  return check('session secret', 'ok', `${file}, mode ${mode.toString(8)}, strong enough.`);
}

/**
 * DATA_DIR and the live database hold every applicant's data: only the
 * service user may read them (the server makes them so from its first
 * start; an older install or a copied folder may not be).
 */
async function dataModesCheck(dataDir: string): Promise<Check> {
  const modeOf = (file: string) =>
    stat(file).then(
      (s) => s.mode & 0o777,
      () => null,
    );
  const folderMode = await modeOf(dataDir);
  if (folderMode === null) return check('file permissions', 'info', `${dataDir} does not exist yet.`);
  const open: string[] = [];
  const fixes: string[] = [];
  if (folderMode & 0o077) {
    open.push(`${dataDir} is mode ${folderMode.toString(8)}`);
    fixes.push(`chmod 700 ${dataDir}`);
  }
  const database = databasePath(dataDir);
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    const mode = await modeOf(file);
    if (mode !== null && mode & 0o077) {
      open.push(`${file} is mode ${mode.toString(8)}`);
      fixes.push(`chmod 600 ${file}`);
    }
  }
  return open.length > 0
    ? check('file permissions', 'fail', `Readable by other users: ${open.join(', ')}. Run: ${fixes.join('; ')}.`)
    : check('file permissions', 'ok', `${dataDir} and its database are readable by their owner only.`);
}

async function diskCheck(env: DoctorEnv): Promise<Check> {
  const free = await freeBytesOf(env.dataDir);
  const mb = Math.floor(free / megabytes(1));
  return free < megabytes(env.minFreeDiskMb)
    ? check('free disk', 'fail', `${mb} MB free on ${env.dataDir}; uploads are refused below ${env.minFreeDiskMb} MB.`)
    : check('free disk', 'ok', `${mb} MB free on ${env.dataDir}.`);
}

async function requestCheck(dataDir: string): Promise<Check> {
  const seen = await readRequestRecord(dataDir);
  if (!seen) return check('https and TRUST_PROXY', 'info', 'No request seen yet: open the site once, then run this again.');
  const how = `last request ${seen.at} to ${seen.host}: ${seen.secure ? 'https' : 'http'}, X-Forwarded-Proto ${seen.forwardedProto ?? 'absent'}, TRUST_PROXY=${String(seen.trustProxy)}`;
  if (seen.forwardedProto && seen.trustProxy === false) {
    return check(
      'https and TRUST_PROXY',
      'fail',
      `${how}. A proxy is in front but TRUST_PROXY is off: set TRUST_PROXY=1 so client addresses, https and Secure cookies are right.`,
    );
  }
  if (seen.trustProxy === true) {
    return check(
      'https and TRUST_PROXY',
      'fail',
      `${how}. TRUST_PROXY=true lets any client choose its address: set the number of proxies (usually 1).`,
    );
  }
  const local = /^(localhost|127\.\d+\.\d+\.\d+|\[?::1\]?)$/.test(seen.host);
  if (!seen.secure && !local)
    return check(
      'https and TRUST_PROXY',
      'fail',
      `${how}. The site is served over plain http: put it behind https (see the README).`,
    );
  return check('https and TRUST_PROXY', 'ok', `${how}.`);
}

/** Connects and reads the server's greeting (220). */
export function smtpGreeting(url: URL, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 587));
    const socket = connect({ host: url.hostname, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    socket.once('data', (data) => {
      clearTimeout(timer);
      socket.end('QUIT\r\n');
      resolve(data.toString('utf8').split('\r\n')[0] ?? '');
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function smtpCheck(env: DoctorEnv): Promise<Check> {
  if (!env.smtpUrl) return check('email', 'info', 'not configured');
  let url: URL;
  try {
    url = new URL(env.smtpUrl);
  } catch {
    return check('email', 'fail', 'SMTP_URL is not a URL such as smtp://mail.example.in:587.');
  }
  if (url.protocol === 'smtps:') {
    // A TLS greeting needs a handshake: reaching the port is what is checked here.
    return smtpReachable(url);
  }
  try {
    const greeting = await smtpGreeting(url);
    return greeting.startsWith('220')
      ? check('email', 'ok', `${url.hostname}:${url.port || 587} answers: ${greeting}`)
      : check('email', 'fail', `${url.hostname} answered "${greeting}" instead of an SMTP greeting.`);
  } catch (error) {
    return check('email', 'fail', `${url.hostname}:${url.port || 587} not reachable: ${(error as Error).message}`);
  }
}

function smtpReachable(url: URL): Promise<Check> {
  return new Promise((resolve) => {
    const port = Number(url.port || 465);
    const socket = connect({ host: url.hostname, port });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(check('email', 'fail', `${url.hostname}:${port} not reachable in 5 s.`));
    }, 5000);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(check('email', 'ok', `${url.hostname}:${port} reachable.`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      resolve(check('email', 'fail', `${url.hostname}:${port} not reachable: ${error.message}`));
    });
  });
}

function databaseChecks(db: DB): Check[] {
  const integrity = db.$client.pragma('integrity_check', { simple: true });
  const journal = db.$client.pragma('journal_mode', { simple: true });
  return [
    integrity === 'ok'
      ? check('database integrity', 'ok', 'integrity_check: ok')
      : check(
          'database integrity',
          'fail',
          `integrity_check: ${String(integrity)}. Stop the server and restore the last backup.`,
        ),
    journal === 'wal'
      ? check('database journal', 'ok', 'journal_mode: wal')
      : check('database journal', 'fail', `journal_mode: ${String(journal)} (wal expected; the server sets it at start).`),
  ];
}

/** NPCI's ₹2,000 gallery limit for a personal UPI id (OC-76C), against the fees it collects. */
function upiLimitCheck(db: DB): Check {
  const warning = upiGalleryLimitWarning(getSettings(db));
  return warning
    ? check('UPI gallery limit', 'warn', warning)
    : check('UPI gallery limit', 'ok', 'No fee above ₹2,000 goes to a personal UPI id.');
}

const canWrite = (target: string) =>
  access(target, constants.W_OK | constants.X_OK).then(
    () => true,
    () => false,
  );
const canWriteFile = (target: string) =>
  access(target, constants.W_OK).then(
    () => true,
    () => false,
  );

/** Who runs this check: the server has to run as a user who may write the folder. */
function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}

/**
 * The data folder, the database file (with its WAL files) and uploads/ must
 * be writable by the user running this (the server's user): otherwise every
 * submit fails. Only `access()` is asked; nothing is created or changed.
 */
async function folderChecks(dataDir: string): Promise<Check[]> {
  const user = currentUser();
  const fix = (target: string) =>
    `give it to the user that runs the server: sudo chown -R ${user} ${target} (or run the server and this check as its owner).`;
  const checks: Check[] = [];
  if (!(await canWrite(dataDir))) {
    checks.push(
      check(
        'data folder',
        'fail',
        `${dataDir} is not writable by ${user}: the server could not save an application or a setting. Fix: ${fix(dataDir)}`,
      ),
    );
  } else {
    const file = databasePath(dataDir);
    const locked = [file, `${file}-wal`, `${file}-shm`].filter((f) => existsSync(f));
    const notWritable: string[] = [];
    for (const f of locked) if (!(await canWriteFile(f))) notWritable.push(f);
    checks.push(
      notWritable.length > 0
        ? check(
            'data folder',
            'fail',
            `${notWritable.join(', ')} not writable by ${user}: the server could only read. Fix: ${fix(dataDir)}`,
          )
        : check('data folder', 'ok', `${dataDir} is writable by ${user}.`),
    );
  }
  const uploads = uploadsDirOf(dataDir);
  if (!existsSync(uploads)) {
    checks.push(check('uploads folder', 'info', `${uploads} does not exist yet: the server makes it at the first application.`));
  } else if (!(await canWrite(uploads))) {
    checks.push(
      check(
        'uploads folder',
        'fail',
        `${uploads} is not writable by ${user}: every application with documents would fail. Fix: ${fix(uploads)}`,
      ),
    );
  } else {
    checks.push(check('uploads folder', 'ok', `${uploads} is writable by ${user}.`));
  }
  return checks;
}

/** Settings rows the site ignores because they fail their rule (it uses the default instead). */
function storedSettingsChecks(db: DB): Check[] {
  return invalidStoredSettings(db).map((item) =>
    check(
      `setting ${item.key}`,
      'fail',
      `the stored value ${JSON.stringify(item.stored)} is not valid (${item.problem}); the site uses ${JSON.stringify(item.usedInstead)} instead. Fix: Settings screen, or npm run settings -- set ${item.key}=VALUE`,
    ),
  );
}

/**
 * An item left to do fails the doctor, except the texts as shipped (issue 52):
 * a site can go live showing them, so they warn until staff confirm each.
 */
const doctorLevel = (item: ChecklistItem): CheckLevel => (item.id === 'texts' ? 'warn' : 'fail');

/**
 * The checks that read the database, in order. Another check of the database
 * is one more line here.
 */
const databaseCheckList: ((db: DB, env: DoctorEnv) => Check[] | Promise<Check[]>)[] = [
  (db) => databaseChecks(db),
  async (db, env) =>
    (await setupChecklist(db, env.dataDir)).map((item) => check(item.label, item.done ? 'ok' : doctorLevel(item), item.detail)),
  (db) => storedSettingsChecks(db),
  (db) => [upiLimitCheck(db)],
];

/** The checks of the installation around the database, in order: likewise one line each. */
const installationCheckList: ((env: DoctorEnv) => Promise<Check>)[] = [
  (env) => dataModesCheck(env.dataDir),
  (env) => diskCheck(env),
  (env) => sessionSecretCheck(env),
  (env) => requestCheck(env.dataDir),
  (env) => smtpCheck(env),
];

export async function runDoctor(env: DoctorEnv): Promise<Check[]> {
  // A folder that does not exist is reported, never made: the likely cause is
  // a DATA_DIR that is not the server's.
  if (!existsSync(env.dataDir)) {
    return [
      check(
        'data folder',
        'fail',
        `${env.dataDir} does not exist. Fix: set DATA_DIR to the folder the server uses (its "listening" log line names it as dataDir), or start the server once with this DATA_DIR to create it.`,
      ),
      await smtpCheck(env),
    ];
  }
  const checks: Check[] = await folderChecks(env.dataDir);
  const file = databasePath(env.dataDir);
  let db: DB | null = null;
  try {
    if (!existsSync(file)) {
      checks.push(
        check(
          'database',
          'fail',
          `No database at ${file}. Fix: start the server once with this DATA_DIR, or set DATA_DIR to the folder the server uses.`,
        ),
      );
    } else {
      db = openDatabaseReadOnly(env.dataDir);
      for (const run of databaseCheckList) checks.push(...(await run(db, env)));
    }
  } catch (error) {
    const unwritable = checks.some((c) => c.name === 'data folder' && c.level === 'fail');
    checks.push(
      check(
        'database',
        'fail',
        `${file} cannot be read: ${(error as Error).message}${unwritable ? ' (SQLite needs to write beside the file to read it: see data folder above)' : '. Fix: stop the server and restore the last backup (npm run restore).'}`,
      ),
    );
  } finally {
    db?.$client.close();
  }
  for (const run of installationCheckList) {
    // One check that cannot even look (a file this user may not read) is its own failure, not a crash.
    checks.push(await run(env).catch((error: unknown) => check('check', 'fail', `could not run: ${(error as Error).message}`)));
  }
  return checks;
}
