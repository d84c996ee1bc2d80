// Where a payment stands against the bank statement, as one badge.
import { Badge, Tooltip } from '@mantine/core';
import { paymentChecks, type PaymentCheck } from '../../../domain/vocabulary';

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
    <Badge color={colors[value]} variant={value === 'verified' ? 'light' : 'outline'} style={{ minWidth: 'max-content' }} data-payment={value}>
      {paymentChecks.labels[value]}
    </Badge>
  );
  return detail ? <Tooltip label={detail}>{badge}</Tooltip> : badge;
}
