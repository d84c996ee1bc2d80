// Results and certificates against a real SQLite file, and the public verify
// page over real HTTP against the built server: grades at the boundaries of
// both grading tables, numbers never reused, the same answer for an unknown
// number and a wrong date of birth, revocation shown, the look-up limit, and
// answers that no cache keeps.
import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { admissions, certificates, certificateVerifications, courseResults } from '../../db/schema';
import { gradeFor } from '../../domain/catalogue/courses';
import { courseTextHi } from '../../domain/catalogue/course-data.hi';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { indiaDate, issueCertificate, recordResult, revokeCertificate } from '../../server/services/certificates/certificates';
import { updateSettings } from '../../server/services/site/settings';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';

const codeOf = (error: unknown) => (error instanceof TRPCError ? error.code : error);

/** An approved admission of `courseCode`, admitted a month ago. */
function admitted(db: DB, values: { courseCode?: string; name?: string; dob?: string } = {}) {
  const registration = seedRegistration(db, {
    courseCode: values.courseCode ?? 'DCA',
    name: values.name ?? 'Asha Kumari',
    dob: values.dob ?? '2004-05-06',
    status: 'APPROVED',
  });
  return seedAdmission(db, registration, { status: 'APPROVED', createdAt: new Date(Date.now() - 30 * 86_400_000) });
}

const today = () => indiaDate(new Date());
const year = () => Number(today().slice(0, 4));

describe('the grade of a result', () => {
  it('follows the standard table (O to F) at every boundary', () => {
    const expected: [number, string][] = [
      [100, 'O'],
      [91, 'O'],
      [90, 'A+'],
      [81, 'A+'],
      [80, 'A'],
      [71, 'A'],
      [70, 'B'],
      [61, 'B'],
      [60, 'C'],
      [51, 'C'],
      [50, 'P'],
      [41, 'P'],
      [40, 'F'],
      [0, 'F'],
    ];
    for (const [marks, grade] of expected) expect([marks, gradeFor('standard', marks).grade]).toEqual([marks, grade]);
  });

  it('follows the Hospitality and NTT table (A+ to F) at every boundary', () => {
    const expected: [number, string][] = [
      [100, 'A+'],
      [90, 'A+'],
      [89, 'A'],
      [80, 'A'],
      [79, 'B'],
      [70, 'B'],
      [69, 'C'],
      [60, 'C'],
      [59, 'D'],
      [50, 'D'],
      [49, 'F'],
      [0, 'F'],
    ];
    for (const [marks, grade] of expected) expect([marks, gradeFor('percentage', marks).grade]).toEqual([marks, grade]);
  });

  it('refuses marks that are not a whole percentage', () => {
    for (const marks of [-1, 101, 90.5, Number.NaN]) expect(() => gradeFor('standard', marks)).toThrow(RangeError);
  });
});

