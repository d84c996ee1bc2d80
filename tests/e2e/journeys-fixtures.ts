// Real files and helpers for the applicant-journey e2e tests.
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
    buffer: await sharp({ create: { width, height, channels: 3, background: '#2f6fb0' } }).png().toBuffer(),
  };
}

/** A fresh 12-digit UTR: tests of both projects share one database. */
export const randomUtr = () => String(100000000000 + Math.floor(Math.random() * 899999999999));

export const adultDob = () => `${new Date().getFullYear() - 22}-03-15`;
