// Bank statement import: staff upload the account's statement (CSV, XLS or
// XLSX from net banking), see how it matches the registration and admission
// fees, and confirm to add the evidence. The file is sent again with the
// confirmation (the server keeps no copy of it). Credits that match no
// application are listed to be linked to one or marked as no application fee.
// Plain forms: every step works without JavaScript too.
import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { EvidenceList, MappingFields, StatementCredits, UnknownCreditCard } from '~/components/admin/statement-parts';
import { formatDay, formatRupees } from '~/components/admin/format';
import { PaymentBadge } from '~/components/admin/PaymentBadge';
import { adminRefusal } from '~/actions/admin-action.server';
import { requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { bringIntoView } from '~/components/forms/bring-into-view';

const bringIntoViewOnce = (element: HTMLDivElement | null) => bringIntoView(element);
import { dismissCreditInput, linkCreditInput, statementLayoutLabels, statementLimits } from '../../domain/schemas/statements';
import { paymentChecks } from '../../domain/vocabulary';
import type { StatementResult } from '~/utils/procedure-outputs';
import { PendingMoneyRequests, requestOutcome } from '~/components/admin/MoneyRequests';

export const meta = adminMeta('Bank statement');

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.statements.permission);
  return { unknown: await context.api.statements.unknownCredits() };
}

/** A statement's answer as the page gets it: the first rows of its lists, with their totals. */
type ShownResult = StatementResult & { totals?: { matches: number; unknownCredits: number } };

/**
 * A statement of thousands of lines would otherwise send (and render) every
 * one of them: the page shows the changes first and the first credits.
 */
function shortened(result: StatementResult): ShownResult {
  if (result.kind !== 'matched') return result;
  return {
    ...result,
    matches: [...result.matches].sort((a, b) => Number(b.changes) - Number(a.changes)).slice(0, shownRows),
    unknownCredits: result.unknownCredits.slice(0, shownCredits),
    totals: { matches: result.matches.length, unknownCredits: result.unknownCredits.length },
  };
}

type ActionResult =
  | { ok: true; intent: 'preview' | 'confirm'; result: ShownResult }
  | { ok: true; intent: 'link' | 'dismiss'; lineId: number; message: string }
  | { ok: false; intent: string; lineId?: number; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.statements.permission);
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  if (!multipart) {
    // Linking or dismissing a credit: a small form with no file.
    const fields = Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, String(value)]));
    const intent = fields.intent === 'dismiss' ? 'dismiss' : 'link';
    const lineId = Number(fields.lineId) || undefined;
    try {
      const done =
        intent === 'link'
          ? await context.api.statements.linkCredit(linkCreditInput.parse(fields))
          : await context.api.statements.dismissCredit(dismissCreditInput.parse(fields));
      return data<ActionResult>({ ok: true, intent, lineId: lineId!, message: requestOutcome(done) });
    } catch (error) {
      const problem = adminRefusal(error, context);
      const message = problem.fieldErrors ? (Object.values(problem.fieldErrors).flat()[0] ?? problem.message) : problem.message;
      return data<ActionResult>({ ok: false, intent, lineId, error: message }, { status: problem.status });
    }
  }
  const sent = await context.submitUpload(request, 'statement');
  if (sent.ok) return data<ActionResult>({ ok: true, intent: sent.value.intent, result: shortened(sent.value.result) });
  const problem = adminRefusal(sent.error, context);
  // A refused statement is logged with its reason: a file that a reader could not hold is worth knowing about.
  const error = sent.error as { cause?: { reason?: string }; reason?: string };
  context.logger.warn(
    { status: problem.status, refusal: problem.message, reason: error.reason ?? error.cause?.reason },
    'statement file refused',
  );
  return data<ActionResult>({ ok: false, intent: 'preview', error: problem.message }, { status: problem.status });
}

/** Rows shown in the table: the changed ones first; a month's statement can touch thousands. */
const shownRows = 300;
/** Credits listed after a statement; the rest wait on this page's list of unknown credits once confirmed. */
const shownCredits = 100;

