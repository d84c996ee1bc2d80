// The parts of the bank statement page (app/routes/admin.statements.tsx):
// the column mapping, the evidence of a payment, a statement's credits of no
// application and the card of such a credit.
import { Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { formatDay, formatRupees } from '~/components/admin/format';
import {
  statementColumns,
  statementLayoutLabels,
  statementLayouts,
  type StatementLayout,
} from '../../../domain/schemas/statements';
import type { StatementResult } from '~/utils/procedure-outputs';

type Matched = Extract<StatementResult, { kind: 'matched' }>;
type Match = Matched['matches'][number];

/** The page's answer, as far as a credit's card reads it. */
type CardAnswer = { ok: boolean; lineId?: number; error?: string };

const outcomeWords = {
  verified: 'verified',
  amount_differs: 'amount differs',
  line_used: 'line used by another payment',
} as const;

/** The evidence behind a payment's state: statement lines, links, checks by hand. */
export function EvidenceList({ match }: { match: Match }) {
  if (match.evidence.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {match.evidence.map((e, index) => (
        <Text key={index} size="xs">
          {e.kind === 'by_hand'
            ? `By hand: ${e.remark ?? ''}`
            : `${e.amountPaise === null ? '' : formatRupees(e.amountPaise)}${e.statementRow ? ` (row ${e.statementRow}${e.fileName ? ` of ${e.fileName}` : ''})` : ''}${e.kind === 'link' ? ', linked' : ''}: ${outcomeWords[e.outcome]}`}
        </Text>
      ))}
    </Stack>
  );
}

/** Which column of the statement holds what, for the layout chosen (every field shows without JavaScript). */
export function MappingFields({ headers, initial }: { headers: string[]; initial: Partial<Record<string, string>> }) {
  const [layout, setLayout] = useState<StatementLayout>((initial.layout as StatementLayout | undefined) ?? 'credit');
  return (
    <Stack gap="xs" data-testid="column-mapping">
      <NativeSelect
        name="layout"
        label="How the statement shows credits and debits"
        value={layout}
        onChange={(event) => setLayout(event.currentTarget.value as StatementLayout)}
        data={statementLayouts.map((value) => ({ value, label: statementLayoutLabels[value] }))}
      />
      {statementColumns.map((column) => (
        // Without JavaScript every field shows; the server reads the ones the layout needs.
        <div key={column.key} data-layouts={column.layouts.join(' ')} hidden={!column.layouts.includes(layout)}>
          <NativeSelect
            name={column.key}
            label={column.label}
            defaultValue={initial[column.key] ?? ''}
            data={[
              { value: '', label: column.required ? 'Choose a column' : 'None' },
              ...headers.map((h) => ({ value: h, label: h })),
            ]}
          />
        </div>
      ))}
    </Stack>
  );
}

/** A credit as the statement reads: amount, day, narration, UTR and where it stands. */
function CreditLines({
  credit,
}: {
  credit: { date: string; amountPaise: number; narration: string; utr: string | null; row: number; fileName?: string };
}) {
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {formatRupees(credit.amountPaise)}
        </Text>
        <Text size="sm">{formatDay(credit.date)}</Text>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {credit.narration}
      </Text>
      <Text size="xs" c="dimmed">
        UTR {credit.utr ?? 'none found'} · row {credit.row}
        {credit.fileName ? ` of ${credit.fileName}` : ''}
      </Text>
    </>
  );
}

/** One thing to do with a credit: its fields and the button that names it, posted with the line's id. */
function CreditAction({
  lineId,
  intent,
  label,
  variant,
  children,
}: {
  lineId: number;
  intent: string;
  label: string;
  variant?: 'default';
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="lineId" value={lineId} />
      <Group gap="xs" align="flex-end" wrap="wrap">
        {children}
        <Button type="submit" name="intent" value={intent} size="sm" variant={variant}>
          {label}
        </Button>
      </Group>
    </Form>
  );
}

/** A credit that matched no application: link it to one, or mark it as no application fee. */
export function UnknownCreditCard({
  credit,
  answer,
}: {
  credit: { id: number; date: string; amountPaise: number; narration: string; utr: string | null; row: number; fileName: string };
  answer: CardAnswer | undefined;
}) {
  const mine = answer && answer.lineId === credit.id ? answer : null;
  return (
    <Paper withBorder p="sm" component="li" data-testid="unknown-credit">
      <Stack gap={6}>
        <CreditLines credit={credit} />
        {mine && !mine.ok ? (
          <Text size="sm" c="red" role="alert">
            {mine.error}
          </Text>
        ) : null}
        <CreditAction lineId={credit.id} intent="link" label="Link to application">
          <TextInput name="referenceId" label="Reference id" placeholder="REG-… or ADM-…" required style={{ flex: '1 1 9rem' }} />
          <TextInput name="remark" label="Remark" placeholder="Why it is theirs" required style={{ flex: '2 1 12rem' }} />
        </CreditAction>
        <CreditAction lineId={credit.id} intent="dismiss" label="Not an application fee" variant="default">
          <TextInput
            name="remark"
            label="What is it?"
            placeholder="For example: a refund"
            required
            style={{ flex: '1 1 12rem' }}
          />
        </CreditAction>
      </Stack>
    </Paper>
  );
}

/** The credits of a statement that matched no application (the first of them, for a long statement). */
export function StatementCredits({ credits, confirmed }: { credits: Matched['unknownCredits']; confirmed: boolean }) {
  if (credits.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        Credits of no application in this statement
      </Title>
      <Text size="sm" c="dimmed">
        {confirmed
          ? 'Link each to its application, or mark it as not an application fee, in the list below.'
          : 'Once confirmed, each can be linked to its application or marked as not an application fee.'}
      </Text>
      <Stack
        gap={6}
        hiddenFrom="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Credits of no application, one by one"
      >
        {credits.map((credit) => (
          <Paper key={credit.row} component="li" withBorder p="xs">
            <CreditLines credit={credit} />
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped aria-label="Credits of no application">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Narration</Table.Th>
              <Table.Th>UTR</Table.Th>
              <Table.Th>Row</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {credits.map((credit) => (
              <Table.Tr key={credit.row}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(credit.date)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRupees(credit.amountPaise)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{credit.narration}</Table.Td>
                <Table.Td>{credit.utr ?? '—'}</Table.Td>
                <Table.Td>{credit.row}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
