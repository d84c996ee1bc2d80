// Contract tests of the legacy /api adapter over real HTTP against the
// production server on a temporary DATA_DIR.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { galleryItems, registrations, uploads } from '../../db/schema';
import { readConfig } from '../../server/config';
import { signedDocumentPath } from '../../server/api/signed-links';
import { uploadsDirOf } from '../../server/storage/paths';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const admin = { email: 'office@example.in', password: 'office-password-1' };

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ALLOWED_ORIGINS: 'https://old-client.example',
  });
});
afterAll(() => server.cleanup());

const post = (pathName: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/auth/login', () => {
  it('answers a token for good credentials', async () => {
    const response = await post('/api/auth/login', admin);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string };
    expect(Object.keys(body)).toEqual(['token']);
    expect(body.token.length).toBeGreaterThanOrEqual(43);
  });

  it('answers 401 with a message and no token for bad credentials', async () => {
    const response = await post(
      '/api/auth/login',
      { email: admin.email, password: 'wrong-password' },
      { 'x-auth-token': 'null' },
    );
    expect(response.status).toBe(401);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ message: 'Invalid email or password.' });
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const response = await post('/api/auth/login', '{"email": ');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/JSON/);
  });

  it('throttles with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) await post('/api/auth/login', { email: 'victim@example.in', password: 'guess-' + i });
    const response = await post('/api/auth/login', { email: 'victim@example.in', password: 'guess-x' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/gallery/images', () => {
  it('answers the array of items with public image URLs', async () => {
    const db = openDatabase(server.dataDir);
    db.insert(galleryItems)
      .values({ title: 'Annual day', description: 'Prize giving', category: 'events', imageName: 'g1', width: 800, height: 600 })
      .run();
    db.$client.close();
    const response = await fetch(`${server.url}/api/gallery/images`, { headers: { 'x-auth-token': 'null' } });
    expect(response.status).toBe(200);
    const items = (await response.json()) as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      image: `${server.url}/media/gallery/g1.jpg`,
      title: 'Annual day',
      description: 'Prize giving',
      category: 'events',
    });
  });
});

describe('signed document links', () => {
  it('serve the file while valid and refuse expired or tampered links', async () => {
    const db = openDatabase(server.dataDir);
    const registration = db
      .insert(registrations)
      .values({
        referenceId: 'REG-SIGNED01',
        name: 'Asha Kumari',
        fatherName: 'Ram Prasad',
        gender: 'female',
        dob: '2005-04-01',
        email: 'asha@example.in',
        mobile: '9876543210',
        address: 'Belwa',
        program: 'diploma',
        courseCode: 'DCA',
        courseName: 'Diploma in Computer Applications',
        centre: 'belwa',
        courseMode: 'Offline',
        consentAt: new Date(),
        registrationFee: 100,
        utr: '111122223333',
      })
      .returning()
      .get();
    mkdirSync(uploadsDirOf(server.dataDir), { recursive: true });
    writeFileSync(path.join(uploadsDirOf(server.dataDir), 'stored-aadhaar'), '%PDF-1.4 test');
    const upload = db
      .insert(uploads)
      .values({
        ownerType: 'registration',
        ownerId: registration.id,
        kind: 'aadhaar',
        storedName: 'stored-aadhaar',
        originalName: 'aadhaar.pdf',
        detectedType: 'application/pdf',
        bytes: 13,
        sha256: 'x',
      })
      .returning()
      .get();
    db.$client.close();
    const secret = readConfig({ DATA_DIR: server.dataDir }).SESSION_SECRET;

    const good = await fetch(`${server.url}${signedDocumentPath(secret, upload.id)}`);
    expect(good.status).toBe(200);
    expect(good.headers.get('x-content-type-options')).toBe('nosniff');
    expect(good.headers.get('cache-control')).toBe('private, no-store');
    // A PDF may carry JavaScript: a download, never shown inline, under a sandbox policy.
    expect(good.headers.get('content-disposition')).toBe('attachment; filename="aadhaar.pdf"');
    expect(good.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await good.text()).toBe('%PDF-1.4 test');

    const expired = await fetch(`${server.url}${signedDocumentPath(secret, upload.id, Date.now() - 3600_000)}`);
    expect(expired.status).toBe(403);
    const tampered = signedDocumentPath(secret, upload.id).replace(`/files/${upload.id}`, `/files/${upload.id + 1}`);
    expect((await fetch(`${server.url}${tampered}`)).status).toBe(403);
    expect((await fetch(`${server.url}/api/files/${upload.id}`)).status).toBe(403);
  });
});

describe('CORS and unknown paths', () => {
  it('allows only listed origins, with x-auth-token in the preflight', async () => {
    const allowed = await fetch(`${server.url}/api/gallery/images`, {
      method: 'OPTIONS',
      headers: { origin: 'https://old-client.example', 'access-control-request-headers': 'x-auth-token' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://old-client.example');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-auth-token');
    const other = await fetch(`${server.url}/api/gallery/images`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown /api paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found.' });
  });
});
