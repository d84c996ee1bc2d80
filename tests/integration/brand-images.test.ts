// The institute's logo and merchant QR: uploaded by staff, checked by their
// bytes, re-encoded to a bounded PNG without metadata, stored under
// DATA_DIR/brand before the setting names them, the replaced file removed,
// and a merchant QR turning online payment on. Real SQLite files and sharp.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { assertOnlinePaymentReady } from '../../server/services/money/payments';
import { updateSettings } from '../../server/services/site/settings';
import { sweepDataDir } from '../../server/storage/sweep';
import { brandDirOf, tempDirOf } from '../../server/storage/paths';
import { callerFor, createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { merchantUpiQrText, qrPng } from '../support/seed';
import { merchantQrUnreadable } from '../../server/services/site/brand-images';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(() => t.cleanup());

let staged = 0;
async function stagedImage(width: number, height: number, bytes?: Buffer) {
  mkdirSync(tempDirOf(t.dataDir), { recursive: true });
  const tempPath = path.join(tempDirOf(t.dataDir), `brand-${(staged += 1)}.part`);
  const jpeg =
    bytes ??
    (await sharp({ create: { width, height, channels: 3, background: '#0b4f8a' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer());
  writeFileSync(tempPath, jpeg);
  return { field: 'image', originalName: 'logo.jpg', tempPath, bytes: jpeg.length, sha256: '', detectedType: 'image/jpeg' };
}

const upload = (kind: string, file?: Awaited<ReturnType<typeof stagedImage>>) =>
  createCaller(
    createContext({
      db: t.db,
      admin,
      ip: '198.51.100.1',
      dataDir: t.dataDir,
      guards: roomyGuards,
      upload: { fields: { kind }, files: new Map(file ? [['image', file]] : []), cleanup: async () => {} },
    }),
  ).settings.uploadImage();

const brandFiles = () => (existsSync(brandDirOf(t.dataDir)) ? readdirSync(brandDirOf(t.dataDir)) : []);

describe('logo upload', () => {
  it('re-encodes to a PNG of at most 256 px without metadata, shows it in the identity, and a new upload replaces the file', async () => {
    const first = await upload('logo', await stagedImage(1200, 900));
    expect(first.logoImage).toMatch(/^[0-9a-f]{24}\.png$/);
    expect(brandFiles()).toEqual([first.logoImage]);
    const meta = await sharp(path.join(brandDirOf(t.dataDir), first.logoImage)).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([256, 192]);
    expect(meta.exif).toBeUndefined();
    expect((await callerFor(t).settings.identity()).logoUrl).toBe(`/media/brand/${first.logoImage}`);

    const second = await upload('logo', await stagedImage(100, 100));
    expect(second.logoImage).not.toBe(first.logoImage);
    expect(brandFiles()).toEqual([second.logoImage]);
    // A small image is not enlarged.
    expect((await sharp(path.join(brandDirOf(t.dataDir), second.logoImage)).metadata()).width).toBe(100);

    await callerFor(t, admin).settings.removeImage({ kind: 'logo' });
    expect(brandFiles()).toEqual([]);
    expect((await callerFor(t).settings.identity()).logoUrl).toBe('');
  });

  it('refuses what is not an image, and an unreadable image, leaving no file and the setting as it was', async () => {
    const kept = await upload('logo', await stagedImage(64, 64));
    const text = await stagedImage(0, 0, Buffer.from('not an image at all'));
    const notImage = await upload('logo', { ...text, detectedType: 'application/pdf' }).catch((e: unknown) => e);
    expect(notImage).toBeInstanceOf(TRPCError);
    expect((notImage as TRPCError).message).toBe('Please choose a JPEG, PNG or WebP image.');
    const broken = await upload('logo', text).catch((e: unknown) => e);
    expect((broken as TRPCError).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((broken as TRPCError).message).toBe('This image could not be read.');
    const noFile = await upload('logo').catch((e: unknown) => e);
    expect((noFile as TRPCError).message).toBe('Please choose an image to upload.');
    const badKind = await upload('banner', await stagedImage(64, 64)).catch((e: unknown) => e);
    expect((badKind as TRPCError).code).toBe('BAD_REQUEST');
    expect(brandFiles()).toEqual([kept.logoImage]);
    expect((await callerFor(t, admin).settings.get()).logoImage).toBe(kept.logoImage);
  });

  it('cannot be set by typing a file name into the settings form', async () => {
    const staff = callerFor(t, admin);
    // The update procedure's input has no image keys: they are dropped, not written.
    await staff.settings.update({ logoImage: '0123456789abcdef01234567.png' } as never);
    expect((await staff.settings.get()).logoImage).toBe('');
  });
});

describe('merchant QR', () => {
  it('turns online payment on without a UPI id, and shows on both payment steps', async () => {
    updateSettings(t.db, { upiId: '', upiPayeeName: 'Office' }, null);
    expect(() => assertOnlinePaymentReady(t.db)).toThrow(/Online payment is not set up yet/);
    expect((await callerFor(t).registrations.paymentInfo()).ready).toBe(false);

    const set = await upload('merchantQr', await stagedImage(2000, 2000, await qrPng(merchantUpiQrText, 2000)));
    expect((await sharp(path.join(brandDirOf(t.dataDir), set.merchantQrImage)).metadata()).width).toBe(1024);
    expect(() => assertOnlinePaymentReady(t.db)).not.toThrow();
    const registration = await callerFor(t).registrations.paymentInfo();
    expect(registration).toMatchObject({
      ready: true,
      upiId: '',
      link: '',
      qrSvg: '',
      qrPngUrl: '',
      merchantQrUrl: `/media/brand/${set.merchantQrImage}`,
    });
    const admission = await callerFor(t).admissions.paymentInfo({ referenceId: 'REG-0000ABCD' });
    expect(admission.merchantQrUrl).toBe(registration.merchantQrUrl);

    // With a UPI id as well: the generated QR (amount filled in) and its PNG download too.
    updateSettings(t.db, { upiId: 'office@okaxis' }, null);
    const both = await callerFor(t).registrations.paymentInfo();
    expect(both.link).toContain('pa=office%40okaxis');
    expect(both.qrPngUrl).toBe('/payment-qr.png?for=registration');
    expect(both.merchantQrUrl).toBe(registration.merchantQrUrl);
  });

  it('must hold a readable UPI QR, and says whom it pays', async () => {
    const staff = callerFor(t, admin);
    for (const picture of [
      await stagedImage(400, 400),
      await stagedImage(600, 600, await qrPng('https://example.in/not-a-payment')),
    ]) {
      const refused = await upload('merchantQr', picture).catch((error: unknown) => error as TRPCError);
      expect(refused).toBeInstanceOf(TRPCError);
      expect((refused as TRPCError).message).toBe(merchantQrUnreadable);
    }
    expect(brandFiles()).toEqual([]);
    expect(await staff.settings.merchantQr()).toBeNull();

    // A phone photo: the QR smaller, off-centre, on a grey page.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d9d9d9' } })
      .composite([{ input: await qrPng(merchantUpiQrText, 500), left: 300, top: 420 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    await upload('merchantQr', await stagedImage(1600, 1200, photo));
    updateSettings(t.db, { upiId: 'someone.else@oksbi' }, null);
    expect(await staff.settings.merchantQr()).toEqual({
      payee: { address: 'testinstitute@okaxis', name: 'Test Institute', merchantCode: '8299' },
      matchesUpiId: false,
    });
  });

  it('the start-up sweep removes brand files no setting names and keeps the named ones', async () => {
    const set = await upload('merchantQr', await stagedImage(300, 300, await qrPng(merchantUpiQrText, 300)));
    writeFileSync(path.join(brandDirOf(t.dataDir), '00000000000000000000dead.png'), 'left by a crash');
    const result = await sweepDataDir(t.db, t.dataDir);
    expect(result.orphanBrandFilesRemoved).toBe(1);
    expect(brandFiles()).toEqual([set.merchantQrImage]);
  });
});

describe('npm run settings', () => {
  it('refuses to name an image file, and may only empty an image setting', async () => {
    const set = await upload('logo', await stagedImage(64, 64));
    t.db.$client.pragma('wal_checkpoint(TRUNCATE)');
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/settings.ts', 'set', ...args], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: t.dataDir },
        encoding: 'utf8',
      });
    const refused = run('logoImage=0123456789abcdef01234567.png');
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'logoImage is set by uploading the image on the admin Settings screen; "logoImage=" removes it.',
    );
    expect((await callerFor(t, admin).settings.get()).logoImage).toBe(set.logoImage);
    const emptied = run('logoImage=');
    expect(emptied.status, emptied.stderr).toBe(0);
    expect((await callerFor(t, admin).settings.get()).logoImage).toBe('');
  });
});
