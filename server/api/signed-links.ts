// Short-lived signed links to private documents, for the old client that
// shows them in <img> tags and so cannot send the x-auth-token header.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signedUrlLifetimeSeconds = 10 * 60;

const signature = (secret: string, uploadId: number, expires: number) =>
  createHmac('sha256', secret).update(`document:${uploadId}:${expires}`).digest('base64url');

export function signedDocumentPath(secret: string, uploadId: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + signedUrlLifetimeSeconds;
  return `/api/files/${uploadId}?expires=${expires}&signature=${signature(secret, uploadId, expires)}`;
}

export function verifyDocumentSignature(
  secret: string,
  uploadId: number,
  expiresParam: unknown,
  signatureParam: unknown,
  now = Date.now(),
): boolean {
  const expires = Number(expiresParam);
  if (!Number.isInteger(expires) || typeof signatureParam !== 'string') return false;
  if (expires < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(signature(secret, uploadId, expires));
  const given = Buffer.from(signatureParam);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
