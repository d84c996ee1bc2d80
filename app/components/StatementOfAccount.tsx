// The printable statement of account (issue 53 item 4): one component for the
// student's look-up and the staff ledger, always in the statement's language
// (the words come with it, so a staff page in English prints a Hindi student's
// statement in Hindi). Printing shows the statement alone: the rest of the
// page is hidden by the print rules in statement.module.css, so the browser's
// own Print works without JavaScript too.
import type { Statement, StatementLine } from '../../domain/money/statement';
import type { Messages } from '~/locales/en';
import { formatRupees } from '../../domain/catalogue/site';
import classes from './statement.module.css';

export type StatementWords = Messages['statement'];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');
const rupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise / 100)}` : formatRupees(paise / 100));

function entryText(line: StatementLine, words: StatementWords) {
  const method = line.method === 'cash' || line.method === 'bank' || line.method === 'upi' ? words[line.method] : null;
  switch (line.kind) {
    case 'charge':
      return fill(words.charge, { label: line.label ?? '' });
    case 'concession':
      return fill(words.concession, { label: line.label ?? '' });
    case 'payment':
      return method ? fill(words.paymentBy, { method }) : words.payment;
    case 'refund':
      return words.refund;
    case 'write-off':
      return words.writeOff;
  }
}

/**
 * The statement; `onScreen` false keeps it for the printer only (the look-up
 * shows the account its own way). `className` joins a page's own print rule
 * (the look-up's prints its `.printable` alone).
 */
export function StatementOfAccount({
  statement,
  words,
  onScreen,
  className = '',
}: {
  statement: Statement;
  words: StatementWords;
  onScreen: boolean;
  className?: string;
}) {
  const next = statement.next;
  return (
    <article
      className={`${classes.statement} ${onScreen ? '' : classes.printOnly} ${className}`}
      lang={statement.language}
      aria-labelledby="statement-title"
      data-testid="statement"
    >
      <header className={classes.head}>
        <p className={classes.institute}>{statement.institute}</p>
        <h2 id="statement-title">{words.title}</h2>
        <p>{fill(words.issued, { date: statement.issuedOn })}</p>
      </header>
      <dl className={classes.who}>
        <dt>{words.student}</dt>
        <dd data-testid="statement-name">{statement.name}</dd>
        <dt>{words.admission}</dt>
        <dd>{statement.admissionReferenceId}</dd>
        <dt>{words.course}</dt>
        <dd>
          {statement.courseName} ({statement.courseCode})
        </dd>
        <dt>{words.centre}</dt>
        <dd>{statement.centre}</dd>
        {statement.batchStarts ? (
          <>
            <dt>{words.batch}</dt>
            <dd>{statement.batchStarts}</dd>
          </>
        ) : null}
      </dl>
      <table className={classes.lines}>
        <thead>
          <tr>
            <th scope="col">{words.date}</th>
            <th scope="col">{words.entry}</th>
            <th scope="col">{words.number}</th>
            <th scope="col" className={classes.money}>
              {words.amount}
            </th>
            <th scope="col" className={classes.money}>
              {words.balance}
            </th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, index) => (
            <tr key={index} data-testid="statement-line">
              <td>{line.date}</td>
              <td>{entryText(line, words)}</td>
              <td>{line.number ?? ''}</td>
              <td className={classes.money}>{rupees(line.amountPaise)}</td>
              <td className={classes.money}>{rupees(line.balancePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={classes.totals} data-testid="statement-totals">
        <dt>{words.owed}</dt>
        <dd data-testid="statement-balance">{rupees(Math.max(statement.balancePaise, 0))}</dd>
        {statement.creditPaise > 0 ? (
          <>
            <dt>{words.credit}</dt>
            <dd>{rupees(statement.creditPaise)}</dd>
          </>
        ) : null}
      </dl>
      <p className={classes.next} data-testid="statement-next">
        <strong>
          {next
            ? fill(next.overdue ? words.overdue : words.next, {
                label: next.label,
                amount: rupees(next.openPaise),
                date: next.dueText,
              })
            : words.nothingDue}
        </strong>
      </p>
      <p className={classes.footer}>{words.footer}</p>
    </article>
  );
}
