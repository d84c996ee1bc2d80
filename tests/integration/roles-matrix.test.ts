// Who may do what, over real HTTP (issue 51, decision 068): every procedure of
// the router and every admin page, for a signed-in person of each role, from
// the one table below. A role the table does not name for a procedure gets
// 403 in the problem shape; a role it names gets past the check (its bad
// input then answers 400, an unknown record 404). A procedure the table does
// not list, or an admin procedure that declares no permission, fails here.
// Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { staffRoles, type StaffRole } from '../../domain/staff';
import { appRouter } from '../../server/api/root';
import { createAdmin } from '../../server/services/staff/auth';
import { startServer, type RunningServer } from '../support/server';

/** Role letters: O Owner, H Centre head, A Accountant, C Counsellor, F Faculty, E Content editor. */
const letterOf: Record<StaffRole, string> = {
  owner: 'O',
  'centre-head': 'H',
  accountant: 'A',
  counsellor: 'C',
  faculty: 'F',
  'content-editor': 'E',
};

/** Every procedure: 'public' (no session), or the letters of the roles that may call it. */
const matrix: Record<string, 'public' | string> = {
  'auth.login': 'public',
  'auth.logout': 'O H A C F E',
  'auth.me': 'O H A C F E',
  'auth.sessions': 'O H A C F E',
  'auth.endSession': 'O H A C F E',
  'auth.endOtherSessions': 'O H A C F E',
  'settings.get': 'public',
  'settings.identity': 'public',
  'settings.privacy': 'public',
  'settings.checklist': 'O',
  'settings.update': 'O',
  'settings.uploadImage': 'O',
  'settings.merchantQr': 'O',
  'settings.removeImage': 'O',
  'registrations.submit': 'public',
  'registrations.lookup': 'public',
  'registrations.correction': 'public',
  'registrations.correct': 'public',
  'registrations.claimOffer': 'public',
  'registrations.paymentInfo': 'public',
  'registrations.list': 'O H A C',
  'registrations.counts': 'O H A C',
  'registrations.paymentCounts': 'O H A C',
  'registrations.detail': 'O H A C',
  'registrations.history': 'O H A C',
  'registrations.decide': 'O H',
  'registrations.payment': 'O H A C',
  'registrations.requestCorrection': 'O H',
  'registrations.liftFactorLock': 'O H',
  'registrations.setStatus': 'O H',
  'registrations.walkIn': 'O H A C',
  'registrations.whatsappNotice': 'O H C',
  'registrations.messages': 'O H A C',
  'registrations.exportCsv': 'O H A',
  'registrations.exportXlsx': 'O H A',
  'admissions.submit': 'public',
  'admissions.paymentInfo': 'public',
  'admissions.list': 'O H A C',
  'admissions.counts': 'O H A C',
  'admissions.paymentCounts': 'O H A C',
  'admissions.detail': 'O H A C',
  'admissions.history': 'O H A C',
  'admissions.decide': 'O H',
  'admissions.payment': 'O H A C',
  'admissions.setStatus': 'O H',
  'admissions.whatsappNotice': 'O H C',
  'admissions.messages': 'O H A C',
  'admissions.exportCsv': 'O H A',
  'admissions.exportXlsx': 'O H A',
  'enquiries.submit': 'public',
  'enquiries.list': 'O H C',
  'enquiries.counts': 'O H C',
  'enquiries.detail': 'O H C',
  'enquiries.history': 'O H C',
  'enquiries.resolve': 'O H C',
  'enquiries.answer': 'O H C',
  'enquiries.reopen': 'O H C',
  'enquiries.whatsappNotice': 'O H C',
  'enquiries.messages': 'O H C',
  'enquiries.exportCsv': 'O H C',
  'enquiries.exportXlsx': 'O H C',
  'gallery.list': 'public',
  'gallery.create': 'O E',
  'gallery.delete': 'O E',
  'intakes.open': 'public',
  'intakes.choices': 'public',
  'intakes.list': 'O H',
  'intakes.save': 'O H',
  'intakes.outOfSession': 'O H',
  'intakes.carryOver': 'O H',
  'intakes.waitlist': 'O H',
  'intakes.offerSeat': 'O H',
  'batches.studentRecord': 'public',
  'batches.mine': 'O H F',
  'batches.roster': 'O H F',
  'batches.transfer': 'O H',
  'batches.idCards': 'O H',
  'batches.teachers': 'O H',
  'batches.assignFaculty': 'O H',
  'batches.unassignFaculty': 'O H',
  'batches.sessions': 'O H F',
  'batches.applyTimetable': 'O H',
  'batches.addSession': 'O H F',
  'batches.cancelSession': 'O H F',
  'batches.attendance': 'O H F',
  'batches.saveAttendance': 'O H F',
  'batches.assessments': 'O H F',
  'batches.createAssessment': 'O H F',
  'batches.marks': 'O H F',
  'batches.saveMarks': 'O H F',
  'batches.rules': 'O H F',
  'batches.warnings': 'O H F',
  'batches.emailWarnings': 'O H F',
  'batches.whatsappWarning': 'O H F',
  'batches.setRule': 'O',
  'documents.file': 'O H A C',
  'documents.signedFile': 'public',
  'admins.list': 'O',
  'admins.create': 'O',
  'admins.update': 'O',
  'admins.setDisabled': 'O',
  'admins.changePassword': 'O H A C F E',
  'mail.status': 'O H A C F E',
  'mail.health': 'O H A C',
  'mail.held': 'O',
  'mail.settleHeld': 'O',
  'statements.preview': 'O A',
  'statements.confirm': 'O A',
  'statements.verifyByHand': 'O A',
  'statements.unknownCredits': 'O A',
  'statements.linkCredit': 'O A',
  'statements.dismissCredit': 'O A',
  'activity.list': 'O H A',
  'certificates.overview': 'O H F',
  'certificates.findAdmission': 'O H F',
  'certificates.student': 'O H F',
  'certificates.recordResult': 'O H F',
  'certificates.issue': 'O H',
  'certificates.revoke': 'O H',
  'certificates.liftVerifyLock': 'O H',
  'certificates.printable': 'O H F',
  'certificates.verify': 'public',
  'certificates.verifyCode': 'public',
  'receipts.print': 'public',
  'receipts.ofRecord': 'O H A C',
  'receipts.cancel': 'O A',
  'moneyRequests.pending': 'O A',
  'moneyRequests.confirm': 'O A',
  'moneyRequests.refuse': 'O A',
  'moneyRequests.withdraw': 'O A',
  'moneyRequests.selfConfirmed': 'O',
  'fees.applicantAccount': 'public',
  'fees.claimInstalment': 'public',
  'fees.plans': 'O H A',
  'fees.savePlan': 'O A',
  'fees.concessionReasons': 'O H A',
  'fees.addConcessionReason': 'O A',
  'fees.retireConcessionReason': 'O A',
  'fees.accountOfAdmission': 'O H A',
  'fees.findAccount': 'O H A',
  'fees.ledger': 'O H A',
  'fees.dues': 'O H A',
  'fees.duesCsv': 'O H A',
  'fees.duesXlsx': 'O H A',
  'fees.collection': 'O H A',
  'fees.reminderHandOffs': 'O H A',
  'fees.markReminderSent': 'O A',
  'fees.recordPayment': 'O A',
  'fees.confirmClaim': 'O A',
  'fees.grantConcession': 'O A',
  'fees.requestRefund': 'O A',
  'fees.writeOff': 'O A',
  'content.courses': 'public',
  'content.notices': 'public',
  'content.centres': 'public',
  'content.items': 'O E',
  'content.history': 'O E',
  'content.publish': 'O E',
  'content.restore': 'O E',
  'batches.checkCard': 'public',
  'batches.prepareCards': 'O H',
  'content.offered': 'public',
  'content.catalogue': 'O H A C',
  'fees.collectionCsv': 'O H A',
  'fees.collectionXlsx': 'O H A',
  'fees.publicFees': 'public',
  'content.texts': 'public',
  'content.uploadImage': 'O E',
};

