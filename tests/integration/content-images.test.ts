// Course images and centre photos (issue 52 item 7, decision 084), over real
// HTTP against the production build: staff upload an image in the content
// editor, the server re-encodes it into phone sizes under DATA_DIR, a publish
// names it and the public page shows it with srcset in both languages, and a
// restore brings an older image back. Refusals leave no file behind.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { publishContent } from '../../server/services/content';
import { createAdmin } from '../../server/services/staff/auth';
import { contentImagesDirOf } from '../../server/storage/paths';
import { sweepDataDir } from '../../server/storage/sweep';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let db: DB;
const cookies: Record<'editor' | 'accountant', string> = { editor: '', accountant: '' };

async function signIn(email: string, password: string) {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

beforeAll(async () => {
  server = await startServer();
  db = openDatabase(server.dataDir);
  for (const [who, role] of [
    ['editor', 'content-editor'],
    ['accountant', 'accountant'],
  ] as const) {
    const password = `${who}-images-long-secret`;
    await createAdmin(db, { email: `${who}@example.in`, password, name: who, roles: [role], centres: 'all' });
    cookies[who] = await signIn(`${who}@example.in`, password);
  }
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

const imageDir = () => contentImagesDirOf(server.dataDir);
const filesOnDisk = () => {
  try {
    return readdirSync(imageDir()).sort();
  } catch {
    return [];
  }
};

/** A camera-like photo: noise does not compress, so the original is large. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** What the editor's upload (a fetcher, Remix single fetch) gets back. */
async function upload(bytes: Buffer, type: string, who: 'editor' | 'accountant' = 'editor') {
  const body = new FormData();
  body.set('intent', 'image');
  body.set('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.jpg');
  const response = await fetch(`${server.url}/admin/content.data`, {
    method: 'POST',
    headers: { cookie: cookies[who], origin: server.url },
    body,
  });
  const decoded = await decode(response.body!);
  await decoded.done;
  return { status: response.status, value: (decoded.value as { data: { ok: boolean; id?: string; error?: string } }).data };
}

/** Publishes a centre's description and photo as the editor's form does. */
async function publishCentre(key: string, imageId: string, alt: { en: string; hi: string }) {
  const response = await fetch(`${server.url}/admin/content?kind=centre&key=${key}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookies.editor, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      kind: 'centre',
      key,
      intent: 'publish',
      'en.note': 'Two computer labs and the office.',
      'hi.note': '',
      'image.id': imageId,
      'en.imageAlt': alt.en,
      'hi.imageAlt': alt.hi,
    }).toString(),
  });
  return response;
}

const page = async (url: string) => (await fetch(`${server.url}${url}`)).text();

describe('a centre photo', () => {
  let firstId = '';

  it('is re-encoded into phone sizes on upload, the largest no wider than 1600 px and smaller than the original', async () => {
    const original = await photo(2400, 1600);
    const { status, value } = await upload(original, 'image/jpeg');
    expect(status).toBe(200);
    expect(value.ok).toBe(true);
    firstId = value.id!;
    expect(firstId).toMatch(/^[0-9a-f]{24}-2400x1600$/);
    const name = firstId.slice(0, 24);
    expect(filesOnDisk()).toEqual([`${name}-1600.webp`, `${name}-480.webp`, `${name}-960.webp`, `${name}.jpg`]);
    const largest = path.join(imageDir(), `${name}-1600.webp`);
    expect((await sharp(largest).metadata()).width).toBe(1600);
    expect(statSync(largest).size).toBeLessThan(original.length);
    expect((await sharp(path.join(imageDir(), `${name}-480.webp`)).metadata()).width).toBe(480);
  });

  it('shows nowhere until published, then on /centres and /hi/centres with srcset, its box and Hindi falling back', async () => {
    expect(await page('/centres')).not.toContain('/media/content/');
    const published = await publishCentre('belwa', firstId, { en: 'The Belwa centre from the road', hi: '' });
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toMatch(/published=\d+/);
    const name = firstId.slice(0, 24);
    const srcSet = `/media/content/${name}-480.webp 480w, /media/content/${name}-960.webp 960w, /media/content/${name}-1600.webp 1600w`;
    for (const url of ['/centres', '/hi/centres']) {
      const html = await page(url);
      expect(html, url).toContain(`srcSet="${srcSet}"`);
      expect(html, url).toContain('width="2400" height="1600"');
      expect(html, url).toContain('alt="The Belwa centre from the road"');
    }
    expect(await page('/hi/centres')).toMatch(/alt="The Belwa centre from the road" lang="en"/);
  });

  it('is served publicly with long cache headers and the CSP; an unknown name is a 404', async () => {
    const name = firstId.slice(0, 24);
    const image = await fetch(`${server.url}/media/content/${name}-480.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'self'");
    const unknown = await fetch(`${server.url}/media/content/${'0'.repeat(24)}-480.webp`);
    expect(unknown.status).toBe(404);
    const withoutNonce = (csp: string | null) => csp?.replace(/'nonce-[^']+'/, '');
    expect(withoutNonce(unknown.headers.get('content-security-policy'))).toBe(
      withoutNonce(image.headers.get('content-security-policy')),
    );
  });

  it('comes back with a restore: a new upload is a new file, the old one stays', async () => {
    const second = await upload(await photo(800, 600), 'image/jpeg');
    expect(second.value.ok).toBe(true);
    expect(second.value.id!.slice(0, 24)).not.toBe(firstId.slice(0, 24));
    expect((await publishCentre('belwa', second.value.id!, { en: 'Belwa, the new lab', hi: 'बेलवा, नई लैब' })).status).toBe(302);
    const now = await page('/hi/centres');
    expect(now).toContain(`/media/content/${second.value.id!.slice(0, 24)}-800.webp 800w`);
    expect(now).toContain('alt="बेलवा, नई लैब"');
    // An 800 px original gets 480 and 800 only: never enlarged.
    expect(filesOnDisk().filter((file) => file.startsWith(second.value.id!.slice(0, 24)))).toHaveLength(3);

    const history = db.$client
      .prepare("select id, body from content_versions where kind = 'centre' and key = 'belwa' order by version")
      .all() as { id: number; body: string }[];
    const withFirst = history.find((row) => row.body.includes(firstId))!;
    const restored = await fetch(`${server.url}/admin/content?kind=centre&key=belwa`, {
      method: 'POST',
      headers: { cookie: cookies.editor, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ kind: 'centre', intent: 'restore', versionId: String(withFirst.id) }).toString(),
    });
    expect(restored.status).toBe(200);
    expect(await page('/centres')).toContain(`/media/content/${firstId.slice(0, 24)}-1600.webp 1600w`);
  });
});

