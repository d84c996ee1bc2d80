// Every admin procedure against a real SQLite file: refused without a
// session, working with one; the status rule and its history; search,
// filters and paging; CSV safety; gallery files; admin accounts.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrations, statusEvents } from '../../db/schema';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { login, type SessionAdmin } from '../../server/services/staff/auth';
import { neutraliseCell } from '../../server/services/records/export';
import { galleryDirOf, tempDirOf } from '../../server/storage/paths';
import { callerFor, createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedEnquiry, seedRegistration, seedUpload, tinyPng } from '../support/seed';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  admin = await signedInStaff(t);
});
afterEach(() => t.cleanup());

const codeOf = (error: unknown) => (error instanceof TRPCError ? error.code : String(error));

describe('every admin procedure', () => {
  it('refuses without a session and works with one', async () => {
    const reg = seedRegistration(t.db);
    const adm = seedAdmission(t.db, reg);
    const enq = seedEnquiry(t.db);
    const upload = seedUpload(
      t.db,
      t.dataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
      {
        bytes: tinyPng,
        detectedType: 'image/png',
        originalName: 'me.png',
      },
    );
    type Call = (c: ReturnType<typeof callerFor>) => Promise<unknown>;
    const calls: Record<string, Call> = {
      'registrations.list': (c) => c.registrations.list({}),
      'registrations.counts': (c) => c.registrations.counts(),
      'registrations.detail': (c) => c.registrations.detail({ id: reg.id }),
      'registrations.history': (c) => c.registrations.history({ id: reg.id }),
      'registrations.setStatus': (c) => c.registrations.setStatus({ id: reg.id, status: 'APPROVED' }),
      'registrations.exportCsv': (c) => c.registrations.exportCsv({}),
      'registrations.exportXlsx': (c) => c.registrations.exportXlsx({}),
      'admissions.list': (c) => c.admissions.list({}),
      'admissions.counts': (c) => c.admissions.counts(),
      'admissions.detail': (c) => c.admissions.detail({ id: adm.id }),
      'admissions.history': (c) => c.admissions.history({ id: adm.id }),
      'admissions.setStatus': (c) => c.admissions.setStatus({ id: adm.id, status: 'REJECTED' }),
      'admissions.exportCsv': (c) => c.admissions.exportCsv({}),
      'admissions.exportXlsx': (c) => c.admissions.exportXlsx({}),
      'enquiries.list': (c) => c.enquiries.list({}),
      'enquiries.counts': (c) => c.enquiries.counts(),
      'enquiries.detail': (c) => c.enquiries.detail({ id: enq.id }),
      'enquiries.history': (c) => c.enquiries.history({ id: enq.id }),
      'enquiries.resolve': (c) => c.enquiries.resolve({ id: enq.id }),
      // Already resolved above: answering changes nothing; reopening is one more move.
      'enquiries.answer': (c) => c.enquiries.answer({ id: enq.id, reply: 'Classes start Monday.' }),
      'enquiries.reopen': (c) => c.enquiries.reopen({ id: enq.id }),
      'mail.health': (c) => c.mail.health(),
      'mail.held': (c) => c.mail.held(),
      'mail.settleHeld': (c) => c.mail.settleHeld({ ids: [999], action: 'send' }),
      'enquiries.exportCsv': (c) => c.enquiries.exportCsv({}),
      'enquiries.exportXlsx': (c) => c.enquiries.exportXlsx({}),
      'documents.file': (c) => c.documents.file({ id: upload.id }),
      'gallery.delete': (c) => c.gallery.delete({ id: 999 }),
      'gallery.create': (c) => c.gallery.create(),
      'admins.list': (c) => c.admins.list(),
      'admins.create': (c) => c.admins.create({ email: 'new@example.in', name: 'New', password: 'another-long-one' }),
      'admins.changePassword': (c) =>
        c.admins.changePassword({ currentPassword: 'a-long-secret', newPassword: 'a-longer-secret' }),
      'settings.update': (c) => c.settings.update({ officeHours: 'Monday to Friday, 10 to 4' }),
      'settings.uploadImage': (c) => c.settings.uploadImage(),
      'settings.removeImage': (c) => c.settings.removeImage({ kind: 'logo' }),
      'settings.checklist': (c) => c.settings.checklist(),
      'auth.me': (c) => c.auth.me(),
      'auth.sessions': (c) => c.auth.sessions(),
      'auth.endSession': (c) => c.auth.endSession({ id: 999 }),
      'auth.endOtherSessions': (c) => c.auth.endOtherSessions(),
    };
    const visitor = callerFor(t);
    for (const [name, call] of Object.entries(calls)) {
      const error = await call(visitor).then(
        () => null,
        (e: unknown) => e,
      );
      expect(codeOf(error), name).toBe('UNAUTHORIZED');
    }
    // Nothing changed while refused.
    expect(t.db.select().from(statusEvents).all()).toHaveLength(0);

    const staff = callerFor(t, admin);
    const expectedErrors: Record<string, string> = {
      'gallery.delete': 'NOT_FOUND',
      'gallery.create': 'BAD_REQUEST',
      'settings.uploadImage': 'BAD_REQUEST',
      'auth.endSession': 'NOT_FOUND',
      'mail.settleHeld': 'CONFLICT',
    };
    for (const [name, call] of Object.entries(calls)) {
      const outcome = await call(staff).then(
        () => 'ok',
        (e: unknown) => codeOf(e),
      );
      expect(outcome, name).toBe(expectedErrors[name] ?? 'ok');
    }
    expect(t.db.select().from(statusEvents).all()).toHaveLength(4);
  });
});

