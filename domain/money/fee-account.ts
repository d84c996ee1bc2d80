// A fee account's state, derived from its entries (issue 53, decision 073).
// The entries are facts that are never changed; everything a screen shows
// (what each instalment still needs, the balance, the credit, what is due or
// overdue) is computed here, once, from all of them. Pure: no clock, no
// database; `today` is passed in as an India date.

export const feeEntryKinds = ['charge', 'concession', 'payment', 'refund', 'write-off'] as const;
export type FeeEntryKind = (typeof feeEntryKinds)[number];
/** As stored: a refund is first asked for, and counts only once a second money person confirms it. */
export const feeEntryStoredKinds = [...feeEntryKinds, 'refund-request'] as const;
export type FeeEntryStoredKind = (typeof feeEntryStoredKinds)[number];

/** An instalment's line of the plan: the registration and admission fees are the first two. */
export const feeLineKinds = ['registration', 'admission', 'instalment'] as const;
export type FeeLineKind = (typeof feeLineKinds)[number];

/** A charge: one line of the plan as opened for this student, with its due date (India date, YYYY-MM-DD). */
export interface ChargeInput {
  id: number;
  dueOn: string;
  amountPaise: number;
}

/** Every other entry counts by its kind and amount only. */
export interface MoneyInput {
  kind: Exclude<FeeEntryKind, 'charge'>;
  amountPaise: number;
}

export interface InstalmentState {
  id: number;
  dueOn: string;
  amountPaise: number;
  concessionPaise: number;
  paidPaise: number;
  writtenOffPaise: number;
  /** What is still to pay: amount − concession − paid − written off; never below 0. */
  openPaise: number;
  /** Days past the due date while something is open (0 on the day, negative before it). */
  daysOverdue: number;
}

export interface AccountState {
  instalments: InstalmentState[];
  chargedPaise: number;
  concessionPaise: number;
  /** Payments less refunds: the money the institute holds. */
  paidPaise: number;
  writtenOffPaise: number;
  /** charged − concession − written off − paid; below zero when money is held beyond every charge. */
  balancePaise: number;
  /** Money paid beyond every open instalment: held for the student, never lost. */
  creditPaise: number;
  /** Open on instalments due today or earlier. */
  duePaise: number;
  /** Open on instalments past their due date. */
  overduePaise: number;
  /** The oldest instalment with something open, or null when nothing is. */
  next: InstalmentState | null;
}

/** Whole days from `from` to `to`, both India dates YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Oldest first: by due date, then by the order the charges were written (their ids). */
const oldestFirst = (a: ChargeInput, b: ChargeInput) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : a.id - b.id);

const sumOf = (entries: readonly MoneyInput[], kind: MoneyInput['kind']) =>
  entries.reduce((total, entry) => (entry.kind === kind ? total + entry.amountPaise : total), 0);

/**
 * The allocation, in this order, from totals alone (so the order the entries
 * arrived in never changes the answer):
 * 1. concessions come off the newest instalments first (a concession lowers
 *    what is owed last, so what is due now stays what the plan said);
 * 2. the money held (payments − refunds) pays the oldest open instalment first;
 *    what is left over is credit;
 * 3. write-offs close the oldest still-open instalments.
 * A concession or write-off larger than what is open stops at zero: it never
 * turns into money.
 */
export function allocate(charges: readonly ChargeInput[], entries: readonly MoneyInput[], today: string): AccountState {
  const ordered = [...charges].sort(oldestFirst);
  const rows = ordered.map((charge) => ({
    id: charge.id,
    dueOn: charge.dueOn,
    amountPaise: charge.amountPaise,
    concessionPaise: 0,
    paidPaise: 0,
    writtenOffPaise: 0,
    openPaise: charge.amountPaise,
    daysOverdue: daysBetween(charge.dueOn, today),
  }));
  let concession = sumOf(entries, 'concession');
  for (let i = rows.length - 1; i >= 0 && concession > 0; i--) {
    const row = rows[i]!;
    const take = Math.min(row.openPaise, concession);
    row.concessionPaise += take;
    row.openPaise -= take;
    concession -= take;
  }
  const held = sumOf(entries, 'payment') - sumOf(entries, 'refund');
  let money = Math.max(0, held);
  for (const row of rows) {
    if (money <= 0) break;
    const take = Math.min(row.openPaise, money);
    row.paidPaise += take;
    row.openPaise -= take;
    money -= take;
  }
  let writeOff = sumOf(entries, 'write-off');
  for (const row of rows) {
    if (writeOff <= 0) break;
    const take = Math.min(row.openPaise, writeOff);
    row.writtenOffPaise += take;
    row.openPaise -= take;
    writeOff -= take;
  }
  const total = (pick: (row: InstalmentState) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const chargedPaise = total((row) => row.amountPaise);
  const concessionPaise = total((row) => row.concessionPaise);
  const writtenOffPaise = total((row) => row.writtenOffPaise);
  return {
    instalments: rows,
    chargedPaise,
    concessionPaise,
    paidPaise: held,
    writtenOffPaise,
    balancePaise: chargedPaise - concessionPaise - writtenOffPaise - held,
    creditPaise: money,
    duePaise: total((row) => (row.daysOverdue >= 0 ? row.openPaise : 0)),
    overduePaise: total((row) => (row.daysOverdue > 0 ? row.openPaise : 0)),
    next: rows.find((row) => row.openPaise > 0) ?? null,
  };
}
