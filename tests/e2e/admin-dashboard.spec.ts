// The admin sign-in and dashboard in a real Chromium against the production
// build (desktop 1366 px and tablet 768 px). Rows are seeded straight into
// the server's SQLite file under names unique to each test.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { createAdmin } from '../../server/services/auth';
import { seedAdmission, seedEnquiry, seedRegistration, seedUpload, seedVerifiedPayment, tinyPdf, tinyPng } from '../support/seed';
import { e2eDataDir } from '../../playwright.config';
import { e2eDb, openTab, signIn, uniqueTag } from './admin-support';

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
    const approve = row.getByRole('button', { name: `APPROVED Decide ${tag}` });
    const reject = row.getByRole('button', { name: `REJECTED Decide ${tag}` });
    await expect(approve).toBeEnabled();
    await expect(reject).toBeEnabled();

    await approve.click();
    // A verified fee: the dialog shows it, and Approve needs nothing more.
    const approving = page.getByRole('dialog', { name: `Approve Decide ${tag}?` });
    await expect(approving.getByTestId('decision-payment')).toContainText('Verified');
    await approving.getByRole('button', { name: 'Approve' }).click();
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
    expect(link.searchParams.get('text')).toContain(`registration ${reg.referenceId}`);
    expect(link.searchParams.get('text')).toContain('Remark: Fee screenshot does not match');
    await expect(drawer.getByRole('list', { name: 'Messages' })).toContainText(`WhatsApp to +91${reg.mobile}: opened by e2e-admin@example.in`);
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
    await row.getByRole('button', { name: `APPROVED Admit ${tag}` }).click();
    // The fee is not verified: the dialog says so, and approving needs a yes and a remark.
    const approving = page.getByRole('dialog', { name: `Approve Admit ${tag}?` });
    await expect(approving.getByTestId('decision-payment')).toContainText('Not yet checked');
    await expect(approving).toContainText('The payment is not verified');
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect(approving).toContainText('To approve anyway, confirm it and say why in the remark.');
    await approving.getByLabel('Approve although the payment is not verified').check();
    await approving.getByLabel(/how was the fee paid/).fill('Paid in cash at the Belwa office');
    await page.screenshot({ path: process.env.SHOTS_DIR ? `${process.env.SHOTS_DIR}/approve-unverified-${testInfo.project.name}.png` : testInfo.outputPath('approve-unverified.png') });
    await approving.getByRole('button', { name: 'Approve' }).click();
    await expect(row.getByRole('button', { name: `APPROVED Admit ${tag}` })).toBeDisabled();
    await row.getByRole('button', { name: `Details of ${adm.referenceId}` }).click();
    await expect(page.getByRole('dialog')).toContainText(`registration ${reg.referenceId}`);
  });

  test('resolve an enquiry', async ({ page }, testInfo) => {
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
    const done = table.getByRole('button', { name: `Resolved: Enquirer ${tag}` });
    // The list may re-render under the click while the search settles: click again until it took.
    await expect(async () => {
      if ((await done.count()) === 0) await table.getByRole('button', { name: `Resolve Enquirer ${tag}` }).click();
      await expect(done).toHaveText('Resolved', { timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    await expect(done).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('table', { name: 'Enquiries' }).getByRole('button', { name: `Resolved: Enquirer ${tag}` })).toBeDisabled();
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
    await page.goto(`/admin/dashboard?q=${tag}`);
    await expect(page.getByText('No admissions found')).toBeVisible();
    await page.goto(`/admin/dashboard?tab=enquiries&q=${tag}`);
    await expect(page.getByText('No enquiries found')).toBeVisible();
    // The first view comes with the page; the next list call goes over the
    // network. Cut it: the real server is never asked.
    await page.goto(`/admin/dashboard?q=${tag}`);
    await expect(page.getByText('No admissions found')).toBeVisible();
    await page.route('**/trpc/**admissions.list**', (route) => route.abort());
    await page.getByLabel('Search').fill(`${tag}-again`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Failed to fetch data')).toBeVisible();
  });

  test('document buttons open a viewer: images inline, PDFs inline with a download link', async ({ page }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const db = e2eDb();
    const reg = seedRegistration(db, { name: `Viewer ${tag}` });
    seedUpload(db, e2eDataDir, { ownerType: 'registration', ownerId: reg.id, kind: 'photo' }, {
      bytes: tinyPng,
      detectedType: 'image/png',
      originalName: 'photo.png',
    });
    seedUpload(db, e2eDataDir, { ownerType: 'registration', ownerId: reg.id, kind: 'aadhaar' }, {
      bytes: tinyPdf,
      detectedType: 'application/pdf',
      originalName: 'aadhaar card.pdf',
    });
    await signIn(page);
    await page.goto(`/admin/dashboard?tab=registrations&q=${reg.referenceId}`);
    const row = page.getByTestId(`row-${reg.referenceId}`);
    await row.getByRole('button', { name: `Photo of Viewer ${tag}` }).click();
    const viewer = page.getByRole('dialog');
    const image = viewer.getByRole('img', { name: `Photo of Viewer ${tag}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();

    await row.getByRole('button', { name: `Aadhaar of Viewer ${tag}` }).click();
    await expect(page.getByRole('dialog').locator('object[type="application/pdf"]')).toBeAttached();
    const download = page.getByRole('dialog').getByRole('link', { name: 'Download' });
    const href = await download.getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['x-content-type-options']).toBe('nosniff');
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