describe('status changes', () => {
  it('write a status_event with who, from and to, in the same change', async () => {
    const reg = seedRegistration(t.db);
    const staff = callerFor(t, admin);
    const first = await staff.registrations.setStatus({ id: reg.id, status: 'APPROVED' });
    expect(first).toEqual({ id: reg.id, from: 'PENDING', to: 'APPROVED', changed: true, emailQueued: false });
    await staff.registrations.setStatus({ id: reg.id, status: 'REJECTED' });
    const events = t.db.select().from(statusEvents).where(eq(statusEvents.recordId, reg.id)).all();
    expect(events.map((e) => [e.recordType, e.fromStatus, e.toStatus, e.userId])).toEqual([
      ['registration', 'PENDING', 'APPROVED', admin.userId],
      ['registration', 'APPROVED', 'REJECTED', admin.userId],
    ]);
    const history = await staff.registrations.history({ id: reg.id });
    expect(history.map((h) => [h.from, h.to, h.by])).toEqual([
      ['PENDING', 'APPROVED', 'staff@example.in'],
      ['APPROVED', 'REJECTED', 'staff@example.in'],
    ]);
    expect(t.db.select().from(registrations).where(eq(registrations.id, reg.id)).get()?.status).toBe('REJECTED');
  });

  it('treats the same state as a no-op without an event', async () => {
    const reg = seedRegistration(t.db, { status: 'APPROVED' });
    const result = await callerFor(t, admin).registrations.setStatus({ id: reg.id, status: 'APPROVED' });
    expect(result.changed).toBe(false);
    expect(t.db.select().from(statusEvents).all()).toHaveLength(0);
  });

  it('answers NOT_FOUND for an unknown id and refuses other statuses', async () => {
    const staff = callerFor(t, admin);
    expect(codeOf(await staff.admissions.setStatus({ id: 4242, status: 'APPROVED' }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    expect(codeOf(await staff.enquiries.resolve({ id: 4242 }).catch((e: unknown) => e))).toBe('NOT_FOUND');
    const reg = seedRegistration(t.db);
    const bad = await staff.registrations.setStatus({ id: reg.id, status: 'PENDING' as 'APPROVED' }).catch((e: unknown) => e);
    expect(codeOf(bad)).toBe('BAD_REQUEST');
  });

  it('resolves an enquiry once', async () => {
    const enq = seedEnquiry(t.db);
    const staff = callerFor(t, admin);
    expect((await staff.enquiries.resolve({ id: enq.id })).changed).toBe(true);
    expect((await staff.enquiries.resolve({ id: enq.id })).changed).toBe(false);
    expect(await staff.enquiries.counts()).toEqual({ total: 1, PENDING: 0, RESOLVED: 1 });
    const history = await staff.enquiries.history({ id: enq.id });
    expect(history.map((h) => h.to)).toEqual(['RESOLVED']);
  });
});

describe('lists', () => {
  it('search, filter, sort and page on the server', async () => {
    const base = Date.parse('2025-06-01T10:00:00+05:30');
    for (let i = 0; i < 60; i++) {
      seedRegistration(t.db, {
        name: i === 7 ? 'Zeenat Parveen' : `Student ${String(i).padStart(2, '0')}`,
        centre: i % 3 === 0 ? 'belwa' : 'gandhinagar',
        status: i % 4 === 0 ? 'APPROVED' : 'PENDING',
        createdAt: new Date(base + i * 24 * 60 * 60 * 1000),
      });
    }
    const staff = callerFor(t, admin);
    const first = await staff.registrations.list({ pageSize: 25 });
    expect(first.total).toBe(60);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.name).toBe('Student 59'); // newest first
    const third = await staff.registrations.list({ pageSize: 25, page: 3 });
    expect(third.rows).toHaveLength(10);

    expect((await staff.registrations.list({ q: 'zeenat' })).rows.map((r) => r.name)).toEqual(['Zeenat Parveen']);
    const target = first.rows[3]!;
    for (const q of [target.referenceId, target.referenceId.toLowerCase(), target.mobile, target.email, target.utr]) {
      expect(
        (await staff.registrations.list({ q })).rows.map((r) => r.id),
        q,
      ).toEqual([target.id]);
    }
    // LIKE wildcards are searched as text.
    expect((await staff.registrations.list({ q: '%' })).total).toBe(0);

    const belwaApproved = await staff.registrations.list({ centre: 'belwa', status: 'APPROVED' });
    expect(belwaApproved.total).toBe(5); // i = 0, 12, 24, 36, 48
    const june = await staff.registrations.list({ from: '2025-06-01', to: '2025-06-30' });
    expect(june.total).toBe(30);
    const byName = await staff.registrations.list({ sort: 'name', sortDir: 'desc', pageSize: 1 });
    expect(byName.rows[0]?.name).toBe('Zeenat Parveen');
    expect(await staff.registrations.counts()).toEqual({ total: 60, PENDING: 45, APPROVED: 15, REJECTED: 0 });
    // A UTR that starts with 91 is found as a UTR, not read as a +91 mobile number.
    const utr91 = seedRegistration(t.db, { utr: '912345678901' });
    expect((await staff.registrations.list({ q: '912345678901' })).rows.map((r) => r.id)).toEqual([utr91.id]);
  });

  it('lists admissions with the registration course and flags a UTR seen before', async () => {
    const reg = seedRegistration(t.db, { centre: 'azamnagar', courseCode: 'PGDCA', program: 'advance-diploma' });
    const reused = seedAdmission(t.db, reg, { utr: reg.utr });
    const other = seedAdmission(t.db, seedRegistration(t.db), { status: 'REJECTED' });
    const staff = callerFor(t, admin);
    const list = await staff.admissions.list({});
    expect(list.total).toBe(2);
    const row = list.rows.find((r) => r.id === reused.id)!;
    expect(row).toMatchObject({ centre: 'azamnagar', courseCode: 'PGDCA', utrSeenBefore: true });
    expect(list.rows.find((r) => r.id === other.id)?.utrSeenBefore).toBe(false);
    expect((await staff.admissions.list({ centre: 'azamnagar' })).rows.map((r) => r.id)).toEqual([reused.id]);
    expect((await staff.admissions.list({ q: reg.referenceId })).rows.map((r) => r.id)).toEqual([reused.id]);
    const detail = await staff.admissions.detail({ id: reused.id });
    expect(detail.utrMatches).toEqual([{ type: 'registration', id: reg.id, referenceId: reg.referenceId, name: reg.name }]);
    const regDetail = await staff.registrations.detail({ id: reg.id });
    expect(regDetail.record.utrSeenBefore).toBe(true);
    expect(regDetail.admissions.map((a) => a.id)).toEqual([reused.id]);
  });

  it('give each row its documents', async () => {
    const reg = seedRegistration(t.db);
    const adm = seedAdmission(t.db, reg);
    const photo = seedUpload(
      t.db,
      t.dataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
      {
        bytes: tinyPng,
        detectedType: 'image/png',
        originalName: 'photo.png',
      },
    );
    const payment = seedUpload(
      t.db,
      t.dataDir,
      { ownerType: 'admission', ownerId: adm.id, kind: 'payment' },
      {
        bytes: tinyPng,
        detectedType: 'image/png',
        originalName: 'pay.png',
      },
    );
    const staff = callerFor(t, admin);
    expect((await staff.registrations.list({})).rows[0]?.documents.map((d) => d.id)).toEqual([photo.id]);
    expect((await staff.admissions.list({})).rows[0]?.documents.map((d) => [d.kind, d.id])).toEqual([
      ['photo', photo.id],
      ['payment', payment.id],
    ]);
  });
});

describe('CSV export', () => {
  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    expect(neutraliseCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(['+1', '-2', '@SUM(A1)'].map(neutraliseCell)).toEqual(["'+1", "'-2", "'@SUM(A1)"]);
    expect(neutraliseCell('Asha')).toBe('Asha');
    seedRegistration(t.db, { name: '=cmd|"/c calc"!A1', fatherName: '@evil', address: 'x' });
    seedRegistration(t.db, { name: 'Plain Name', centre: 'belwa' });
    const staff = callerFor(t, admin);
    const all = await staff.registrations.exportCsv({});
    expect(all.rows).toBe(2);
    expect(all.csv).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(all.csv).toContain(`'@evil`);
    expect(all.csv).not.toMatch(/(^|,)=cmd/m);
    const filtered = await staff.registrations.exportCsv({ centre: 'belwa' });
    expect(filtered.rows).toBe(1);
    expect(filtered.csv).toContain('Plain Name');
    expect(filtered.csv).not.toContain('calc');
    // The remark the applicant was given is a column of its own.
    const rejected = seedRegistration(t.db, { name: 'Remark Export' });
    await staff.registrations.decide({ id: rejected.id, status: 'REJECTED', remark: 'Photo is blurred' });
    const withRemark = await staff.registrations.exportCsv({ q: rejected.referenceId });
    const [header, line] = withRemark.csv.trim().split(/\r?\n/);
    expect(header).toContain('Status,Remark,Payment check');
    expect(line).toContain('REJECTED,Photo is blurred,');
  });
});

describe('gallery', () => {
  async function stagedImage(width: number, height: number) {
    const tempPath = path.join(tempDirOf(t.dataDir), `img-${width}.part`);
    mkdirSync(tempDirOf(t.dataDir), { recursive: true });
    const jpeg = await sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
      .toBuffer();
    writeFileSync(tempPath, jpeg);
    return { field: 'image', originalName: 'x.jpg', tempPath, bytes: jpeg.length, sha256: '', detectedType: 'image/jpeg' };
  }
  const uploadOf = (fields: Record<string, string>, file?: Awaited<ReturnType<typeof stagedImage>>) => ({
    fields,
    files: new Map(file ? [['image', file]] : []),
    cleanup: async () => {},
  });
  const withUpload = (upload: ReturnType<typeof uploadOf>) =>
    createCaller(createContext({ db: t.db, admin, ip: '198.51.100.1', dataDir: t.dataDir, guards: roomyGuards, upload }));

  it('re-encodes into web sizes without metadata, and delete removes row and files', async () => {
    const image = await stagedImage(1200, 800);
    const item = await withUpload(
      uploadOf({ category: 'events', title: 'Annual day', description: 'Students on stage' }, image),
    ).gallery.create();
    expect(item).toMatchObject({ width: 1200, height: 800, category: 'events' });
    const files = readdirSync(galleryDirOf(t.dataDir)).sort();
    expect(files).toEqual(
      [`${item.imageName}-1200.webp`, `${item.imageName}-480.webp`, `${item.imageName}-960.webp`, `${item.imageName}.jpg`].sort(),
    );
    const jpegMeta = await sharp(path.join(galleryDirOf(t.dataDir), `${item.imageName}.jpg`)).metadata();
    expect(jpegMeta.width).toBe(960);
    expect(jpegMeta.exif).toBeUndefined();
    const list = await callerFor(t).gallery.list();
    expect(list.items.map((i) => i.title)).toEqual(['Annual day']);
    expect(list.total).toBe(1);

    await callerFor(t, admin).gallery.delete({ id: item.id });
    expect(readdirSync(galleryDirOf(t.dataDir))).toEqual([]);
    expect((await callerFor(t).gallery.list()).items).toEqual([]);
  });

  it('refuses missing fields with the spec message and bad images without leaving files', async () => {
    const image = await stagedImage(300, 200);
    const missing = await withUpload(uploadOf({ category: 'events', title: 'x', description: '' }, image))
      .gallery.create()
      .catch((e: unknown) => e);
    expect((missing as TRPCError).message).toBe('Please fill in all fields and select a file.');
    const noFile = await withUpload(uploadOf({ category: 'events', title: 'x', description: 'y' }))
      .gallery.create()
      .catch((e: unknown) => e);
    expect((noFile as TRPCError).message).toBe('Please fill in all fields and select a file.');
    writeFileSync(image.tempPath, Buffer.from('not really a jpeg at all'));
    const broken = await withUpload(uploadOf({ category: 'events', title: 'x', description: 'y' }, image))
      .gallery.create()
      .catch((e: unknown) => e);
    expect(codeOf(broken)).toBe('UNSUPPORTED_MEDIA_TYPE');
    const dir = galleryDirOf(t.dataDir);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

describe('admins', () => {
  it('adds an admin who can sign in, and changes the own password only with the current one', async () => {
    const staff = callerFor(t, admin);
    await staff.admins.create({ email: 'Second@Example.in', name: 'Second', password: 'second-long-pass' });
    expect((await staff.admins.list()).map((a) => a.email)).toEqual(['staff@example.in', 'second@example.in']);
    await expect(
      login(t.db, { email: 'second@example.in', password: 'second-long-pass' }, { ip: '1.1.1.1' }),
    ).resolves.toMatchObject({
      admin: { email: 'second@example.in', name: 'Second' },
    });
    const dup = await staff.admins
      .create({ email: 'second@example.in', name: 'Again', password: 'second-long-pass' })
      .catch((e: unknown) => e);
    expect(codeOf(dup)).toBe('CONFLICT');

    const wrong = await staff.admins
      .changePassword({ currentPassword: 'not-the-password', newPassword: 'brand-new-secret' })
      .catch((e: unknown) => e);
    expect((wrong as TRPCError).message).toBe('The current password is not correct.');
    await staff.admins.changePassword({ currentPassword: 'a-long-secret', newPassword: 'brand-new-secret' });
    await expect(
      login(t.db, { email: 'staff@example.in', password: 'brand-new-secret' }, { ip: '1.1.1.2' }),
    ).resolves.toMatchObject({
      admin: { email: 'staff@example.in' },
    });
    await expect(login(t.db, { email: 'staff@example.in', password: 'a-long-secret' }, { ip: '1.1.1.3' })).rejects.toThrow(
      'Invalid email or password.',
    );
  });
});
