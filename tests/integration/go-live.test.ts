// A fresh install shows no invented contact or payment details, refuses
// payment proofs on every transport until a UPI id is set, and shows a
// change made with `npm run settings` while the server runs at once.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOfficeHours, publicPages } from '../../domain/catalogue/site';
import { syllabusPaths } from '../../domain/catalogue/courses';
import { openDatabase } from '../../db/client';
import { paymentNotSetUpAt } from '../../domain/schemas/messages';
import { generousLimits, legacyClient, oldApplicationFields, oldApplicationFiles } from '../support/legacy';
import { seedRegistration } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';
import { applicationFields, applicationFiles, filesOnDisk, formDataOf, freshUtr, rowCounts } from '../support/uploads';

// A fresh install's office hours are the default setting, which the message names.
const paymentNotSetUp = paymentNotSetUpAt(defaultOfficeHours);

/** Values earlier releases showed as facts although nobody here chose them. */
const inventedValues = [
  '90000 00000',
  '9000000000',
  'jyotiinstitute',
  '@sbi',
  'Main Road',
  '854301',
  'Purnia',
  'Near the Block Office',
  'Station Road',
  'openstreetmap',
];

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(generousLimits, { fresh: true });
}, 60_000);

afterAll(async () => {
  await server?.cleanup();
});

// The settings command runs for seconds: longer than the server keeps an idle
// connection open, so a request reusing that closed connection is sent again.
const fetchOnce = (url: string) =>
  fetch(url).catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url);
  });

const pageText = async (path: string) => {
  const response = await fetchOnce(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('a fresh install', () => {
  it('shows no invented contact or payment details on any public page', async () => {
    const paths = [...publicPages, ...syllabusPaths.slice(0, 3), '/Updating'];
    for (const path of paths) {
      const html = await pageText(path);
      for (const invented of inventedValues) expect(html.includes(invented), `${path} shows ${invented}`).toBe(false);
      // No empty tel:, mailto: or UPI link stands in for a value not set.
      expect(html, path).not.toMatch(/href="(tel:|mailto:|upi:\/\/pay\?pa=&)"/);
    }
  });

  it('says on the payment step that online payment is not set up, with no QR code', async () => {
    const html = await pageText('/admissions');
    expect(html).toContain(paymentNotSetUp.replace(/'/g, '&#x27;'));
    expect(html).not.toContain('upi://pay');
  });

  it('refuses an application with a payment proof from the page, the JavaScript form and /api', async () => {
    const reader = openDatabase(server.dataDir);
    const before = rowCounts(reader);
    reader.$client.close();
    const files = await applicationFiles();

    const page = await fetch(`${server.url}/admissions`, {
      method: 'POST',
      body: formDataOf(applicationFields({ utr: freshUtr() }), files),
    });
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Online payment is not set up yet');

    const script = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf(applicationFields({ utr: freshUtr() }), files),
    });
    expect(script.status).toBe(409);
    expect(JSON.stringify(await script.json())).toContain(paymentNotSetUp);

    const legacy = await legacyClient(server).postForm('/api/form/submit', oldApplicationFields(), await oldApplicationFiles());
    expect(legacy.status).toBe(409);
    expect(JSON.stringify(await legacy.json())).toContain(paymentNotSetUp);

    const db = openDatabase(server.dataDir);
    expect(rowCounts(db)).toEqual(before);
    db.$client.close();
    expect(filesOnDisk(server.dataDir).uploads).toEqual([]);
  });

  it('refuses an admission with a payment proof through /api', async () => {
    const db = openDatabase(server.dataDir);
    const registration = seedRegistration(db, { status: 'APPROVED' });
    db.$client.close();
    const fields = {
      name: registration.name,
      fatherName: registration.fatherName,
      dob: registration.dob,
      gender: 'Female',
      mobile: registration.mobile,
      email: registration.email,
      formId: registration.referenceId,
      admissionFee: '5000',
      transectionId: freshUtr(),
    };
    const files = { paymentScreenshot: (await oldApplicationFiles()).paymentScreenshot! };
    const response = await legacyClient(server).postForm('/api/admissionForm/submit', fields, files);
    expect(response.status).toBe(409);
    expect(JSON.stringify(await response.json())).toContain(paymentNotSetUp);
  });
});

// Each call starts Node with tsx (seconds on a busy machine), and a test makes up to three.
describe('npm run settings while the server runs', { timeout: 90_000 }, () => {
  const settings = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/settings.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: server.dataDir },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('sets a good value, which the site shows at once, and reads it back', async () => {
    await pageText('/contact');
    expect(
      settings(
        'set',
        'upiId=office.test@okaxis',
        'upiAccountKind=merchant',
        'upiPayeeName=Office Test',
        'contactPhone=+91 98765 00001',
      ),
    ).toContain('upiId=office.test@okaxis');
    expect(settings('get', 'upiId')).toBe('upiId=office.test@okaxis\n');
    expect(await pageText('/contact')).toContain('+91 98765 00001');
    expect(await pageText('/admissions')).toContain('upi://pay?pa=office.test%40okaxis&amp;pn=Office%20Test');
  });

  it('refuses a bad value and an unknown key with a clear error and exit code 1', () => {
    for (const [args, message] of [
      [['set', 'upiId=not a upi id'], 'upiId: Enter a UPI id such as name@bank.'],
      [['set', 'colour=blue'], 'Unknown setting "colour"'],
    ] as const) {
      let failure: { status: number; stderr: string } | null = null;
      try {
        settings(...args);
      } catch (error) {
        failure = error as { status: number; stderr: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr).toContain(message);
    }
    expect(settings('get', 'upiId')).toBe('upiId=office.test@okaxis\n');
  });
});
