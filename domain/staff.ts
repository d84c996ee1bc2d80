// Who may do what (issue 51, decision 068): the staff roles, the permissions a
// procedure or admin route declares, and which role grants which, in one
// place. The server decides with `may`; the admin screens read the same map
// only to hide what the server would refuse anyway. A leaf: imports nothing
// but the vocabulary.
import type { CentreId } from './vocabulary';

export const staffRoles = ['owner', 'centre-head', 'accountant', 'counsellor', 'faculty', 'content-editor'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  'centre-head': 'Centre head',
  accountant: 'Accountant',
  counsellor: 'Counsellor',
  faculty: 'Faculty',
  'content-editor': 'Content editor',
};

/**
 * Every permission a procedure or admin route may need. Each names one kind
 * of work, not one screen, so a new procedure picks the work it does.
 */
export const permissions = [
  /** Anything about one's own account: who am I, own sessions, own password, sign out. */
  'account.own',
  /** Registrations and admissions: lists, counts, details, history, the fee's state, messages, documents. */
  'records.read',
  /** The same lists as CSV or XLSX. */
  'records.export',
  /** Approve or reject a registration or admission. */
  'decisions.make',
  /** Send a pending registration back to its applicant for a correction. */
  'corrections.ask',
  /** Record that a message went to an applicant (Send on WhatsApp). */
  'messages.send',
  /** Enquiries: read, answer, resolve, reopen, export. */
  'enquiries.manage',
  /** Enter a walk-in application paid by UPI. */
  'walkin.enter',
  /** Take a walk-in's fee in cash (verified and receipted at once). */
  'walkin.cash',
  /** Intakes (batches) and their waitlists; who teaches an intake, its timetable, transfers between intakes. */
  'intakes.manage',
  /** A batch's roster, class sessions and attendance: an Owner or Centre head for their centres, Faculty for the intakes they teach. */
  'attendance.take',
  /** A batch's internal assessments and their marks: the same people, the same intakes. */
  'marks.enter',
  /** See the fees' receipts and the statement's unknown credits. */
  'money.read',
  /** Verify a fee by hand, link a statement credit to a fee. */
  'money.verify',
  /** Cancel a receipt, dismiss a statement credit. */
  'money.cancel',
  /** Fee accounts: ledgers, the dues list, the collection, their exports. */
  'fees.read',
  /** Record a payment on a fee account, grant a concession, ask for or confirm a refund, write off. */
  'fees.collect',
  /** Fee plans and the list of concession reasons. */
  'fees.plan',
  /** Read a bank statement and confirm it as evidence. */
  'statements.import',
  /** Results and certificates: read, print. */
  'certificates.read',
  /** Record a student's result. */
  'results.record',
  /** Issue or revoke a certificate. */
  'certificates.issue',
  /** The staff activity log. */
  'activity.read',
  /** Site settings, the UPI id, the logo and merchant QR, held emails, the go-live checklist. */
  'settings.manage',
  /** Staff accounts: create, change roles and centres, disable. */
  'staff.manage',
  /** The public gallery. */
  'gallery.manage',
  /** What visitors read: courses, centres, site texts and notices (publish, restore). */
  'content.edit',
] as const;
export type Permission = (typeof permissions)[number];

const everyone: Permission[] = ['account.own'];
/** The front desk's work: applicants, their messages, enquiries, walk-ins. */
const frontDesk: Permission[] = ['records.read', 'messages.send', 'enquiries.manage', 'walkin.enter'];
/** The classroom's work: attendance, marks, results. */
const classroom: Permission[] = ['attendance.take', 'marks.enter', 'certificates.read', 'results.record'];

/** What each role grants; a person holding several roles may do what any of them grants. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  // A centre's head does its front desk's and its classrooms' work, and decides.
  'centre-head': [
    ...everyone,
    ...frontDesk,
    ...classroom,
    'records.export',
    'decisions.make',
    'corrections.ask',
    'intakes.manage',
    'certificates.issue',
    'activity.read',
    'fees.read',
  ],
  accountant: [
    ...everyone,
    'records.read',
    'records.export',
    'walkin.enter',
    'walkin.cash',
    'money.read',
    'money.verify',
    'money.cancel',
    'statements.import',
    'activity.read',
    'fees.read',
    'fees.collect',
    'fees.plan',
  ],
  counsellor: [...everyone, ...frontDesk],
  faculty: [...everyone, ...classroom],
  'content-editor': [...everyone, 'gallery.manage', 'content.edit'],
};

/** The centres a person works for: a list, or every centre (today's and any added later). */
export type CentreScope = 'all' | readonly CentreId[];

/** What the server knows of a signed-in person's rights. */
export interface StaffRights {
  roles: readonly StaffRole[];
  centres: CentreScope;
}

export function may(rights: Pick<StaffRights, 'roles'>, permission: Permission): boolean {
  return rights.roles.some((role) => rolePermissions[role].includes(permission));
}

/** Whether a record at `centre` is inside the person's centres. */
export const inCentres = (scope: CentreScope, centre: CentreId): boolean => scope === 'all' || scope.includes(centre);

export const staffMessages = {
  forbidden: 'You do not have permission to do this.',
} as const;