/** Every admin page: the letters of the roles that may open it (the rest get 403). */
const pages: Record<string, string> = {
  '/admin/dashboard': 'O H A C',
  '/admin/statements': 'O A',
  '/admin/certificates': 'O H F',
  '/admin/certificates/1': 'O H F',
  '/admin/certificates/print/1/en': 'O H F',
  '/admin/walk-in': 'O H A C',
  '/admin/intakes': 'O H',
  '/admin/intakes/1/waitlist': 'O H',
  '/admin/batches': 'O H F',
  '/admin/batches/1': 'O H F',
  '/admin/batches/1/cards': 'O H',
  '/admin/attendance/1': 'O H F',
  '/admin/marks/1': 'O H F',
  '/admin/gallery': 'O E',
  '/admin/content': 'O E',
  '/admin/settings': 'O',
  '/admin/admins': 'O H A C F E',
  '/admin/activity': 'O H A',
  '/admin/sessions': 'O H A C F E',
  '/admin/export/registrations': 'O H A',
  '/admin/export/enquiries': 'O H C',
  '/admin/export/dues': 'O H A',
  '/admin/fees': 'O H A',
  '/admin/fees/999999': 'O H A',
  '/admin/fees/plans': 'O H A',
  '/admin/documents/999999': 'O H A C',
};

