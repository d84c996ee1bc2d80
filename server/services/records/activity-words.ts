// The activity log's sentences (issue 51): what was done, to what, by whom,
// in words staff read, never a code or an id alone.
import { sql, type Column } from 'drizzle-orm';
import { formatPaise } from '../../../domain/catalogue/site';
import { staffRoleLabels, type CentreScope, type StaffRole } from '../../../domain/staff';
import { centres, type ContentKind } from '../../../domain/vocabulary';

/** A person in words: their name, or their email while the name is the default 'Admin'. */
export const personName = (table: { name: Column; email: Column }) =>
  sql<string>`coalesce(nullif(${table.name}, 'Admin'), ${table.email})`;

const answerWords = { confirmed: 'confirmed', refused: 'refused', withdrawn: 'withdrawn' } as const;

export function moneyWords(row: {
  summary: string;
  requestedBy: string;
  answer: 'confirmed' | 'refused' | 'withdrawn' | null;
  answeredBy: string | null;
  selfConfirmed: boolean | null;
}) {
  const asked = `${row.summary} requested by ${row.requestedBy}`;
  if (!row.answer) return asked;
  if (row.selfConfirmed) return `${asked}, confirmed by ${row.answeredBy} alone (nobody else holds the permission)`;
  if (row.answer === 'withdrawn') return `${asked}, withdrawn`;
  return `${asked}, ${answerWords[row.answer]} by ${row.answeredBy}`;
}

const scopeWords = (json: string | null) => {
  const parsed = json ? (JSON.parse(json) as CentreScope) : null;
  if (!parsed) return '';
  if (parsed === 'all') return ' for every centre';
  return ` for ${parsed.map((id) => centres.labels[id] ?? id).join(', ')}`;
};

export function staffWords(row: {
  action: string;
  by: string | null;
  subject: string;
  roles: string | null;
  centres: string | null;
}) {
  const by = row.by ?? 'A setup command';
  const roles = row.roles ? (JSON.parse(row.roles) as StaffRole[]).map((role) => staffRoleLabels[role] ?? role).join(', ') : '';
  if (row.action === 'invited') return `${by} added ${row.subject} as ${roles || 'no role'}${scopeWords(row.centres)}`;
  if (row.action === 'changed') return `${by} made ${row.subject} ${roles || 'no role'}${scopeWords(row.centres)}`;
  return `${by} ${row.action} the account of ${row.subject}`;
}

export const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

/** The reason or remark a money request was asked with. */
export const reasonOf = (payload: string): string | null => {
  const facts = parsed(payload) as { reason?: string; remark?: string } | null;
  return facts?.reason ?? facts?.remark ?? null;
};

const methodWords: Record<string, string> = { cash: 'in cash', bank: 'by bank transfer', upi: 'by UPI' };

/** A payment or concession on a fee account, in words with who did it. */
export function feeWords(row: {
  kind: string;
  amountPaise: number;
  method: string | null;
  utr: string | null;
  student: string;
  referenceId: string;
  by: string | null;
  receipt: string | null;
  source: string | null;
  claimed: boolean;
}) {
  const amount = formatPaise(row.amountPaise);
  const who = `${row.student} (${row.referenceId})`;
  const by = row.by ?? 'a removed admin';
  if (row.kind === 'concession') return `Concession of ${amount} to ${who} granted by ${by}`;
  const receipt = row.receipt ? `, receipt ${row.receipt}` : '';
  if (row.claimed && row.source === 'statement') {
    return `Instalment claim of ${amount} from ${who} (UTR ${row.utr}) settled by a statement import by ${by}${receipt}`;
  }
  if (row.claimed)
    return `Instalment claim of ${amount} from ${who} (UTR ${row.utr}) confirmed as seen in the bank by ${by}${receipt}`;
  const utr = row.utr ? ` (UTR ${row.utr})` : '';
  return `Fee payment of ${amount} ${methodWords[row.method ?? ''] ?? ''}${utr} from ${who} recorded by ${by}${receipt}`;
}

const intakeActionWords = {
  created: 'created',
  changed: 'changed',
  'carried-over': 'carried over to the current session',
  closed: 'closed to applications',
} as const;

/** "Intake DCA at Belwa (Regular), session 2026-27, starts 5 Jan 2027 changed by Asha Devi: seats 30 → 40" */
export function intakeWords(row: {
  action: keyof typeof intakeActionWords;
  summary: string;
  changes: string | null;
  by: string;
}) {
  return `Intake ${row.summary} ${intakeActionWords[row.action]} by ${row.by}${row.changes ? `: ${row.changes}` : ''}`;
}

const contentKindWords: Record<ContentKind, string> = { course: 'Course', centre: 'Centre', text: 'Site text', notice: 'Notice' };

/** "Course DCA published by Asha Devi, version 4"; a restore names the version it brought back. */
export function contentWords(row: {
  kind: ContentKind;
  key: string;
  version: number;
  by: string;
  restoredVersion: number | null;
}) {
  const name = row.kind === 'centre' ? (centres.labels[row.key as keyof typeof centres.labels] ?? row.key) : row.key;
  const what = `${contentKindWords[row.kind]} ${name}`;
  if (row.restoredVersion !== null) {
    return `${what} version ${row.restoredVersion} restored by ${row.by}, as version ${row.version}`;
  }
  return `${what} published by ${row.by}, version ${row.version}`;
}