export default function StatementsPage() {
  const { unknown } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [fileChosen, setFileChosen] = useState(false);

  const result = answer?.ok && (answer.intent === 'preview' || answer.intent === 'confirm') ? answer.result : null;
  const matched = result?.kind === 'matched' ? result : null;
  const statementError = answer && !answer.ok && answer.intent === 'preview' ? answer.error : null;
  const creditDone = answer?.ok && (answer.intent === 'link' || answer.intent === 'dismiss') ? answer.message : null;
  const creditTotal = matched ? (matched.totals?.unknownCredits ?? matched.unknownCredits.length) : 0;
  const matchTotal = matched ? (matched.totals?.matches ?? matched.matches.length) : 0;
  const rows = matched ? [...matched.matches].sort((a, b) => Number(b.changes) - Number(a.changes)).slice(0, shownRows) : [];

  return (
    <Container size="lg" py="lg" px="sm">
      <Stack gap="md">
        <Title order={1} size="h2">
          Bank statement
        </Title>
        <Text size="sm" c="dimmed">
          Upload the institute account&apos;s statement exported from net banking (CSV, XLS or XLSX, at most 5 MB, at most{' '}
          {statementLimits.rows.toLocaleString('en-IN')} lines of {statementLimits.columns} columns, at most{' '}
          {statementLimits.days} days). Each registration and admission fee is matched by its UTR and amount. Nothing is recorded
          until you confirm, and confirming only adds to what earlier statements showed.
        </Text>
        <Paper withBorder p="md">
          <Form method="post" encType="multipart/form-data">
            <Stack gap="sm">
              <div>
                <Text component="label" htmlFor="statement-file" size="sm" fw={500} display="block" mb={4}>
                  Statement file
                </Text>
                <input
                  id="statement-file"
                  type="file"
                  name="statement"
                  required
                  accept=".csv,.txt,.xls,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(event) => setFileChosen(Boolean(event.currentTarget.files?.length))}
                  style={{ maxWidth: '100%' }}
                />
              </div>
              {result?.kind === 'needs-mapping' ? (
                <>
                  <Text size="sm">{result.message} This bank&apos;s layout is remembered for the next statement.</Text>
                  <MappingFields headers={result.headers} initial={{}} />
                </>
              ) : matched ? (
                <details>
                  <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>Change the columns</summary>
                  <MappingFields
                    headers={matched.headers}
                    initial={
                      Object.fromEntries(Object.entries(matched.mapping).filter(([, v]) => v !== null)) as Record<string, string>
                    }
                  />
                </details>
              ) : null}
              <Group>
                <Button type="submit" name="intent" value="preview" loading={busyIntent === 'preview'}>
                  Check statement
                </Button>
                {matched &&
                answer?.ok &&
                answer.intent === 'preview' &&
                matched.counts.changes + creditTotal + matched.instalments.length + matched.instalmentsDiffer.length > 0 ? (
                  <Button type="submit" name="intent" value="confirm" color="green" loading={busyIntent === 'confirm'}>
                    {confirmWords(matched.counts.changes, matched.instalments.length, creditTotal)}
                  </Button>
                ) : null}
              </Group>
              {matched && answer?.ok && answer.intent === 'preview' && !fileChosen ? (
                <Text size="xs" c="dimmed">
                  To confirm without JavaScript, choose the same file again first.
                </Text>
              ) : null}
            </Stack>
          </Form>
        </Paper>
        {statementError ? (
          <Alert color="red" title="Statement not read" role="alert">
            {statementError}
          </Alert>
        ) : null}
        {matched ? (
          <Stack gap="sm">
            {answer?.ok && answer.intent === 'confirm' ? (
              <Alert color="green" title="Statement imported" role="status">
                {matched.counts.changes} payment state{matched.counts.changes === 1 ? '' : 's'} changed
                {matched.importedBefore ? ' (this file was imported before)' : ''}.
              </Alert>
            ) : matched.importedBefore ? (
              <Alert color="yellow">
                This file was imported before{matched.importedBefore.by ? ` by ${matched.importedBefore.by}` : ''}; what it showed
                is already recorded.
              </Alert>
            ) : null}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {matched.fileName}: {matched.creditLines} credit line{matched.creditLines === 1 ? '' : 's'} and {matched.debitLines}{' '}
              debit
              {matched.debitLines === 1 ? '' : 's'} from {formatDay(matched.period.from)} to {formatDay(matched.period.to)}
              {matched.skippedRows
                ? `; ${matched.skippedRows} row${matched.skippedRows === 1 ? '' : 's'} skipped (balances, repeated headers, masked rows, footers)`
                : ''}
              ; columns{' '}
              {matched.mappingSource === 'remembered'
                ? 'as remembered for this bank'
                : matched.mappingSource === 'guessed'
                  ? 'recognised from the headers'
                  : 'as chosen'}{' '}
              ({statementLayoutLabels[matched.mapping.layout].toLowerCase()}).
            </Text>
            {matched.instalments.length > 0 ? (
              <Alert color="green" title="Instalments the students said they paid" data-testid="statement-instalments">
                <Stack gap={2}>
                  {matched.instalments.map((paid) => (
                    <Text key={paid.utr} size="sm">
                      Row {paid.row}: {formatRupees(paid.amountPaise)}, UTR {paid.utr}{' '}
                      {paid.receipt ? `recorded with receipt ${paid.receipt}` : 'will be recorded as a payment with its receipt'}{' '}
                      (<Link to={`/admin/fees/${paid.accountId}`}>fee account</Link>).
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            {matched.instalmentsDiffer.length > 0 ? (
              <Alert color="orange" title="Instalments: amount differs" data-testid="statement-instalments-differ">
                <Stack gap={2}>
                  {matched.instalmentsDiffer.map((claim) => (
                    <Text key={claim.utr} size="sm">
                      Row {claim.row}, UTR {claim.utr}: the student said {formatRupees(claim.claimedPaise)}, the statement shows{' '}
                      {formatRupees(claim.linePaise)}. Nothing is recorded for it; decide on the{' '}
                      <Link to={`/admin/fees/${claim.accountId}`}>fee account</Link>.
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            {matched.ambiguous.length > 0 ? (
              <Alert color="orange" title="Amounts to check" data-testid="ambiguous-amounts">
                <Stack gap={2}>
                  {matched.ambiguous.map((a) => (
                    <Text key={a.row} size="sm">
                      Row {a.row}, column &ldquo;{a.column}&rdquo;: &ldquo;{a.text}&rdquo; read as {formatRupees(a.readAsPaise)},
                      unlike the file&apos;s other amounts.
                    </Text>
                  ))}
                </Stack>
              </Alert>
            ) : null}
            <Group gap="xs" data-testid="statement-counts">
              <Badge color="green" variant="light">
                Verified: {matched.counts.verified}
              </Badge>
              <Badge color="orange" variant="light">
                Amount differs: {matched.counts.amount_differs}
              </Badge>
              <Badge color="red" variant="light">
                Not in statement: {matched.counts.not_in_statement}
              </Badge>
              <Badge color="grape" variant="light">
                Line used by another payment: {matched.counts.line_used}
              </Badge>
              <Badge color="gray" variant="light">
                Credits of no application: {creditTotal}
              </Badge>
              <Badge color="gray" variant="light">
                Paid outside these days: {matched.outsidePeriod}
              </Badge>
            </Group>
            <StatementCredits credits={matched.unknownCredits} confirmed={Boolean(answer?.ok && answer.intent === 'confirm')} />
            <Title order={2} size="h4">
              Payments
            </Title>
            <Stack
              gap={6}
              hiddenFrom="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Payments against the statement, one by one"
            >
              {rows.map((match) => (
                <Paper
                  key={`${match.recordType}-${match.recordId}`}
                  component="li"
                  withBorder
                  p="xs"
                  data-ref={match.referenceId}
                >
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm">
                        {match.referenceId}
                      </Text>
                      <Text size="sm">{match.name}</Text>
                    </div>
                    <Stack gap={0} align="flex-end">
                      <PaymentBadge state={match.state} />
                      <Text size="xs" c="dimmed">
                        {match.changes ? `was ${paymentChecks.labels[match.previous ?? 'unchecked'].toLowerCase()}` : 'unchanged'}
                      </Text>
                    </Stack>
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    UTR {match.utr} · fee {formatRupees(match.feePaise)}
                  </Text>
                  <EvidenceList match={match} />
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={720} visibleFrom="sm">
              <Table striped aria-label="Payments against the statement">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reference id</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>UTR</Table.Th>
                    <Table.Th>Fee</Table.Th>
                    <Table.Th>Evidence</Table.Th>
                    <Table.Th>Payment</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((match) => (
                    <Table.Tr key={`${match.recordType}-${match.recordId}`}>
                      <Table.Td>{match.referenceId}</Table.Td>
                      <Table.Td>{match.name}</Table.Td>
                      <Table.Td>{match.utr}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRupees(match.feePaise)}</Table.Td>
                      <Table.Td>
                        <EvidenceList match={match} />
                      </Table.Td>
                      <Table.Td>
                        <PaymentBadge state={match.state} />
                        {match.changes ? (
                          <Text size="xs" c="dimmed">
                            was {paymentChecks.labels[match.previous ?? 'unchecked'].toLowerCase()}
                          </Text>
                        ) : (
                          <Text size="xs" c="dimmed">
                            unchanged
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {matchTotal > rows.length ? (
              <Text size="sm" c="dimmed">
                Showing {rows.length} of {matchTotal} payments, changes first; the dashboard lists every one.
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Stack gap="xs">
          <Title order={2} size="h3">
            Credits of no application
          </Title>
          <Text size="sm" c="dimmed">
            Credits in imported statements that match no registration or admission. Link one to the application it pays (the link
            and your remark are kept as evidence), or mark it as not an application fee.
          </Text>
          {creditDone ? (
            <Alert color="green" role="status" id="credit-outcome" tabIndex={-1} ref={bringIntoViewOnce}>
              {creditDone}
            </Alert>
          ) : null}
          <PendingMoneyRequests title="Waiting for a second person" />
          {unknown.length === 0 ? (
            <Text size="sm">None.</Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
              aria-label="Credits of no application to act on"
            >
              {unknown.map((credit) => (
                <UnknownCreditCard key={credit.id} credit={credit} answer={answer} />
              ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}

/** The confirm button's words: what confirming records, naming only the parts there are. */
function confirmWords(paymentChanges: number, instalments: number, credits: number) {
  const counted = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);
  const parts = [
    ...counted(paymentChanges, 'payment change', 'payment changes'),
    ...counted(instalments, 'instalment payment', 'instalment payments'),
    ...counted(credits, 'credit of no application', 'credits of no application'),
  ];
  return parts.length > 0 ? `Confirm: record ${parts.join(', ')}` : 'Confirm: import this statement';
}
