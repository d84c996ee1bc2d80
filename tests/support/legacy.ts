// The old client's calls, as the legacy contract tests make them.
import { desc, eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { sessions } from '../../db/schema';
import type { RunningServer } from './server';
import { dobForAge, filesOnDisk, freshUtr, jpegBytes, pdfBytes, pngBytes, rowCounts, type FileSpec } from './uploads';

export const legacyAdmin = { email: 'office@example.in', password: 'office-password-1' };

/** Limits high enough for a suite that submits many times from one address. */
export const generousLimits = {
  ADMIN_EMAIL: legacyAdmin.email,
  ADMIN_PASSWORD: legacyAdmin.password,
  RATE_LIMIT_SUBMITS_PER_HOUR: '1000',
  RATE_LIMIT_LOOKUPS_PER_15MIN: '1000',
  RATE_LIMIT_LOGIN_PER_15MIN: '1000',
};

export function legacyClient(server: RunningServer) {
  const url = (pathName: string) => `${server.url}${pathName}`;
  const postJson = (pathName: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url(pathName), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const postForm = (
    pathName: string,
    fields: Record<string, string>,
    files: Record<string, FileSpec>,
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    for (const [key, file] of Object.entries(files)) form.set(key, new Blob([new Uint8Array(file.bytes)]), file.name);
    return fetch(url(pathName), { method: 'POST', headers, body: form });
  };
  const get = (pathName: string, token = 'null') => fetch(url(pathName), { headers: { 'x-auth-token': token } });
  const login = async () => {
    const response = await postJson('/api/auth/login', legacyAdmin);
    return ((await response.json()) as { token: string }).token;
  };
  return { url, postJson, postForm, get, login };
}

/** The old application form's fields, old names and spellings included. */
export function oldApplicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    program: 'diploma',
    programType: 'Diploma',
    programCourse: 'Diploma in Computer Applications (DCA)',
    Center: 'Belwa',
    courseMode: 'Offline',
    name: 'Asha Kumari',
    fatherName: 'Ramesh Prasad',
    dob: dobForAge(20),
    gender: 'Female',
    mobile1: '9812345210',
    email: 'asha@example.in',
    addressCorrespondence: 'Ward 4, Belwa, Purnia',
    registrationFee: '1',
    transectionId: freshUtr(),
    ...overrides,
  };
}

export async function oldApplicationFiles(): Promise<Record<string, FileSpec>> {
  return {
    photoUpload: { bytes: await jpegBytes(120, 160), name: 'photo.jpg' },
    aadhaarUpload: { bytes: pdfBytes, name: 'aadhaar.pdf' },
    tenthDoc: { bytes: pdfBytes, name: '10th.pdf' },
    paymentScreenshot: { bytes: await pngBytes(90, 160), name: 'upi.png' },
  };
}

/** Row counts and files on disk: what a refused call must leave unchanged. */
export function stateOf(server: RunningServer) {
  const db = openDatabase(server.dataDir);
  try {
    return { rows: rowCounts(db), files: filesOnDisk(server.dataDir) };
  } finally {
    db.$client.close();
  }
}

/** Changes the newest session (the last login) in the database: expire or revoke it. */
export function alterNewestSession(server: RunningServer, change: 'expire' | 'revoke') {
  const db = openDatabase(server.dataDir);
  try {
    const newest = db.select().from(sessions).orderBy(desc(sessions.id)).get()!;
    const values = change === 'expire' ? { expiresAt: new Date(Date.now() - 1000) } : { revokedAt: new Date() };
    db.update(sessions).set(values).where(eq(sessions.id, newest.id)).run();
  } finally {
    db.$client.close();
  }
}
