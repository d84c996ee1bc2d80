// The statement of account a student is given (issue 53 item 4): one shape
// for the look-up's print and the staff ledger's, in the student's language,
// built from the ledger so its balance is the ledger's. Each entry that moves
// the balance is a line with the balance after it; a refund asked but not yet
// confirmed moves nothing and is left out.
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { feeAccounts, intakes } from '../../../db/schema';
import { calendarDay, indiaDay } from '../../../domain/dates';
import { centreById, institute } from '../../../domain/catalogue/site';
import { centreDetailsHi } from '../../../domain/catalogue/site.hi';
import type { Language } from '../../../domain/vocabulary';
import { statementKinds, type Statement, type StatementKind, type StatementLine } from '../../../domain/money/statement';
import { getSettings } from '../site/settings';
import type { Ledger } from './ledger';

const signOf: Record<StatementKind, 1 | -1> = { charge: 1, concession: -1, payment: -1, refund: 1, 'write-off': -1 };
const isStatementKind = (kind: string): kind is StatementKind => (statementKinds as readonly string[]).includes(kind);

/** The statement of the ledger's account in `language` (the student's by default). */
export function statementOf(db: Handle, ledger: Ledger, language: Language = ledger.language): Statement {
  const batch = db
    .select({ startsAt: intakes.startsAt })
    .from(feeAccounts)
    .innerJoin(intakes, eq(intakes.id, feeAccounts.intakeId))
    .where(eq(feeAccounts.id, ledger.accountId))
    .get();
  let balance = 0;
  const lines = ledger.lines.flatMap((line): StatementLine[] => {
    if (!isStatementKind(line.kind)) return [];
    balance += signOf[line.kind] * line.amountPaise;
    return [
      {
        date: indiaDay(line.at, language, 'short'),
        kind: line.kind,
        label:
          line.kind === 'charge'
            ? language === 'hi'
              ? line.labelHi
              : line.label
            : line.kind === 'concession'
              ? line.reason
              : null,
        method: line.method,
        number: line.number,
        amountPaise: signOf[line.kind] * line.amountPaise,
        balancePaise: balance,
      },
    ];
  });
  const centres = language === 'hi' ? centreDetailsHi : null;
  const place =
    centres?.find((centre) => centre.id === ledger.centre)?.place ?? centreById(ledger.centre)?.place ?? ledger.centre;
  return {
    language,
    institute: getSettings(db).instituteName || institute.name,
    issuedOn: calendarDay(ledger.today, language),
    name: ledger.name,
    admissionReferenceId: ledger.referenceId,
    courseName: ledger.courseName,
    courseCode: ledger.courseCode,
    centre: place,
    batchStarts: batch ? indiaDay(batch.startsAt, language) : null,
    lines,
    balancePaise: ledger.state.balancePaise,
    creditPaise: ledger.state.creditPaise,
    next: ledger.next
      ? {
          label: language === 'hi' ? ledger.next.labelHi : ledger.next.label,
          openPaise: ledger.next.openPaise,
          dueText: calendarDay(ledger.next.dueOn, language),
          overdue: ledger.next.daysOverdue > 0,
        }
      : null,
  };
}