describe('refusals', () => {
  it('a file that is not an image: a 415 in words, and no file left behind', async () => {
    const before = filesOnDisk();
    const { status, value } = await upload(Buffer.from('%PDF-1.4 not an image'), 'application/pdf');
    expect(status).toBe(415);
    expect(value).toEqual({ ok: false, error: 'Please choose a JPEG, PNG or WebP image.' });
    expect(filesOnDisk()).toEqual(before);
  });

  it('a file over 10 MB: a 413 in words, and no file left behind', async () => {
    const before = filesOnDisk();
    const big = Buffer.concat([await photo(64, 64), Buffer.alloc(10.5 * 1024 * 1024)]);
    const { status, value } = await upload(big, 'image/jpeg');
    expect(status).toBe(413);
    expect(value.ok).toBe(false);
    expect(value.error).toMatch(/10 MB/);
    expect(filesOnDisk()).toEqual(before);
  });

  it('a staff member without the content permission: 403, and no file', async () => {
    const before = filesOnDisk();
    const body = new FormData();
    body.set('image', new Blob([new Uint8Array(await photo(100, 100))], { type: 'image/jpeg' }), 'x.jpg');
    const response = await fetch(`${server.url}/admin/content`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookies.accountant, origin: server.url },
      body,
    });
    expect(response.status).toBe(403);
    expect(filesOnDisk()).toEqual(before);
  });

  it('a body naming an image no upload made: a 400 in words, nothing published', async () => {
    const versions = () => db.$client.prepare("select count(*) as n from content_versions where key = 'azamnagar'").get();
    const before = versions();
    const response = await publishCentre('azamnagar', `${'a'.repeat(24)}-640x480`, { en: 'A photo', hi: '' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This photo is not among the uploaded ones: upload it again.');
    expect(versions()).toEqual(before);
  });
});

describe('a course image', () => {
  it('shows in the syllabus overview of both languages in the drawing’s place, lazily', async () => {
    const { value } = await upload(await photo(1200, 800), 'image/jpeg');
    const row = db.$client
      .prepare("select body from content_versions where kind = 'course' and key = 'DCA' order by version desc limit 1")
      .get() as { body: string };
    // A second process publishes (as a script would): the cached pages follow within a second (decision 072).
    const body = {
      ...JSON.parse(row.body),
      image: { id: value.id, alt: { en: 'Students at the DCA lab', hi: 'DCA लैब में छात्र' } },
    };
    publishContent(db, 'course', 'DCA', body, { userId: 1, name: 'test' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const name = value.id!.slice(0, 24);
    for (const [url, alt] of [
      ['/DCASyllabus', 'Students at the DCA lab'],
      ['/hi/DCASyllabus', 'DCA लैब में छात्र'],
    ] as const) {
      const html = await page(url);
      expect(html, url).toContain(
        `srcSet="/media/content/${name}-480.webp 480w, /media/content/${name}-960.webp 960w, /media/content/${name}-1200.webp 1200w"`,
      );
      expect(html, url).toMatch(new RegExp(`width="1200" height="800" alt="${alt}" loading="lazy"`));
    }
    // A course without an image keeps the drawing.
    expect(await page('/DCLMSyllabus')).not.toContain('/media/content/');
  });
});

describe('the start-up sweep', () => {
  it('removes an upload no version names, and keeps every image a version names', async () => {
    const published = filesOnDisk();
    const { value } = await upload(await photo(800, 600), 'image/jpeg');
    expect(filesOnDisk()).toHaveLength(published.length + 3);
    const result = await sweepDataDir(db, server.dataDir);
    expect(result.orphanContentImageFilesRemoved).toBe(3);
    expect(filesOnDisk()).toEqual(published);
    expect(published.some((file) => file.startsWith(value.id!.slice(0, 24)))).toBe(false);
  });
});
