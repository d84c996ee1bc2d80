// The fee account's allocation (domain/money/fee-account.ts) over random
// accounts: money is never created or lost, the oldest instalment is paid
// first, the order entries arrive in never changes the answer, and a plan
// opens into charges that add up to the course fee.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, type ChargeInput, type MoneyInput } from '../../domain/money/fee-account';
import { openCharges } from '../../domain/money/fee-plan';

const day = fc
  .integer({ min: 0, max: 400 })
  .map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const charges = fc
  .array(fc.record({ dueOn: day, amountPaise: fc.integer({ min: 1, max: 1_000_000 }) }), { maxLength: 8 })
  .map((rows) => rows.map((row, i): ChargeInput => ({ id: i + 1, ...row })));
const entries = fc.array(
  fc.record({
    kind: fc.constantFrom('concession', 'payment', 'write-off') as fc.Arbitrary<MoneyInput['kind']>,
    amountPaise: fc.integer({ min: 1, max: 1_500_000 }),
  }),
  { maxLength: 10 },
);

describe('allocate', () => {
  it('keeps every paisa: paid to instalments plus credit is what was paid; open never below zero', () => {
    fc.assert(
      fc.property(charges, entries, day, (cs, es, today) => {
        const state = allocate(cs, es, today);
        const paid = es.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountPaise, 0);
        const toInstalments = state.instalments.reduce((s, row) => s + row.paidPaise, 0);
        expect(toInstalments + state.creditPaise).toBe(paid);
        for (const row of state.instalments) {
          expect(row.openPaise).toBeGreaterThanOrEqual(0);
          expect(row.concessionPaise + row.paidPaise + row.writtenOffPaise + row.openPaise).toBe(row.amountPaise);
        }
        const open = state.instalments.reduce((s, row) => s + row.openPaise, 0);
        expect(state.balancePaise).toBe(open - state.creditPaise);
        // Credit only while nothing is open.
        if (state.creditPaise > 0) expect(open).toBe(0);
      }),
    );
  });

  it('pays the oldest instalment first: a later one holds money only when every earlier one is closed by payment or concession', () => {
    fc.assert(
      fc.property(charges, entries, day, (cs, es, today) => {
        const payments = es.filter((e) => e.kind !== 'write-off');
        const rows = allocate(cs, payments, today).instalments;
        rows.forEach((row, i) => {
          if (row.paidPaise > 0) for (const earlier of rows.slice(0, i)) expect(earlier.openPaise).toBe(0);
        });
      }),
    );
  });

  it('gives the same answer whatever order the entries arrived in', () => {
    fc.assert(
      fc.property(charges, entries, day, fc.integer(), (cs, es, today, seed) => {
        const shuffled = [...es].sort((a, b) => ((a.amountPaise * 31 + seed) % 7) - ((b.amountPaise * 31 + seed) % 7));
        expect(allocate([...cs].reverse(), shuffled, today)).toEqual(allocate(cs, es, today));
      }),
    );
  });

  it('a concession or a write-off never becomes money: the credit comes from payments alone', () => {
    fc.assert(
      fc.property(charges, entries, day, (cs, es, today) => {
        const withoutPayments = es.filter((e) => e.kind !== 'payment');
        expect(allocate(cs, withoutPayments, today).creditPaise).toBe(0);
      }),
    );
  });

  it('names what is due, overdue and next on a worked account', () => {
    const state = allocate(
      [
        { id: 1, dueOn: '2026-07-01', amountPaise: 500_000 },
        { id: 2, dueOn: '2026-08-01', amountPaise: 150_000 },
        { id: 3, dueOn: '2026-09-01', amountPaise: 150_000 },
      ],
      [
        { kind: 'payment', amountPaise: 550_000 },
        { kind: 'concession', amountPaise: 50_000 },
      ],
      '2026-08-08',
    );
    expect(state.instalments.map((row) => row.openPaise)).toEqual([0, 100_000, 100_000]);
    expect(state.instalments[2]!.concessionPaise).toBe(50_000);
    expect(state.duePaise).toBe(100_000);
    expect(state.overduePaise).toBe(100_000);
    expect(state.next).toMatchObject({ id: 2, daysOverdue: 7 });
    expect(state.balancePaise).toBe(200_000);
  });
});

describe('openCharges', () => {
  it('opens charges adding up to the course fee plus the registration fee, shares or amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6_000, max: 50_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (totalRupees, weights) => {
          const sum = weights.reduce((s, w) => s + w, 0);
          const shares = weights.map((w) => Math.floor((w * 10_000) / sum));
          shares[shares.length - 1]! += 10_000 - shares.reduce((s, x) => s + x, 0);
          const lines = [
            { kind: 'registration' as const, label: 'Registration fee', labelHi: 'पंजीकरण शुल्क' },
            { kind: 'admission' as const, label: 'Admission fee', labelHi: 'प्रवेश शुल्क' },
            ...shares.map((shareBp, i) => ({
              kind: 'instalment' as const,
              label: `Instalment ${i + 1}`,
              labelHi: `किस्त ${i + 1}`,
              shareBp,
              dueDays: 30 * (i + 1),
            })),
          ];
          const opened = openCharges(
            { totalPaise: totalRupees * 100, lines },
            { registrationPaise: 10_000, admissionPaise: 500_000, admittedOn: '2026-06-01', startsOn: '2026-07-01' },
          )!;
          expect(opened.reduce((s, c) => s + c.amountPaise, 0)).toBe(totalRupees * 100 + 10_000);
          expect(opened[0]).toMatchObject({ kind: 'registration', dueOn: '2026-06-01' });
        },
      ),
    );
  });

  it('refuses a plan whose fixed instalments exceed what the course fee leaves', () => {
    const lines = [
      { kind: 'registration' as const, label: 'R', labelHi: 'R' },
      { kind: 'admission' as const, label: 'A', labelHi: 'A' },
      { kind: 'instalment' as const, label: 'I', labelHi: 'I', amountPaise: 400_000, dueDays: 30 },
    ];
    const fees = { registrationPaise: 10_000, admissionPaise: 500_000, admittedOn: '2026-06-01', startsOn: '2026-07-01' };
    expect(openCharges({ totalPaise: 800_000, lines }, fees)).toBeNull();
    expect(openCharges({ totalPaise: 900_000, lines }, fees)?.[2]).toMatchObject({ amountPaise: 400_000, dueOn: '2026-07-31' });
  });
});
