// The printable statement of account (issue 53 item 4), over real HTTP against
// the production build: the same statement, in the student's language, from
// the student's look-up (as a browser without JavaScript posts it) and from
// the staff ledger, with every charge, concession and payment (its receipt
// number), the balance after each line, what is owed and what is due next.
// Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import type { Language } from '../../domain/vocabulary';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration } from '../support/seed';
import { formDataOf } from '../support/uploads';
import { procedureData, signInAs } from '../support/staff-client';

const owner = { email: 'owner.statement@example.in', password: 'owner-statement-long-secret' };

let server: RunningServer;
let db: DB;
let cookie: string;

const trpc = <T = unknown>(name: string, input: unknown, query = false) =>
  procedureData<T>(server.url, cookie, name, input, !query);

const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

/** The statement in a page: its rows as cells of text, and its whole text. */
function statementIn(html: string) {
  const article = /<article[^>]*data-testid="statement"[\s\S]*?<\/article>/.exec(decoded(html))?.[0] ?? '';
  const text = (part: string) =>
    part
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const rows = [...article.matchAll(/<tr data-testid="statement-line">([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => text(cell[1]!)),
  );
  return { rows, text: text(article) };
}

/** An admitted student with ₹1,000 paid in cash and a ₹500 concession after the two fees. */
async function studentWithEntries(language: Language, name: string) {
  const registration = seedRegistration(db, { status: 'APPROVED', language, dob: '2003-02-14', name });
  const admission = seedAdmission(db, registration, { language });
  await trpc('admissions.decide', { id: admission.id, status: 'APPROVED', remark: 'Fee seen', approveUnverifiedPayment: true });
  const { accountId } = await trpc<{ accountId: number }>('fees.accountOfAdmission', { admissionId: admission.id }, true);
  const paid = await trpc<{ receipt: string }>('fees.recordPayment', { id: accountId, amount: 1000, method: 'cash' });
  const reason = await trpc<{ id: number }>('fees.addConcessionReason', { label: `Sibling of ${name}` });
  await trpc('fees.grantConcession', { id: accountId, reasonId: reason.id, amount: 500 });
  return { referenceId: registration.referenceId, accountId, receipt: paid.receipt, reason: `Sibling of ${name}` };
}

async function lookUp(path: string, referenceId: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: formDataOf({ intent: 'fees', referenceId, dob: '2003-02-14' }, {}),
  });
  expect(response.status).toBe(200);
  return response.text();
}

async function staffStatement(accountId: number) {
  const response = await fetch(`${server.url}/admin/fees/${accountId}/statement`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  cookie = await signInAs(server.url, owner);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

describe('the statement of account', () => {
  it('lists every charge, payment and concession with the balance after each, in English from the look-up and the ledger', async () => {
    const student = await studentWithEntries('en', 'Ravi Statement');
    const fromLookUp = statementIn(await lookUp('/admission-form', student.referenceId));
    const fromLedger = statementIn(await staffStatement(student.accountId));
    // Diploma, offline: ₹100 and ₹5,000 paid at admission, ₹1,500 twice; ₹1,000 paid, ₹500 off the newest.
    expect(fromLookUp.rows.map((row) => row.slice(1))).toEqual([
      ['Fee: Registration fee', '', '₹100', '₹100'],
      ['Fee: Admission fee', '', '₹5,000', '₹5,100'],
      ['Fee: Instalment 1', '', '₹1,500', '₹6,600'],
      ['Fee: Instalment 2', '', '₹1,500', '₹8,100'],
      expect.arrayContaining([expect.stringMatching(/^Payment/)]),
      expect.arrayContaining([expect.stringMatching(/^Payment/)]),
      ['Payment (cash)', student.receipt, '−₹1,000', '₹2,000'],
      [`Concession: ${student.reason}`, '', '−₹500', '₹1,500'],
    ]);
    expect(fromLookUp.rows[5]![4]).toBe('₹3,000');
    expect(fromLookUp.text).toContain(`${en.statement.student} Ravi Statement`);
    expect(fromLookUp.text).toContain(`${en.statement.owed} ₹1,500`);
    expect(fromLookUp.text).toMatch(/Due next: Instalment 1, ₹500 by \d{1,2} \w+ \d{4}\./);
    // One statement: the ledger's is the look-up's.
    expect(fromLedger.rows).toEqual(fromLookUp.rows);
    expect(fromLedger.text).toBe(fromLookUp.text);
  });

  it('is in Hindi for a Hindi student, from the Hindi look-up and from the English staff ledger alike', async () => {
    const student = await studentWithEntries('hi', 'Sita Vivaran');
    const fromLookUp = statementIn(await lookUp('/hi/admission-form', student.referenceId));
    const fromLedger = statementIn(await staffStatement(student.accountId));
    expect(fromLookUp.rows).toHaveLength(8);
    expect(fromLookUp.rows[2]!.slice(1)).toEqual(['शुल्क: किस्त 1', '', '₹1,500', '₹6,600']);
    expect(fromLookUp.rows[6]!.slice(1)).toEqual(['भुगतान (नकद)', student.receipt, '−₹1,000', '₹2,000']);
    expect(fromLookUp.rows[7]!.slice(1)).toEqual([`छूट: ${student.reason}`, '', '−₹500', '₹1,500']);
    expect(fromLookUp.text).toContain(hi.statement.title);
    expect(fromLookUp.text).toContain(`${hi.statement.owed} ₹1,500`);
    expect(fromLookUp.text).toMatch(/अगली किस्त: किस्त 1, ₹500, \d{1,2} \S+ \d{4} तक।/);
    expect(fromLedger.text).toBe(fromLookUp.text);
    expect(fromLedger.text).not.toContain(en.statement.title);
  });

  it('answers an unknown account on the staff side as not found', async () => {
    const response = await fetch(`${server.url}/admin/fees/999999/statement`, { headers: { cookie } });
    expect(response.status).toBe(404);
  });
});
