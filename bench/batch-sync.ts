// A teacher's week without signal (issue 54, decision 074): six classes of a
// batch of 60 taken on a phone (360 px) whose saves could not be sent, then
// the signal returns on a slow link (the application's: 400 kbit/s up,
// 1.6 Mbit/s down, 150 ms RTT) and the queue sends itself. Measured: from the
// browser's `online` event to the queue empty on the phone, and the server
// then holds one save per class and one mark per student and class.
// Baseline in the same run: one class's save sent on the same link.
// While the week is taken, the page's save requests fail as they do without a
// signal (the request aborted: no answer), so the saves wait in the page's own
// queue; the rest of the page (its loads) goes through.
import { chromium, type Page } from 'playwright';
import { sql } from 'drizzle-orm';
import { openDatabase, type DB } from '../db/client';
import { classSessions } from '../db/schema';
import { seedIntake } from './batch-work';
import { seedAdmission, seedRegistration } from '../tests/support/seed';

const kbit = 1000 / 8;
const slowLink = { offline: false, latency: 150, uploadThroughput: 400 * kbit, downloadThroughput: 1600 * kbit };
const dayMs = 86_400_000;
const savePath = '**/trpc/batches.saveAttendance*';

function seedWeek(dataDir: string, students: number, classes: number) {
  const db = openDatabase(dataDir);
  try {
    const now = Date.now();
    const made = (db as DB).transaction((tx) => {
      const intake = seedIntake(tx as unknown as DB);
      for (let i = 0; i < students; i++) {
        const registration = seedRegistration(tx as unknown as DB, {
          name: `Week Student ${i}`,
          intakeId: intake.id,
          status: 'APPROVED',
        });
        seedAdmission(tx as unknown as DB, registration, { status: 'APPROVED' });
      }
      // One class a day for the last `classes + 1` days (the extra one is the baseline's).
      return Array.from(
        { length: classes + 1 },
        (_, day) =>
          tx
            .insert(classSessions)
            .values({ intakeId: intake.id, startsAt: new Date(now - (day + 1) * dayMs), minutes: 60 })
            .returning()
            .get().id,
      );
    });
    return made;
  } finally {
    db.$client.close();
  }
}

const waiting = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('institute.batch-saves.v1') ?? '[]') as { state: string }[]).length);

/** Opens a class, marks every seventh student absent, presses Save: the save joins the phone's queue. */
async function takeClass(page: Page, appUrl: string, sessionId: number, n: number) {
  await page.goto(`${appUrl}/admin/attendance/${sessionId}`, { waitUntil: 'networkidle' });
  const marks = page.locator('[data-testid^="mark-"]');
  const count = await marks.count();
  for (let i = n % 7; i < count; i += 7) await marks.nth(i).click();
  await page.getByTestId('save-attendance').click();
}

export interface QueueSync {
  students: number;
  classes: number;
  /** `online` event → the phone's queue empty (every save answered). */
  syncMs: number;
  /** One class's save alone on the same link: Save pressed → its save id on screen. */
  oneSaveMs: number;
  savesOnServer: number;
  marksOnServer: number;
}

export async function measureQueueSync(
  appUrl: string,
  dataDir: string,
  email: string,
  password: string,
  students = 60,
  classes = 6,
): Promise<QueueSync> {
  const [baseline, ...week] = seedWeek(dataDir, students, classes);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${appUrl}/admin/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard/);

    await page.route(savePath, (route) => route.abort('internetdisconnected'));
    for (const [n, sessionId] of week.entries()) await takeClass(page, appUrl, sessionId!, n);
    if ((await waiting(page)) !== week.length) throw new Error(`expected ${week.length} saves waiting on the phone`);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slowLink);
    await page.unroute(savePath);
    const started = Date.now();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForFunction(() => localStorage.getItem('institute.batch-saves.v1') === '[]', undefined, {
      timeout: 60_000,
      polling: 20,
    });
    const syncMs = Date.now() - started;

    // The baseline: one class taken and sent at once on the same link.
    await page.goto(`${appUrl}/admin/attendance/${baseline}`, { waitUntil: 'networkidle' });
    await cdp.send('Network.emulateNetworkConditions', slowLink);
    const lastSent = () =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('institute.batch-saves.sent.v1') ?? '[]') as { key: string }[])[0]?.key,
      );
    const before = await lastSent();
    const pressed = Date.now();
    await page.getByTestId('save-attendance').click();
    await page.waitForFunction(
      (key) => (JSON.parse(localStorage.getItem('institute.batch-saves.sent.v1') ?? '[]') as { key: string }[])[0]?.key !== key,
      before,
      { timeout: 60_000, polling: 20 },
    );
    const oneSaveMs = Date.now() - pressed;

    const db = openDatabase(dataDir);
    try {
      const ids = sql.join(
        week.map((id) => sql`${id}`),
        sql`, `,
      );
      const savesOnServer = db.get<{ n: number }>(
        sql`select count(*) as n from batch_saves where kind = 'attendance' and subject_id in (${ids})`,
      ).n;
      const marksOnServer = db.get<{ n: number }>(sql`select count(*) as n from attendance_marks where session_id in (${ids})`).n;
      return { students, classes: week.length, syncMs, oneSaveMs, savesOnServer, marksOnServer };
    } finally {
      db.$client.close();
    }
  } finally {
    await browser.close();
  }
}