describe('results and certificates (procedures)', () => {
  let t: TestDb;
  let admin: SessionAdmin;
  beforeEach(async () => {
    t = createTestDb();
    admin = await signedInStaff(t);
  });
  afterEach(() => t.cleanup());

  it('grades the recorded result by the course’s own table', async () => {
    const api = callerFor(t, admin);
    const dca = admitted(t.db, { courseCode: 'DCA' });
    const ntt = admitted(t.db, { courseCode: 'NTT' });
    const hospitality = admitted(t.db, { courseCode: 'DHTM' });
    expect((await api.certificates.recordResult({ admissionId: dca.id, marks: '90', completionDate: today() })).grade).toBe('A+');
    expect((await api.certificates.recordResult({ admissionId: dca.id, marks: '91', completionDate: today() })).grade).toBe('O');
    expect((await api.certificates.recordResult({ admissionId: ntt.id, marks: '90', completionDate: today() })).grade).toBe('A+');
    expect((await api.certificates.recordResult({ admissionId: ntt.id, marks: '89', completionDate: today() })).grade).toBe('A');
    expect(
      (await api.certificates.recordResult({ admissionId: hospitality.id, marks: '50', completionDate: today() })).grade,
    ).toBe('D');
    expect(
      (await api.certificates.recordResult({ admissionId: hospitality.id, marks: '49', completionDate: today() })).grade,
    ).toBe('F');
    // A corrected result is a new row; the old one stays.
    expect(
      t.db
        .select()
        .from(courseResults)
        .all()
        .filter((row) => row.admissionId === dca.id),
    ).toHaveLength(2);
  });

  it('refuses bad marks and dates with the field named, and writes nothing', async () => {
    const api = callerFor(t, admin);
    const student = admitted(t.db);
    for (const marks of ['', '101', '90.5', '-3', 'ninety']) {
      const error = await api.certificates
        .recordResult({ admissionId: student.id, marks, completionDate: today() })
        .catch((e: unknown) => e);
      expect(codeOf(error)).toBe('BAD_REQUEST');
      expect((error as TRPCError & { cause?: unknown }).message).toMatch(/Please correct|whole number/);
    }
    const future = await api.certificates
      .recordResult({ admissionId: student.id, marks: '70', completionDate: `${year() + 1}-01-01` })
      .catch((e: unknown) => e);
    expect(codeOf(future)).toBe('BAD_REQUEST');
    expect((future as Error).message).toBe('The completion date cannot be in the future.');
    expect(t.db.select().from(courseResults).all()).toHaveLength(0);
  });

  it('gives results and certificates to approved admissions only, after a passing result', async () => {
    const api = callerFor(t, admin);
    const pendingRegistration = seedRegistration(t.db);
    const pending = seedAdmission(t.db, pendingRegistration);
    expect(
      codeOf(
        await api.certificates
          .recordResult({ admissionId: pending.id, marks: '80', completionDate: today() })
          .catch((e: unknown) => e),
      ),
    ).toBe('CONFLICT');
    const student = admitted(t.db);
    expect(codeOf(await api.certificates.issue({ admissionId: student.id }).catch((e: unknown) => e))).toBe('CONFLICT');
    await api.certificates.recordResult({ admissionId: student.id, marks: '40', completionDate: today() });
    const failed = await api.certificates.issue({ admissionId: student.id }).catch((e: unknown) => e);
    expect((failed as Error).message).toBe('A result graded F (Fail) gets no certificate.');
    expect(t.db.select().from(certificates).all()).toHaveLength(0);
    // Staff's list of admitted students still to certify: the approved one, with its latest grade; not the pending one.
    const { awaiting } = await api.certificates.overview({ page: 0 });
    expect(awaiting.map((row) => [row.referenceId, row.grade])).toEqual([[student.referenceId, 'F']]);
  });

  it('asks for the name in Latin letters when the name is in another script, and keeps both (issue 55)', async () => {
    const api = callerFor(t, admin);
    const student = admitted(t.db, { name: 'आशा कुमारी' });
    await api.certificates.recordResult({ admissionId: student.id, marks: '75', completionDate: today() });
    const refused = await api.certificates.issue({ admissionId: student.id }).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe('BAD_REQUEST');
    const mixed = await api.certificates.issue({ admissionId: student.id, nameLatin: 'आशा Kumari' }).catch((e: unknown) => e);
    expect(codeOf(mixed)).toBe('BAD_REQUEST');
    expect(t.db.select().from(certificates).all()).toHaveLength(0);
    const issued = await api.certificates.issue({ admissionId: student.id, nameLatin: '  Asha   Kumari ' });
    expect(t.db.select().from(certificates).get()).toMatchObject({ id: issued.id, name: 'आशा कुमारी', nameLatin: 'Asha Kumari' });
    // A name already in Latin letters is its own.
    const ravi = admitted(t.db, { name: 'Ravi Kumar' });
    await api.certificates.recordResult({ admissionId: ravi.id, marks: '75', completionDate: today() });
    const second = await api.certificates.issue({ admissionId: ravi.id });
    expect(
      t.db
        .select()
        .from(certificates)
        .all()
        .find((row) => row.id === second.id),
    ).toMatchObject({ nameLatin: 'Ravi Kumar' });
  });

  it('numbers certificates in sequence per year and never gives a number again, revoked or not', async () => {
    const api = callerFor(t, admin);
    const first = admitted(t.db);
    const second = admitted(t.db, { name: 'Ravi Kumar' });
    for (const student of [first, second])
      await api.certificates.recordResult({ admissionId: student.id, marks: '75', completionDate: today() });
    const one = await api.certificates.issue({ admissionId: first.id });
    expect(one.number).toBe(`${year()}/0001`);
    // One in force per admission.
    expect(codeOf(await api.certificates.issue({ admissionId: first.id }).catch((e: unknown) => e))).toBe('CONFLICT');
    await api.certificates.revoke({ id: one.id, reason: 'Issued with a misspelt name' });
    // Revoking twice is refused: a revocation is final.
    expect(codeOf(await api.certificates.revoke({ id: one.id, reason: 'again' }).catch((e: unknown) => e))).toBe('CONFLICT');
    const two = await api.certificates.issue({ admissionId: first.id });
    expect(two.number).toBe(`${year()}/0002`);
    // The prefix setting, once set, is printed before the year.
    updateSettings(t.db, { certificatePrefix: 'abc-vt' }, admin.userId);
    const three = await api.certificates.issue({ admissionId: second.id });
    expect(three.number).toBe(`ABC-VT/${year()}/0003`);
    expect((await api.certificates.overview({ page: 0 })).awaiting).toEqual([]);
    // The table itself refuses a deletion and a change of number.
    expect(() => t.db.delete(certificates).run()).toThrow(/never deleted/);
    expect(() =>
      t.db
        .update(certificates)
        .set({ number: `${year()}/0001` })
        .where(sql`id = ${two.id}`)
        .run(),
    ).toThrow(/never changed/);
    expect(() =>
      t.db
        .update(certificates)
        .set({ revokedAt: null, revokeReason: null })
        .where(sql`id = ${one.id}`)
        .run(),
    ).toThrow(/final/);
    expect(
      t.db
        .select({ number: certificates.number })
        .from(certificates)
        .all()
        .map((row) => row.number),
    ).toEqual([`${year()}/0001`, `${year()}/0002`, `ABC-VT/${year()}/0003`]);
    // A new year starts again at 1 (numbers carry their year, so none repeats).
    const nextYear = new Date(Date.UTC(year() + 1, 0, 2));
    const third = admitted(t.db, { name: 'Meena Devi' });
    recordResult(t.db, { admissionId: third.id, marks: 60, completionDate: today() }, admin.userId);
    expect(issueCertificate(t.db, third.id, admin.userId, nextYear).number).toBe(`ABC-VT/${year() + 1}/0001`);
  });

  it('lists issue and revocation in Activity, with who did them', async () => {
    const api = callerFor(t, admin);
    const student = admitted(t.db, { name: 'Sunita Kumari' });
    await api.certificates.recordResult({ admissionId: student.id, marks: '88', completionDate: today() });
    const issued = await api.certificates.issue({ admissionId: student.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api.certificates.revoke({ id: issued.id, reason: 'Wrong course printed' });
    const { entries } = await api.activity.list({ page: 0 });
    const mine = entries.filter((entry) => entry.kind === 'certificate');
    expect(
      mine.map((entry) => entry.kind === 'certificate' && [entry.action, entry.number, entry.name, entry.by, entry.reason]),
    ).toEqual([
      ['revoked', issued.number, 'Sunita Kumari', 'staff@example.in', 'Wrong course printed'],
      ['issued', issued.number, 'Sunita Kumari', 'staff@example.in', null],
    ]);
  });

  it('answers an unknown number and a wrong date of birth the same, shows revocation, and logs every check', async () => {
    const api = callerFor(t, admin);
    const visitor = callerFor(t);
    const student = admitted(t.db, { name: 'Pooja Kumari', dob: '2003-02-01' });
    await api.certificates.recordResult({ admissionId: student.id, marks: '82', completionDate: today() });
    const issued = await api.certificates.issue({ admissionId: student.id });

    const unknown = await visitor.certificates.verify({ number: `${year()}/9999`, dob: '2003-02-01' });
    const wrongBirth = await visitor.certificates.verify({ number: issued.number, dob: '2003-02-02' });
    expect(unknown).toEqual({ found: false });
    expect(wrongBirth).toEqual(unknown);

    // Typed with spaces and in lower case, it still matches.
    const right = await visitor.certificates.verify({ number: ` ${issued.number} `.toLowerCase(), dob: '2003-02-01' });
    expect(right).toEqual({
      found: true,
      number: issued.number,
      state: 'valid',
      revokedOn: null,
      name: 'Pooja Kumari',
      courseCode: 'DCA',
      // The course's name from the published catalogue, archived or not (decision 078).
      courseName: { en: 'Diploma in Computer Applications', hi: courseTextHi.DCA.name },
      grade: 'A+',
      completionDate: today(),
      issuedOn: today(),
    });
    // Nothing an employer does not need.
    expect(Object.keys(right)).not.toEqual(expect.arrayContaining(['mobile']));
    for (const key of ['mobile', 'email', 'address', 'dob', 'fatherName', 'verificationCode', 'centre'])
      expect(right).not.toHaveProperty(key);

    await api.certificates.revoke({ id: issued.id, reason: 'Marks entered wrongly' });
    const revoked = await visitor.certificates.verify({ number: issued.number, dob: '2003-02-01' });
    expect(revoked).toMatchObject({ found: true, state: 'revoked', revokedOn: today() });
    expect(revoked).not.toHaveProperty('revokeReason');

    // The QR code's link: its code alone; a made-up code matches nothing.
    const code = t.db.select({ code: certificates.verificationCode }).from(certificates).get()!.code;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    expect(await visitor.certificates.verifyCode({ code })).toMatchObject({
      found: true,
      state: 'revoked',
      number: issued.number,
    });
    expect(await visitor.certificates.verifyCode({ code: '0'.repeat(20) })).toEqual({ found: false });
    expect(await visitor.certificates.verifyCode({ code: 'not-a-code' })).toEqual({ found: false });

    const log = t.db.select().from(certificateVerifications).all();
    expect(log.map((row) => [row.method, row.matched])).toEqual([
      ['number', false],
      ['number', false],
      ['number', true],
      ['number', true],
      ['code', true],
      ['code', false],
      ['code', false],
    ]);
    const { certificates: listed } = await api.certificates.overview({ page: 0 });
    expect(listed[0]).toMatchObject({ number: issued.number, verifications: 3, failedVerifications: 1 });
  });

  it('keeps every certificate procedure but verify for staff', async () => {
    const visitor = callerFor(t);
    const student = admitted(t.db);
    const attempts = [
      visitor.certificates.overview({ page: 0 }),
      visitor.certificates.student({ admissionId: student.id }),
      visitor.certificates.recordResult({ admissionId: student.id, marks: '80', completionDate: today() }),
      visitor.certificates.issue({ admissionId: student.id }),
      visitor.certificates.revoke({ id: 1, reason: 'no' }),
      visitor.certificates.printable({ id: 1, siteUrl: 'https://example.in' }),
      visitor.certificates.findAdmission({ referenceId: student.referenceId }),
    ];
    for (const attempt of attempts) expect(codeOf(await attempt.catch((e: unknown) => e))).toBe('UNAUTHORIZED');
    expect(t.db.select().from(courseResults).all()).toHaveLength(0);
  });
});

describe('the verify page over HTTP', () => {
  let server: RunningServer;
  let db: DB;
  let number: string;
  let code: string;
  let revokedNumber: string;
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', RATE_LIMIT_LOOKUPS_PER_15MIN: '4' });
    db = openDatabase(server.dataDir);
    const student = admitted(db, { name: 'Kiran Kumari', dob: '2002-09-15' });
    recordResult(db, { admissionId: student.id, marks: 93, completionDate: today() }, null);
    const issued = issueCertificate(db, student.id, null);
    number = issued.number;
    code = db
      .select({ code: certificates.verificationCode })
      .from(certificates)
      .where(sql`id = ${issued.id}`)
      .get()!.code;
    const other = admitted(db, { name: 'Manoj Kumar', dob: '2001-01-20' });
    recordResult(db, { admissionId: other.id, marks: 70, completionDate: today() }, null);
    const second = issueCertificate(db, other.id, null);
    revokeCertificate(db, second.id, 'Issued in error', null);
    revokedNumber = second.number;
  }, 60_000);
  afterAll(async () => {
    db?.$client.close();
    await server?.cleanup();
  });

  const verify = (path: string, fields: Record<string, string>, ip: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...from(ip), origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  /** The page without what differs per response (nonces, hashes of per-response scripts). */
  const comparable = (html: string) => html.replace(/nonce="[^"]*"/g, '').replace(/sha256-[A-Za-z0-9+/=]+/g, '');

  it('puts the form on /certification and /hi/certification, posting to the verify path of the same language', async () => {
    const en = await (await fetch(`${server.url}/certification`)).text();
    expect(en).toMatch(/<form[^>]*action="\/certification\/verify"/);
    expect(en).toContain('Verify a certificate');
    const hi = await (await fetch(`${server.url}/hi/certification`)).text();
    expect(hi).toMatch(/<form[^>]*action="\/hi\/certification\/verify"/);
    expect(hi).toContain('प्रमाणपत्र की जाँच करें');
  });

  it('answers an unknown number and a wrong date of birth with the same page, never cached', async () => {
    const unknown = await verify('/certification/verify', { number: `${year()}/9999`, dob: '2002-09-15' }, '198.51.100.10');
    const wrongBirth = await verify('/certification/verify', { number, dob: '2002-09-16' }, '198.51.100.11');
    expect(unknown.status).toBe(200);
    expect(wrongBirth.status).toBe(200);
    const [a, b] = [await unknown.text(), await wrongBirth.text()];
    expect(a).toContain('No certificate matches this number and date of birth.');
    expect(comparable(a)).toBe(comparable(b));
    for (const response of [unknown, wrongBirth]) expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('shows a valid certificate by number and date of birth, and only what an employer needs', async () => {
    const response = await verify('/certification/verify', { number: number.toLowerCase(), dob: '2002-09-15' }, '198.51.100.12');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('Valid certificate');
    expect(html).toContain('Kiran Kumari');
    expect(html).toContain('Diploma in Computer Applications');
    expect(html).toContain('>O<');
    const row = db
      .select()
      .from(admissions)
      .where(sql`name = 'Kiran Kumari'`)
      .get()!;
    for (const secret of [row.mobile, row.email, row.fatherName, '2002-09-15', '15/09/2002', 'Ward 4', code])
      expect(html).not.toContain(secret);
  });

  it('opens the QR code’s link in both languages, and shows a revoked certificate as revoked with its date', async () => {
    const en = await fetch(`${server.url}/certification/verify/${code}`, { headers: from('198.51.100.13') });
    expect(en.status).toBe(200);
    expect(en.headers.get('cache-control')).toBe('private, no-store');
    expect(await en.text()).toContain('Valid certificate');
    const hi = await fetch(`${server.url}/hi/certification/verify/${code}`, { headers: from('198.51.100.13') });
    const hiHtml = await hi.text();
    expect(hiHtml).toContain('मान्य प्रमाणपत्र');
    expect(hiHtml).toContain('कंप्यूटर');
    const revoked = await verify('/hi/certification/verify', { number: revokedNumber, dob: '2001-01-20' }, '198.51.100.14');
    const revokedHtml = await revoked.text();
    expect(revokedHtml).toContain('रद्द किया गया प्रमाणपत्र');
    expect(revokedHtml).toContain(`${today().split('-').reverse().join('/')} को रद्द किया गया`);
    expect(revokedHtml).not.toContain('Issued in error');
  });

  it('asks again for a missing field in the page’s language, without a server error', async () => {
    const response = await verify('/hi/certification/verify', { number: '', dob: '' }, '198.51.100.15');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('प्रमाणपत्र संख्या लिखें।');
    expect(html).toContain('जन्म तिथि लिखें।');
  });

  it('limits checks per address like the look-up, counting the form and the QR link together', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 2; i += 1)
      expect((await verify('/certification/verify', { number, dob: '2002-09-15' }, ip)).status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await fetch(`${server.url}/certification/verify/${code}`, { headers: from(ip) })).status).toBe(200);
    const limited = await verify('/certification/verify', { number, dob: '2002-09-15' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    const html = await limited.text();
    expect(html).toContain('Too many attempts');
    expect(html).not.toContain('Kiran Kumari');
    expect((await fetch(`${server.url}/certification/verify/${code}`, { headers: from(ip) })).status).toBe(429);
    // Another address has its own allowance.
    expect((await fetch(`${server.url}/certification/verify/${code}`, { headers: from('198.51.100.21') })).status).toBe(200);
  });
});
