// A fee account's refund and write-off in two hands (decision 077): the forms
// that ask for one, the requests waiting for a second money person with
// Confirm / Refuse (or Withdraw for the one who asked), and each outcome with
// the request's number (and, once made, the refund's or write-off's number),
// brought into view. Plain forms: the page's loader reads the ledger again.
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form } from '@remix-run/react';
import type { IntentResult } from '~/actions/admin-action.server';
import { formatDateTime } from './format';
import { OutcomeInView, requestOutcome } from './MoneyRequests';

interface WaitingChange {
  id: number;
  summary: string;
  requestedBy: string;
  requestedAt: Date | string;
  reason: string | null;
  mayAnswer: boolean;
  mine: boolean;
}

type RequestView = Parameters<typeof requestOutcome>[0] & { kind: string; result?: unknown };

/** The outcome in words: the request's, and the number the refund or write-off took if it was made. */
export function feeChangeOutcome(view: RequestView): string {
  const made = view.result as { number?: string } | undefined;
  const what = view.kind === 'fee.write-off' ? 'Write-off' : 'Refund';
  return made?.number ? `${requestOutcome(view)} ${what} number ${made.number}.` : requestOutcome(view);
}

/** The intents this part posts; the page's action answers them. */
export const feeChangeIntents = ['refund', 'writeOff', 'answer'] as const;

export function FeeMoneyChanges(props: {
  waiting: WaitingChange[];
  result: IntentResult | undefined;
  busy: (intent: string) => boolean;
  methods: { value: string; label: string }[];
}) {
  const { result, busy } = props;
  const errorOf = (intent: string, key: string) => (result?.intent === intent ? result.fieldErrors?.[key]?.[0] : undefined);
  const outcome =
    result && (feeChangeIntents as readonly string[]).includes(result.intent) ? (
      <OutcomeInView ok={result.ok} text={result.message} testId="fee-change-outcome" />
    ) : null;
  return (
    <Paper withBorder p="md" data-testid="fee-money-changes">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Refunds and write-offs
        </Title>
        <Text size="sm" c="dimmed">
          A refund or write-off is made when a second person with money rights confirms it; it then takes its number.
        </Text>
        {outcome}
        {props.waiting.map((request) => (
          <Paper key={request.id} withBorder p="sm" data-request={request.id}>
            <Text size="sm" fw={600}>
              {`Request #${request.id}: ${request.summary}`}
            </Text>
            <Text size="sm">
              Asked for by {request.requestedBy}, {formatDateTime(request.requestedAt)}
              {request.reason ? `: “${request.reason}”` : ''}
            </Text>
            <Form method="post">
              <input type="hidden" name="intent" value="answer" />
              <input type="hidden" name="requestId" value={request.id} />
              {request.mayAnswer ? (
                <Group gap="xs" align="flex-end" wrap="wrap" mt={6}>
                  <TextInput size="xs" name="remark" label="Remark (optional)" maxLength={300} style={{ flex: '1 1 10rem' }} />
                  <Button type="submit" name="answer" value="confirm" size="xs" color="red" loading={busy('answer')}>
                    {`Confirm #${request.id}`}
                  </Button>
                  <Button type="submit" name="answer" value="refuse" size="xs" variant="default" disabled={busy('answer')}>
                    {`Refuse #${request.id}`}
                  </Button>
                </Group>
              ) : (
                <Group gap="xs" mt={6}>
                  <Text size="xs" c="dimmed">
                    Waiting for a second person with money rights.
                  </Text>
                  {request.mine ? (
                    <Button type="submit" name="answer" value="withdraw" size="compact-xs" variant="subtle">
                      {`Withdraw #${request.id}`}
                    </Button>
                  ) : null}
                </Group>
              )}
            </Form>
          </Paper>
        ))}
        <AskForm intent="refund" amountLabel="Refund (₹)" button="Ask for a refund" color="blue" errorOf={errorOf} busy={busy}>
          <NativeSelect name="method" label="Paid back by" data={props.methods} />
        </AskForm>
        <AskForm
          intent="writeOff"
          amountLabel="Write off (₹)"
          button="Ask for a write-off"
          color="orange"
          errorOf={errorOf}
          busy={busy}
        />
      </Stack>
    </Paper>
  );
}

/** The form that asks for a refund or a write-off: an amount, (a refund's way back), a reason. */
function AskForm(props: {
  intent: string;
  amountLabel: string;
  button: string;
  color: string;
  errorOf: (intent: string, key: string) => string | undefined;
  busy: (intent: string) => boolean;
  children?: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <Group align="flex-start" wrap="wrap">
        <TextInput
          name="amount"
          label={props.amountLabel}
          inputMode="decimal"
          required
          error={props.errorOf(props.intent, 'amount')}
        />
        {props.children}
        <TextInput name="reason" label="Reason" required error={props.errorOf(props.intent, 'reason')} />
        <Button type="submit" color={props.color} loading={props.busy(props.intent)} mt={24}>
          {props.button}
        </Button>
      </Group>
    </Form>
  );
}
