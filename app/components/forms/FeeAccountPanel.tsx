// An admitted student's fee account on the look-up (issue 53): the second
// factor opens it (intent `fees`), then what is paid, each instalment with its
// due date, the receipts, and the next instalment's UPI payment with a form
// for its UTR (intent `payInstalment`): a claim the institute verifies before
// the receipt is issued. Plain forms: they work without JavaScript. Part of
// the look-up's answer (AdmissionOutcome.tsx), so fetched with it, not with
// the page.
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/translation';
import { SecondFactorFields } from '~/components/forms/SecondFactorFields';
import { UtrField } from '~/components/forms/PaymentProofFields';
import { UpiPayment, type UpiPaymentInfo } from '~/components/forms/UpiPayment';
import { bringIntoView, useAnswerCameWithPage } from '~/components/forms/bring-into-view';
import type { FieldErrors } from '~/components/forms/fields';
import formStyles from '~/components/forms/forms.module.css';
import { formatRupees } from '../../../domain/catalogue/site';
import type { Statement } from '../../../domain/money/statement';
import { PrintStatement } from '~/components/PrintStatement';
import { StatementOfAccount } from '~/components/StatementOfAccount';

export const feeAccountId = 'fee-account';

/** The account as the page shows it, every date already in words in the page's language. */
export interface FeeAccountView {
  paidPaise: number;
  balancePaise: number;
  creditPaise: number;
  instalments: { label: string; amountPaise: number; openPaise: number; dueText: string; overdue: boolean }[];
  next: { label: string; openPaise: number; dueText: string } | null;
  receipts: { label: string; amountPaise: number; date: string }[];
  /** UTRs sent from here that the institute has not verified yet. */
  claims: { utr: string; amountPaise: number }[];
  payment: UpiPaymentInfo | null;
  /** Printed on its own (a "Print statement" button or the browser's Print). */
  statement: Statement;
}

/** The fee account's part of the look-up's answer. */
export interface FeeAnswer {
  account?: FeeAccountView;
  /** The second factor that opened the account, sent again with the UTR. */
  factor?: { dob: string; mobileLastFour: string };
  /** The second factor refused. */
  error?: string;
  /** The UTR refused, with what was typed. */
  payError?: string;
  payFieldErrors?: FieldErrors;
  utr?: string;
  /** A claim just received: its amount. */
  claimedPaise?: number;
}

const rupees = (paise: number) => formatRupees(paise / 100);

