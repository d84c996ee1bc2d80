// The admin sign-in and dashboard in a real Chromium against the production
// build (desktop 1366 px and tablet 768 px). Rows are seeded straight into
// the server's SQLite file under names unique to each test.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { outbox, sessions, users } from '../../db/schema';
import { createAdmin } from '../../server/services/staff/auth';
import { seedAdmission, seedEnquiry, seedRegistration, seedUpload, seedVerifiedPayment, tinyPdf, tinyPng } from '../support/seed';
import { e2eDataDir } from '../../playwright.config';
import { closeDecisionDone, e2eDb, openDashboard, openTab, signIn, uniqueTag } from './admin-support';

// Several sign-ins and hundreds of rows per test, on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

test.describe('admin sign-in', () => {
  test('every admin page sends a visitor to the login page', async ({ page }) => {
    for (const path of ['/admin/dashboard', '/admin/gallery', '/admin/settings', '/admin/admins', '/admin']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a wrong password shows one generic message', async ({ page }) => {
    await page.goto('/admin/login');
    // An address that is not an admin: the brute-force counter of the real admin stays clean.
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.in`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('login opens the dashboard on the Admissions tab; logout closes it again', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Admissions \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Registrations \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Enquiries \(\d+\)$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The old session is revoked on the server, not only forgotten by the browser.
    const api = await page.request.get('/trpc/admissions.counts');
    expect(api.status()).toBe(401);
  });
});

test.describe('dashboard', () => {
  test('approve and reject a registration; the current status button is disabled', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const reg = seedRegistration(e2eDb(), { name: `Decide ${tag}` });
    seedVerifiedPayment(e2eDb(), 'registration', reg.id);
    await signIn(page);
    await openTab(page, 'Registrations');
    await page.getByLabel('Search').fill(reg.referenceId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const row = page.getByTestId(`row-${reg.referenceId}`);
    await expect(row).toContainText(`Decide ${tag}`);
    await expect(row).toContainText('PENDING');
    const approve = row.getByRole('button', { name: `Approve Decide ${tag}` });
    const reject = row.getByRole('button', { name: `Reject Decide ${tag}` });
    await expect(approve).toBeEnabled();
    await expect(reject).toBeEnabled();

    await approve.click();
    // A verified fee: the dialog shows it, and Approve needs nothing more.
    const approving = page.getByRole('dialog', { name: `Approve Decide ${tag}?` });
    await expect(approving.getByTestId('decision-payment')).toContainText('Verified');
    await approving.getByRole('button', { name: 'Approve' }).click();
    await closeDecisionDone(page, reg.referenceId);
    await expect(row.locator('.mantine-Badge-root', { hasText: 'APPROVED' })).toBeVisible();
    await expect(approve).toBeDisabled();
    await expect(reject).toBeEnabled();

    // Reject asks for the reason the applicant will see.
    await reject.click();
    const rejecting = page.getByRole('dialog', { name: `Reject Decide ${tag}?` });
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await expect(rejecting).toContainText('Please give a short reason for the rejection');
    await rejecting.getByLabel('Reason (the applicant will see it)').fill('Fee screenshot does not match');
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await closeDecisionDone(page, reg.referenceId);
    await expect(row.locator('.mantine-Badge-root', { hasText: 'REJECTED' })).toBeVisible();
    await expect(reject).toBeDisabled();
    await expect(approve).toBeEnabled();

    // The detail drawer shows every field and who changed the status.
    await row.getByRole('button', { name: `Details of ${reg.referenceId}` }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText(reg.fatherName);
    await expect(drawer).toContainText(reg.address);
    const history = drawer.getByRole('list', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history).toContainText('PENDING → APPROVED by e2e-admin@example.in');
    await expect(history).toContainText('APPROVED → REJECTED by e2e-admin@example.in');
    await expect(history).toContainText('Fee screenshot does not match');

    // Send on WhatsApp: the link carries the number and the message; the press is recorded.
    // The wa.me page itself is answered locally so the test needs no network.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'wa.me' }));
    await drawer.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const href = await drawer.getByTestId('whatsapp-link').getAttribute('href');
    const link = new URL(href ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/91${reg.mobile}`);
    expect(link.searchParams.get('text')).toContain(`application ${reg.referenceId}`);
    expect(link.searchParams.get('text')).toContain('Remark: Fee screenshot does not match');
    await expect(drawer.getByRole('list', { name: 'Messages' })).toContainText(
      `WhatsApp to +91${reg.mobile}: opened by e2e-admin@example.in`,
    );
  });

  test('approve an admission and flag a reused UTR', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const reg = seedRegistration(e2eDb(), { name: `Admit ${tag}`, centre: 'belwa' });
    const adm = seedAdmission(e2eDb(), reg, { utr: reg.utr });
    await signIn(page);
    await page.getByLabel('Search').fill(adm.referenceId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const row = page.getByTestId(`row-${adm.referenceId}`);
    await expect(row).toContainText('Belwa');
    await expect(row).toContainText('UTR seen before');
    await row.getByRole('button', { name: `Approve Admit ${tag}` }).click();
    // The fee is not verified: the dialog says so, and approving needs a yes and a remark.
    const approving = page.getByRole('dialog', { name: `Approve Admit ${tag}?` });
    await expect(approving.getByTestId('decision-payment')).toContainText('Not yet checked');
    await expect(approving).toContainText('The payment is not verified');
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect(approving).toContainText('To approve anyway, confirm it and say why in the remark.');
    await approving.getByLabel('Approve although the payment is not verified').check();
    await approving.getByLabel(/how was the fee paid/).fill('Paid in cash at the Belwa office');
    await page.screenshot({
      path: process.env.SHOTS_DIR
        ? `${process.env.SHOTS_DIR}/approve-unverified-${testInfo.project.name}.png`
        : testInfo.outputPath('approve-unverified.png'),
    });
    await approving.getByRole('button', { name: 'Approve' }).click();
    await closeDecisionDone(page, adm.referenceId);
    await expect(row.getByRole('button', { name: `Approve Admit ${tag}` })).toBeDisabled();
    await row.getByRole('button', { name: `Details of ${adm.referenceId}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`registration ${reg.referenceId}`);
  });

  test('answer an enquiry: the reply is confirmed, kept in the history, and the enquiry can be reopened', async ({
    page,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const enquiry = seedEnquiry(e2eDb(), { name: `Enquirer ${tag}`, query: `Fees for ${tag}?` });
    await signIn(page);
    await openTab(page, 'Enquiries');
    await page.getByLabel('Search').fill(enquiry.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Wait for the searched list, not the first one, before acting on a row.
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
    const table = page.getByRole('table', { name: 'Enquiries' });
    await expect(table).toContainText(`Fees for ${tag}?`);

    // Resolve opens the enquiry: nothing is resolved until the answer is sent.
    await table.getByRole('button', { name: `Resolve Enquirer ${tag}` }).click();
    const drawer = page.getByRole('dialog', { name: `Enquiry from Enquirer ${tag}` });
    await expect(drawer).toContainText(`Fees for ${tag}?`);
    await drawer.getByRole('button', { name: 'Send reply and resolve' }).click();
    await expect(drawer.getByLabel('Your answer (the enquirer receives it)')).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer).toContainText('Please write the answer; the enquirer will receive it.');
    await expect(table.getByRole('button', { name: `Resolve Enquirer ${tag}` })).toBeEnabled();

    await drawer.getByLabel('Your answer (the enquirer receives it)').fill(`The fee for ${tag} is ₹8,000.`);
    await drawer.getByRole('button', { name: 'Send reply and resolve' }).click();
    // Email is off in the e2e server: the confirmation says to send it on WhatsApp, which carries the answer.
    await expect(drawer.getByRole('status')).toContainText(
      'The enquiry is resolved. Send the answer with Send on WhatsApp below.',
    );
    const history = drawer.getByRole('list', { name: 'Enquiry history' });
    await expect(history).toContainText('Answered and resolved by e2e-admin@example.in');
    await expect(history).toContainText(`The fee for ${tag} is ₹8,000.`);
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'wa.me' }));
    await drawer.getByRole('button', { name: 'Send on WhatsApp' }).click();
    const link = new URL((await drawer.getByTestId('whatsapp-link').getAttribute('href')) ?? '');
    expect(link.searchParams.get('text')).toContain(`Our answer:\nThe fee for ${tag} is ₹8,000.`);

    // The spec's Resolve button: disabled once resolved, labelled Resolved.
    const done = table.getByRole('button', { name: `Resolved: Enquirer ${tag}` });
    await expect(done).toHaveText('Resolved');
    await expect(done).toBeDisabled();

    // Reopened: pending again, and the history keeps both steps.
    await drawer.getByRole('button', { name: 'Reopen enquiry' }).click();
    await expect(history).toContainText('Reopened by e2e-admin@example.in');
    await expect(table.getByRole('button', { name: `Resolve Enquirer ${tag}` })).toBeEnabled();
    await expect(drawer.getByLabel('Your answer (the enquirer receives it)')).toBeVisible();
  });

  test('at 1366 px every list fits the screen: no column cut off', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    seedRegistration(e2eDb(), { name: `Wide Name Of An Applicant ${tag}` });
    await signIn(page);
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const [tab, label] of [
      ['registrations', 'Registrations'],
      ['admissions', 'Admissions'],
      ['enquiries', 'Enquiries'],
    ] as const) {
      await page.goto(`/admin/dashboard?tab=${tab}`);
      await page.waitForLoadState('networkidle');
      const table = page.getByRole('table', { name: label });
      if ((await table.count()) === 0) continue; // an empty list shows its message instead
      const right = await table.evaluate((element) => element.getBoundingClientRect().right);
      expect(right, label).toBeLessThanOrEqual(1366);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(1366);
    }
  });

  test('emails held by a restore are listed on the dashboard until staff decide', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const reg = seedRegistration(e2eDb(), { name: `Held ${tag}` });
    // As `npm run restore` leaves an email that was queued in the backup.
    const [row] = e2eDb()
      .insert(outbox)
      .values({
        channel: 'email',
        recordType: 'registration',
        recordId: reg.id,
        recipient: reg.email,
        subject: `Your registration ${reg.referenceId}: APPROVED`,
        body: 'text',
        state: 'held',
      })
      .returning()
      .all();
    await signIn(page);
    const notice = page.getByTestId('held-emails');
    await expect(notice).toContainText('waiting to be sent when the restored backup was taken');
    await expect(notice.getByRole('list', { name: 'Held emails' })).toContainText(
      `Your registration ${reg.referenceId}: APPROVED, to ${reg.email}`,
    );
    await notice.getByRole('button', { name: 'Do not send' }).click();
    await expect(notice).toBeHidden();
    expect(e2eDb().select().from(outbox).where(eq(outbox.id, row!.id)).get()?.state).toBe('cancelled');
  });

  test('Mark verified by hand: a refusal about the remark highlights the remark', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const reg = seedRegistration(e2eDb(), { name: `ByHand ${tag}` });
    await signIn(page);
    await openDashboard(page, `tab=registrations&q=${reg.referenceId}`);
    await page
      .getByTestId(`row-${reg.referenceId}`)
      .getByRole('button', { name: `Details of ${reg.referenceId}` })
      .click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Registration ${reg.referenceId}`) });
    await drawer.getByRole('button', { name: 'Mark verified by hand' }).click();
    await drawer.getByRole('button', { name: 'Mark verified', exact: true }).click();
    const remark = drawer.getByLabel(
      "How was it checked? (for example: cash received at the office; UTR seen in the bank's app)",
    );
    await expect(remark).toHaveAttribute('aria-invalid', 'true');
    await expect(drawer).toContainText('Please say how the payment was checked (for example: cash received at the office).');
    await remark.fill('Cash received at the office, receipt 42');
    await drawer.getByRole('button', { name: 'Mark verified', exact: true }).click();
    await expect(drawer.getByRole('button', { name: 'Mark verified by hand' })).toBeHidden();
  });

  test('the document viewer opens above the drawer, Escape closes it first, focus goes back', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const reg = seedRegistration(e2eDb(), { name: `Viewer ${tag}` });
    seedUpload(
      e2eDb(),
      e2eDataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'payment' },
      {
        // Wide, as a phone's screenshot turned sideways: the right half is what the drawer used to hide.
        bytes: await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#3366cc' } })
          .png()
          .toBuffer(),
        detectedType: 'image/png',
        originalName: 'payment.png',
      },
    );
    await signIn(page);
    await openDashboard(page, `tab=registrations&q=${reg.referenceId}`);
    await page
      .getByTestId(`row-${reg.referenceId}`)
      .getByRole('button', { name: `Details of ${reg.referenceId}` })
      .click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Registration ${reg.referenceId}`) });
    const opener = drawer.getByRole('button', { name: `Payment screenshot of Viewer ${tag}` });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: `Payment screenshot · Viewer ${tag}` });
    const picture = viewer.getByRole('img', { name: `Payment screenshot of Viewer ${tag}` });
    await expect(picture).toBeVisible();
    // Nothing of the drawer covers the picture: the element at each corner of it is the picture.
    // Measured once the modal's opening transition has ended (mid-way, the
    // picture's box and what is drawn at a point are taken at different frames).
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const box = (await picture.boundingBox())!;
    for (const [x, y] of [
      [box.x + 2, box.y + 2],
      [box.x + box.width - 2, box.y + 2],
      [box.x + box.width - 2, box.y + box.height - 2],
      [box.x + 2, box.y + box.height - 2],
    ] as const) {
      expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.getAttribute('alt') ?? null, [x, y])).toBe(
        `Payment screenshot of Viewer ${tag}`,
      );
    }
    await page.screenshot({ path: testInfo.outputPath('viewer-over-drawer.png') });

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('search, filter and page through a few hundred rows, with the state in the URL', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const db = e2eDb();
    db.transaction(() => {
      for (let i = 0; i < 240; i++) {
        seedRegistration(db as never, {
          name: `${tag} Student ${String(i).padStart(3, '0')}`,
          centre: i % 4 === 0 ? 'azamnagar' : 'gandhinagar',
          status: i % 6 === 0 ? 'APPROVED' : 'PENDING',
          createdAt: new Date(Date.now() - (240 - i) * 60_000),
        });
      }
    });
    await signIn(page);
    await openTab(page, 'Registrations');
    await page.getByLabel('Search').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Showing 1–25 of 240')).toBeVisible();
    const table = page.getByRole('table', { name: 'Registrations' });
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Student 239`);

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByText('Showing 26–50 of 240')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Student 214`);
    await expect(page).toHaveURL(/page=2/);

    await page.getByLabel('Centre').selectOption('azamnagar');
    await expect(page.getByText('Showing 1–25 of 60')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('APPROVED');
    // i divisible by 4 and by 6: 0, 12, ..., 228
    await expect(page.getByText('Showing 1–20 of 20')).toBeVisible();
    await expect(page).toHaveURL(/centre=azamnagar/);
    await expect(page).toHaveURL(/status=APPROVED/);

    await page.getByLabel('Sort').selectOption('name:asc');
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Student 000`);

    // The URL alone restores the view.
    await page.reload();
    await expect(page.getByRole('tab', { name: /Registrations/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Showing 1–20 of 20')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Registrations' }).getByRole('row').nth(1)).toContainText(`${tag} Student 000`);

    await page.getByLabel('Search').fill(`${tag} nobody`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No registration found')).toBeVisible();

    // The CSV export holds the filtered list.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    const csv = await page.request.get(`/admin/export/registrations?q=${tag}&centre=azamnagar`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(61);
  });

  test('empty lists and a failed fetch show the spec messages', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    await signIn(page);
    await openDashboard(page, `q=${tag}`);
    await expect(page.getByText('No admissions found')).toBeVisible();
    await page.goto(`/admin/dashboard?tab=enquiries&q=${tag}`);
    await expect(page.getByText('No enquiries found')).toBeVisible();
    // The first view comes with the page; the next list call goes over the
    // network. Cut it: the real server is never asked.
    await openDashboard(page, `q=${tag}`);
    await expect(page.getByText('No admissions found')).toBeVisible();
    await page.context().route('**/trpc/**admissions.list**', (route) => route.abort());
    // The list asks once more before it gives up, and TanStack Query holds
    // that retry while the page is hidden (focusManager): keep it in front.
    await page.bringToFront();
    await page.getByLabel('Search').fill(`${tag}-again`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Failed to fetch data')).toBeVisible();
  });

  test('document buttons open a viewer: images inline, PDFs as a download link', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const db = e2eDb();
    const reg = seedRegistration(db, { name: `Viewer ${tag}` });
    seedUpload(
      db,
      e2eDataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
      {
        bytes: tinyPng,
        detectedType: 'image/png',
        originalName: 'photo.png',
      },
    );
    seedUpload(
      db,
      e2eDataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'aadhaar' },
      {
        bytes: tinyPdf,
        detectedType: 'application/pdf',
        originalName: 'aadhaar card.pdf',
      },
    );
    await signIn(page);
    await openDashboard(page, `tab=registrations&q=${reg.referenceId}`);
    const row = page.getByTestId(`row-${reg.referenceId}`);
    await row.getByRole('button', { name: `Photo of Viewer ${tag}` }).click();
    const viewer = page.getByRole('dialog');
    const image = viewer.getByRole('img', { name: `Photo of Viewer ${tag}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();

    await row.getByRole('button', { name: `Aadhaar card of Viewer ${tag}` }).click();
    await expect(page.getByRole('dialog').getByText('PDF files are not opened inside the admin area.')).toBeVisible();
    await expect(page.getByRole('dialog').locator('object, embed, iframe')).toHaveCount(0);
    const download = page.getByRole('dialog').getByRole('link', { name: 'Download' });
    const href = await download.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment;/);
    // A click on the overlay closes the viewer.
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();

    // Without the session cookie the file is refused.
    const stranger = await page.context().browser()!.newContext();
    const refused = await stranger.request.get(new URL(href!, testInfo.project.use.baseURL).toString());
    expect(refused.status()).toBe(401);
    await stranger.close();
  });
});

test.describe('sessions', () => {
  test('an expired session sends the gallery manager and the dashboard back to the login page', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo).toLowerCase();
    const email = `expiry-${tag}@example.in`;
    await createAdmin(e2eDb(), { email, password: 'expiry-password-long' });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('expiry-password-long');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await page.goto('/admin/gallery');
    await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible();

    // Idle for longer than the limit (only this admin's sessions).
    const user = e2eDb().select().from(users).where(eq(users.email, email)).get()!;
    e2eDb()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id))
      .run();
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
