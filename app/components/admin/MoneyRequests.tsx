// Money in two hands on the staff screens (decision 069): the changes waiting
// for a second person, with Confirm and Refuse for whoever may answer, and
// Withdraw for the one who asked. Each answer's outcome is shown with the
// request's number, brought into view.
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '~/utils/trpc';
import { useMay } from '~/utils/may';
import { formatDateTime } from './format';
import { bringIntoView } from '../forms/bring-into-view';

interface RequestLike {
  id: number;
  summary: string;
  state: 'pending' | 'confirmed' | 'refused' | 'withdrawn';
  requestedBy: string;
  answeredBy: string | null;
  selfConfirmed: boolean;
}

/** A request's outcome in words, with its number: what the person who just acted needs to know. */
export function requestOutcome(request: RequestLike): string {
  const which = `Request #${request.id}: ${request.summary}`;
  if (request.state === 'pending')
    return `${which} asked for by ${request.requestedBy}. It takes effect when a second person confirms it.`;
  if (request.selfConfirmed)
    return `${which} done, confirmed by ${request.answeredBy} alone: nobody else holds this permission. The Owner's dashboard lists it.`;
  if (request.state === 'confirmed') return `${which} confirmed by ${request.answeredBy}: done.`;
  return `${which} ${request.state} by ${request.answeredBy}: nothing changed.`;
}

const bringOnce = (element: HTMLDivElement | null) => bringIntoView(element);

/** A money change's outcome, brought into view (decision 052): green when done, red when refused. */
export function OutcomeInView(props: { ok: boolean; text: string; testId: string }) {
  return (
    <Alert
      color={props.ok ? 'green' : 'red'}
      role={props.ok ? 'status' : 'alert'}
      tabIndex={-1}
      ref={bringOnce}
      key={props.text}
      data-testid={props.testId}
    >
      {props.text}
    </Alert>
  );
}

/** The waiting requests the person may see, optionally only those of one thing (a receipt). */
export function PendingMoneyRequests(props: { title?: string; subjects?: string[] }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mayRead = useMay('money.read');
  const list = useQuery(trpc.moneyRequests.pending.queryOptions(undefined, { enabled: mayRead }));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const settle = {
    onSuccess: (done: RequestLike) => {
      setOutcome({ ok: true, text: requestOutcome(done) });
      void queryClient.invalidateQueries({ queryKey: trpc.moneyRequests.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.receipts.pathKey() });
    },
    onError: (error: { message: string }) => setOutcome({ ok: false, text: error.message }),
  };
  const confirm = useMutation(trpc.moneyRequests.confirm.mutationOptions(settle));
  const refuse = useMutation(trpc.moneyRequests.refuse.mutationOptions(settle));
  const withdraw = useMutation(trpc.moneyRequests.withdraw.mutationOptions(settle));
  if (!mayRead) return null;
  const requests = (list.data ?? []).filter((request) => !props.subjects || props.subjects.includes(request.subject));
  const busy = confirm.isPending || refuse.isPending || withdraw.isPending;
  return (
    <Stack gap="xs" data-testid="money-requests">
      {props.title && (requests.length > 0 || outcome) ? (
        <Title order={3} size="h5">
          {props.title}
        </Title>
      ) : null}
      {outcome ? <OutcomeInView ok={outcome.ok} text={outcome.text} testId="money-request-outcome" /> : null}
      {requests.length > 0 ? (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Money changes waiting for a second person"
        >
          {requests.map((request) => (
            <Paper key={request.id} component="li" withBorder p="sm" data-request={request.id}>
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  Request #{request.id}: {request.summary}
                </Text>
                <Text size="sm">
                  Asked for by {request.requestedBy}, {formatDateTime(request.requestedAt)}
                  {request.reason ? `: “${request.reason}”` : ''}
                </Text>
                {request.mayAnswer ? (
                  <Group gap="xs" align="flex-end" wrap="wrap">
                    <TextInput
                      size="xs"
                      label="Remark (optional)"
                      value={remarks[request.id] ?? ''}
                      onChange={(event) => setRemarks({ ...remarks, [request.id]: event.currentTarget.value })}
                      maxLength={300}
                      style={{ flex: '1 1 10rem' }}
                    />
                    <Button
                      size="xs"
                      color="red"
                      disabled={busy}
                      onClick={() => confirm.mutate({ id: request.id, remark: remarks[request.id] || undefined })}
                    >
                      Confirm #{request.id}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy}
                      onClick={() => refuse.mutate({ id: request.id, remark: remarks[request.id] || undefined })}
                    >
                      Refuse #{request.id}
                    </Button>
                  </Group>
                ) : (
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      Waiting for a second person with this permission.
                    </Text>
                    {request.mine ? (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={busy}
                        onClick={() => withdraw.mutate({ id: request.id })}
                      >
                        Withdraw #{request.id}
                      </Button>
                    ) : null}
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