function FactorForm({ referenceId, error }: { referenceId: string; error?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const opening = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'fees';
  return (
    <Form method="post" action={`#${feeAccountId}`} encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="fees" />
      <input type="hidden" name="referenceId" value={referenceId} />
      <p id="fees-hint">{t('feeAccount.factorIntro')}</p>
      {error ? (
        <p className="field-error" id="fees-error" role="alert">
          {error}
        </p>
      ) : null}
      <SecondFactorFields idPrefix="fees-" describedBy={error ? 'fees-hint fees-error' : 'fees-hint'} invalid={Boolean(error)} />
      <button type="submit" className="btn btn-accent" disabled={opening}>
        {opening ? t('feeAccount.opening') : t('feeAccount.open')}
      </button>
    </Form>
  );
}

function Account({ referenceId, fees, account }: { referenceId: string; fees: FeeAnswer; account: FeeAccountView }) {
  const { t, messages } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'payInstalment';
  return (
    <>
      {/* First: the panel opens at its top, and on a phone the instalments fill the screen below. */}
      {fees.claimedPaise ? (
        <p className="alert alert-success" role="status" data-testid="fee-claimed">
          {t('feeAccount.claimed', { amount: rupees(fees.claimedPaise) })}
        </p>
      ) : null}
      <dl data-testid="fee-totals">
        <dt>{t('feeAccount.paid')}</dt>
        <dd data-testid="fee-paid">{rupees(account.paidPaise)}</dd>
        <dt>{t('feeAccount.balance')}</dt>
        <dd data-testid="fee-balance">{rupees(Math.max(account.balancePaise, 0))}</dd>
        {account.creditPaise > 0 ? (
          <>
            <dt>{t('feeAccount.credit')}</dt>
            <dd>{rupees(account.creditPaise)}</dd>
          </>
        ) : null}
      </dl>
      {account.instalments.length > 0 ? (
        <div className={formStyles.feeTable}>
          <table>
            <caption>{t('feeAccount.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('feeAccount.instalment')}</th>
                <th scope="col">{t('feeAccount.amount')}</th>
                <th scope="col">{t('feeAccount.dueOn')}</th>
                <th scope="col">{t('feeAccount.status')}</th>
              </tr>
            </thead>
            <tbody>
              {account.instalments.map((row) => (
                <tr key={`${row.label}-${row.dueText}`}>
                  <th scope="row">{row.label}</th>
                  <td>{rupees(row.amountPaise)}</td>
                  <td>{row.dueText}</td>
                  <td>
                    {row.openPaise === 0
                      ? t('feeAccount.statusPaid')
                      : row.overdue
                        ? t('feeAccount.statusOverdue', { amount: rupees(row.openPaise) })
                        : t('feeAccount.statusOpen', { amount: rupees(row.openPaise) })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {account.receipts.length > 0 ? (
        <>
          <h4>{t('feeAccount.receipts')}</h4>
          <ul data-testid="fee-receipts">
            {account.receipts.map((receipt) => (
              <li key={receipt.label}>
                {t('feeAccount.receiptRow', { label: receipt.label, amount: rupees(receipt.amountPaise), date: receipt.date })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {account.claims.length > 0 ? (
        <ul data-testid="fee-claims">
          {account.claims.map((claim) => (
            <li key={claim.utr}>{t('feeAccount.waiting', { amount: rupees(claim.amountPaise), utr: claim.utr })}</li>
          ))}
        </ul>
      ) : null}
      {account.next ? (
        <>
          <p className="alert" role="note" data-testid="fee-next">
            <strong>
              {t('feeAccount.next', {
                label: account.next.label,
                amount: rupees(account.next.openPaise),
                date: account.next.dueText,
              })}
            </strong>
          </p>
          <h4>{t('feeAccount.payTitle')}</h4>
          {account.payment ? (
            <UpiPayment payment={account.payment} label={t('feeAccount.payLabel', { label: account.next.label })} />
          ) : null}
          <Form method="post" action={`#${feeAccountId}`} encType="multipart/form-data" noValidate>
            <input type="hidden" name="intent" value="payInstalment" />
            <input type="hidden" name="referenceId" value={referenceId} />
            <input type="hidden" name="dob" value={fees.factor?.dob ?? ''} />
            <input type="hidden" name="mobileLastFour" value={fees.factor?.mobileLastFour ?? ''} />
            <p>{t('feeAccount.payIntro')}</p>
            {fees.payError && !fees.payFieldErrors?.utr ? (
              <p className="field-error" role="alert">
                {fees.payError}
              </p>
            ) : null}
            <UtrField errors={fees.payFieldErrors ?? {}} utr={fees.utr} />
            <button type="submit" className="btn btn-accent" disabled={sending}>
              {sending ? t('feeAccount.sending') : t('feeAccount.pay')}
            </button>
          </Form>
        </>
      ) : (
        <p data-testid="fee-all-paid">{t('feeAccount.allPaid')}</p>
      )}
      <PrintStatement words={messages.statement} />
      <StatementOfAccount
        statement={account.statement}
        words={messages.statement}
        onScreen={false}
        className={formStyles.printable}
      />
    </>
  );
}

/** The fee account of an admitted student: nothing where no account is open (no plan applies). */
export function FeeAccountPanel({
  referenceId,
  hasAccount,
  fees,
}: {
  referenceId: string;
  hasAccount: boolean;
  fees?: FeeAnswer;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const answerCameWithPage = useAnswerCameWithPage();
  // After the look-up's answer has brought itself into view (its effect runs after this one).
  useEffect(() => {
    if (!fees || answerCameWithPage) return;
    const frame = requestAnimationFrame(() => bringIntoView(ref.current));
    return () => cancelAnimationFrame(frame);
  }, [fees, answerCameWithPage]);
  if (!hasAccount) return null;
  return (
    <section
      className={formStyles.answerPanel}
      id={feeAccountId}
      tabIndex={-1}
      ref={ref}
      aria-labelledby="fee-account-title"
      data-testid="fee-account"
    >
      <h3 id="fee-account-title">{t('feeAccount.title')}</h3>
      {fees?.account ? (
        <Account referenceId={referenceId} fees={fees} account={fees.account} />
      ) : (
        <FactorForm referenceId={referenceId} error={fees?.error} />
      )}
    </section>
  );
}
