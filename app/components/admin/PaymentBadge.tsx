// Where a payment stands against the bank statement, as one badge.
import { Badge, Tooltip } from '@mantine/core';
import { paymentChecks, type PaymentCheck } from '../../../domain/vocabulary';
import { formatRupees } from './format';

const colors: Record<PaymentCheck, string> = {
  unchecked: 'gray',
  verified: 'green',
  amount_differs: 'orange',
  not_in_statement: 'red',
  line_used: 'grape',
};

export function PaymentBadge({ state, detail }: { state: PaymentCheck | null; detail?: string | null }) {
  const value = state ?? 'unchecked';
  const badge = (
    <Badge
      color={colors[value]}
      variant={value === 'verified' ? 'light' : 'outline'}
      style={{ minWidth: 'max-content' }}
      data-payment={value}
    >
      {paymentChecks.labels[value]}
    </Badge>
  );
  return detail ? <Tooltip label={detail}>{badge}</Tooltip> : badge;
}

/** The fee beside the statement's amount when they differ. */
export function paymentDetail(row: {
  payment: PaymentCheck | null;
  fee: number;
  paymentStatementPaise: number | null;
}): string | null {
  if (row.payment !== 'amount_differs' || row.paymentStatementPaise === null) return null;
  return `Fee ${formatRupees(row.fee * 100)}, statement ${formatRupees(row.paymentStatementPaise)}`;
}