const allows = (letters: string, role: StaffRole) => letters.split(' ').includes(letterOf[role]);

type Procedure = { _def: { type: string; meta?: { permission?: string } } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>);

const secret = randomBytes(32).toString('hex');
let server: RunningServer;
let db: DB;
const cookies = new Map<StaffRole, string>();
const passwordOf = (role: StaffRole) => `${role}-matrix-long-secret`;

async function signIn(role: StaffRole): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: `${role}@example.in`, password: passwordOf(role) }).toString(),
  });
  expect(response.status, role).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

beforeAll(async () => {
  server = await startServer({ SESSION_SECRET: secret, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  for (const role of staffRoles) {
    await createAdmin(db, { email: `${role}@example.in`, password: passwordOf(role), name: role, roles: [role], centres: 'all' });
    cookies.set(role, await signIn(role));
  }
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

async function call(name: string, type: string, cookie: string) {
  // An input no procedure accepts: an allowed caller gets past the check and is refused for it, nothing changes.
  const input = { matrixProbe: true };
  return type === 'query'
    ? fetch(`${server.url}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } })
    : fetch(`${server.url}/trpc/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(input),
      });
}

describe('the permission matrix', () => {
  it('lists every procedure, and every staff procedure declares its permission', () => {
    expect(procedures.length).toBeGreaterThan(80);
    for (const [name, procedure] of procedures) {
      expect(matrix[name], `${name} is not in the matrix`).toBeDefined();
      const permission = procedure._def.meta?.permission;
      if (matrix[name] === 'public') expect(permission, name).toBeUndefined();
      else expect(permission, `${name} declares no permission`).toBeTypeOf('string');
    }
    for (const name of Object.keys(matrix))
      expect(
        procedures.map(([n]) => n),
        name,
      ).toContain(name);
  });

  it.each([...staffRoles])('a %s gets past exactly the procedures the table gives the role, 403 elsewhere', async (role) => {
    const cookie = cookies.get(role)!;
    // Signing out last: every other call needs the session.
    const ordered = [...procedures].sort(([a], [b]) => Number(a === 'auth.logout') - Number(b === 'auth.logout'));
    for (const [name, procedure] of ordered) {
      const letters = matrix[name]!;
      if (letters === 'public') continue;
      const response = await call(name, procedure._def.type, cookie);
      const body = (await response.json()) as { error?: { message: string; data: { httpStatus: number; appCode: string } } };
      if (allows(letters, role)) {
        expect([401, 403], `${role} ${name}: ${response.status}`).not.toContain(response.status);
      } else {
        expect(response.status, `${role} ${name}`).toBe(403);
        expect(body.error?.data.appCode, name).toBe('FORBIDDEN');
        expect(body.error?.message, name).toBe('You do not have permission to do this.');
      }
    }
    cookies.set(role, await signIn(role));
  });

  it.each([...staffRoles])('a %s opens exactly the admin pages the table gives the role', async (role) => {
    const cookie = cookies.get(role)!;
    for (const [path, letters] of Object.entries(pages)) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: { cookie } });
      const text = await response.text();
      if (allows(letters, role)) expect([302, 401, 403], `${role} ${path}`).not.toContain(response.status);
      else {
        expect(response.status, `${role} ${path}`).toBe(403);
        expect(text, path).toContain('You do not have permission');
      }
    }
  });

  it('shows each role only the menu entries it may open', async () => {
    const menuOf = async (role: StaffRole) => {
      const html = await (await fetch(`${server.url}/admin/sessions`, { headers: { cookie: cookies.get(role)! } })).text();
      return [...html.matchAll(/href="(\/admin\/[a-z-]+)"/g)].map((m) => m[1]);
    };
    const counsellor = await menuOf('counsellor');
    expect(counsellor).toContain('/admin/dashboard');
    expect(counsellor).not.toContain('/admin/statements');
    expect(counsellor).not.toContain('/admin/settings');
    const owner = await menuOf('owner');
    for (const path of ['/admin/dashboard', '/admin/statements', '/admin/settings', '/admin/admins'])
      expect(owner).toContain(path);
  });

  it("carries the same person's rights in the old client's token", async () => {
    const tokenOf = async (role: StaffRole) => {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${role}@example.in`, password: passwordOf(role) }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };
    const list = async (token: string) => fetch(`${server.url}/api/admissionForm/forms`, { headers: { 'x-auth-token': token } });
    expect((await list(await tokenOf('owner'))).status).toBe(200);
    expect((await list(await tokenOf('counsellor'))).status).toBe(200);
    const refused = await list(await tokenOf('content-editor'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('You do not have permission to do this.');
  });
});
