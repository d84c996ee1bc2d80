// The drawer's receipts: every receipt of the fee (the one in force and any
// cancelled one, which keeps its number), a link to print it as the applicant
// does, and "Cancel receipt" with a reason: a request that a second person
// with the permission confirms (decision 069), listed here until answered.
import { Alert, Anchor, Badge, Button, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '~/utils/trpc';
import { formatDateTime } from './format';
import { formatPaise } from '../../../domain/catalogue/site';
import { pathInLanguage } from '../../../domain/language-paths';
import type { Language } from '../../../domain/vocabulary';
import { useMay } from '~/utils/may';
import { PendingMoneyRequests, requestOutcome } from './MoneyRequests';
import { bringIntoView } from '../forms/bring-into-view';

const bringOnce = (element: HTMLDivElement | null) => bringIntoView(element);

export function ReceiptsPanel(props: {
  kind: 'registration' | 'admission';
  id: number;
  referenceId: string;
  language: Language;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.receipts.ofRecord.queryOptions({ recordType: props.kind, id: props.id }));
  const [cancelling, setCancelling] = useState<number | null>(null);
  const mayCancel = useMay('money.cancel');
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const cancel = useMutation(
    trpc.receipts.cancel.mutationOptions({
      onSuccess: (request) => {
        setCancelling(null);
        setReason('');
        setOutcome(requestOutcome(request));
        void queryClient.invalidateQueries({ queryKey: trpc.receipts.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.moneyRequests.pathKey() });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Receipt not cancelled', message: error.message }),
    }),
  );
  const receipts = list.data ?? [];
  const subjects = receipts.map((receipt) => `receipt:${receipt.id}`);
  return (
    <div>
      <Title order={3} size="h5" mb={6}>
        Receipts
      </Title>
      {list.isError ? (
        <Text size="sm">Failed to fetch data</Text>
      ) : receipts.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet: a receipt is issued when the fee is verified (by a statement or by hand).
        </Text>
      ) : (
        <List size="sm" spacing={6} aria-label="Receipts" listStyleType="none">
          {receipts.map((receipt) => (
            <List.Item key={receipt.id}>
              <Stack gap={4}>
                <Group gap="xs">
                  <Text size="sm" ff="monospace" fw={600}>
                    {receipt.label}
                  </Text>
                  {receipt.cancelled ? (
                    <Badge color="red" variant="outline" size="sm">
                      Cancelled
                    </Badge>
                  ) : null}
                  <Text size="sm">
                    {formatPaise(receipt.amountPaise)} · {receipt.method === 'cash' ? 'cash' : `UTR ${receipt.utr ?? ''}`} ·
                    verified by {receipt.issuedBy}, {formatDateTime(receipt.issuedAt)}
                  </Text>
                </Group>
                {receipt.cancelled ? (
                  <Text size="sm" c="dimmed">
                    Cancelled by {receipt.cancelled.by}
                    {receipt.cancelled.confirmedBy
                      ? receipt.cancelled.selfConfirmed
                        ? ' (confirmed alone: nobody else holds this permission)'
                        : `, confirmed by ${receipt.cancelled.confirmedBy}`
                      : ''}
                    , {formatDateTime(receipt.cancelled.at)}: “{receipt.cancelled.reason}”
                  </Text>
                ) : (
                  <Group gap="xs">
                    <Anchor
                      size="sm"
                      href={pathInLanguage(props.language, `/receipt/${props.referenceId}`)}
                      target="_blank"
                      rel="noopener"
                    >
                      Open receipt (applicant’s language)
                    </Anchor>
                    {cancelling === receipt.id || !mayCancel ? null : (
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setCancelling(receipt.id)}>
                        Cancel receipt
                      </Button>
                    )}
                  </Group>
                )}
                {cancelling === receipt.id ? (
                  <Stack gap={6}>
                    <Textarea
                      label="Why is it cancelled? (shown on the receipt)"
                      value={reason}
                      onChange={(event) => setReason(event.currentTarget.value)}
                      maxLength={300}
                      autosize
                      minRows={2}
                      required
                    />
                    <Group gap="xs">
                      <Button size="xs" variant="default" onClick={() => setCancelling(null)}>
                        Keep it
                      </Button>
                      <Button
                        size="xs"
                        color="red"
                        loading={cancel.isPending}
                        onClick={() => cancel.mutate({ id: receipt.id, reason })}
                      >
                        Cancel receipt {receipt.label}
                      </Button>
                    </Group>
                  </Stack>
                ) : null}
              </Stack>
            </List.Item>
          ))}
        </List>
      )}
      {outcome ? (
        <Alert color="green" role="status" mt="xs" tabIndex={-1} ref={bringOnce} key={outcome} data-testid="receipt-outcome">
          {outcome}
        </Alert>
      ) : null}
      {subjects.length > 0 ? <PendingMoneyRequests subjects={subjects} title="Waiting for a second person" /> : null}
    </div>
  );
}
