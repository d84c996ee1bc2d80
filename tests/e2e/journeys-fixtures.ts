// Real files and helpers for the applicant-journey e2e tests.
import type { Page } from '@playwright/test';
import sharp from 'sharp';

export const pdf = {
  name: 'certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
};

export async function png(name: string, width = 240, height = 320) {
  return {
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width, height, channels: 3, background: '#2f6fb0' } })
      .png()
      .toBuffer(),
  };
}

/** A fresh 12-digit UTR: tests of both projects share one database. */
export const randomUtr = () => String(100000000000 + Math.floor(Math.random() * 899999999999));

export const adultDob = () => `${new Date().getFullYear() - 22}-03-15`;

export interface Applicant {
  name: string;
  fatherName: string;
  mobile: string;
  email: string;
  address: string;
}

/**
 * Everything of the application on /admissions but its files and payment: a
 * diploma (DCA) at Belwa, offline, an adult woman, privacy notice read. One
 * copy for the journeys and the slow-link bench (bench/slow-link.ts).
 */
export async function fillApplicantDetails(page: Page, applicant: Applicant) {
  await page.getByLabel('Diploma', { exact: true }).check();
  await page.getByLabel('Course').selectOption('DCA');
  await page.getByLabel('Centre', { exact: true }).selectOption('belwa');
  await page.getByLabel('Offline').check();
  await page.getByLabel('Full name').fill(applicant.name);
  await page.getByLabel("Father's name").fill(applicant.fatherName);
  await page.getByLabel('Date of birth').fill(adultDob());
  await page.getByLabel('Female').check();
  await page.getByLabel('Mobile number').fill(applicant.mobile);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Address for letters').fill(applicant.address);
  await page.getByLabel(/I have read the privacy notice/).check();
}

/**
 * Scrolls to the application form on /admissions, as a visitor does before
 * filling it: its scripts take the form over only near it or at a first touch
 * (app/components/forms/after-load.tsx). No-op on a page without it.
 */
export async function comeNearTheForm(page: Page) {
  const form = page.locator('#apply');
  if ((await form.count()) > 0) await form.scrollIntoViewIfNeeded();
}

/** The form field around a file input: its label, its picker (which names the chosen file) and its messages. */
export const fileFieldOf = (page: Page, name: string) => page.locator('.field', { has: page.locator(`input[name="${name}"]`) });

/**
 * Waits until the page's scripts have hydrated it (Remix sets its router on
 * window then): a click before that is the no-JavaScript path, a real post.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
