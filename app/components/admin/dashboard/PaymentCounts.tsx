// How many payments of the tab stand in each check state against the bank
// statement; pressing one filters the list by it, pressing it again clears it.
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { paymentFilters, type PaymentCheck } from '../../../../domain/vocabulary';
import { useTRPC } from '~/utils/trpc';
import type { Update } from './url-state';

const shown: { value: 'not_verified' | PaymentCheck; color: string }[] = [
  { value: 'not_verified', color: 'red' },
  { value: 'verified', color: 'green' },
  { value: 'amount_differs', color: 'orange' },
  { value: 'not_in_statement', color: 'red' },
  { value: 'line_used', color: 'grape' },
  { value: 'unchecked', color: 'gray' },
];

export function PaymentCounts(props: { tab: 'registrations' | 'admissions'; params: URLSearchParams; update: Update }) {
  const trpc = useTRPC();
  const counts = useQuery(trpc[props.tab].paymentCounts.queryOptions());
  const current = props.params.get('payment') ?? '';
  const countOf = (value: (typeof shown)[number]['value']) =>
    counts.data ? (value === 'not_verified' ? counts.data.notVerified : counts.data[value]) : '…';
  return (
    <Group gap="xs" aria-label="Counts per payment check">
      <Text size="sm" fw={600}>
        Payment:
      </Text>
      {shown.map(({ value, color }) => (
        <Button
          key={value}
          size="compact-sm"
          variant={current === value ? 'filled' : 'outline'}
          color={color}
          onClick={() => props.update({ payment: current === value ? null : value })}
          aria-pressed={current === value}
        >
          {paymentFilters.labels[value]}: {countOf(value)}
        </Button>
      ))}
    </Group>
  );
}
