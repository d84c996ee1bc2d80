// One student's fee account (issue 53, decision 073): the instalments with
// what each still needs, the ledger of every entry (printable), and the forms
// that add to it: a payment (cash, bank transfer, UPI seen in the bank app)
// with its receipt, a concession from the staff-kept list, a refund or a
// write-off in two hands (FeeMoneyChanges, decision 077). Each save answers with
// its number in view (decision 052); nothing here changes an entry.
import { Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime, formatDay } from '~/components/admin/format';
import { adminIntentAction, recordOrNotFound } from '~/actions/admin-action.server';
import { requireAdmin } from '~/utils/auth.server';
import { recordIdOf } from '~/utils/route-params';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { useMay } from '~/utils/may';
import { AdminPage } from '~/components/admin/AdminPage';
import { AdminTable } from '~/components/admin/AdminTable';
import { IntentOutcome } from '~/components/admin/IntentOutcome';
import { FeeMoneyChanges, feeChangeOutcome } from '~/components/admin/FeeMoneyChanges';
import classes from '~/components/admin/fee-ledger.module.css';
import { centres } from '../../domain/vocabulary';
import { formatRupees } from '../../domain/catalogue/site';

export const meta = adminMeta('Fee account');

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.fees.permission);
  const id = recordIdOf(params.accountId);
  const [ledger, reasons] = await Promise.all([
    recordOrNotFound(context.api.fees.ledger({ id }), context),
    context.api.fees.concessionReasons(),
  ]);
  return { ledger, reasons: reasons.filter((reason) => !reason.retiredAt) };
}

export function action(args: ActionFunctionArgs) {
  requireAdmin(args.context, adminPages.fees.permission);
  const id = recordIdOf(args.params.accountId);
  const api = args.context.api.fees;
  const amount = (text: (key: string) => string) => text('amount');
  return adminIntentAction(args, 'fees.collect', {
    pay: async (text) => {
      const paid = await api.recordPayment({
        id,
        amount: amount(text) as never,
        method: text('method') as never,
        utr: text('utr') || undefined,
      });
      return `Payment recorded: receipt ${paid.receipt}.${paid.creditPaise > 0 ? ` ${rupees(paid.creditPaise)} is held as credit.` : ''}`;
    },
    confirmClaim: async (text) => {
      const paid = await api.confirmClaim({ id, claimId: text('claimId') as never });
      return `Payment recorded: receipt ${paid.receipt}.${paid.creditPaise > 0 ? ` ${rupees(paid.creditPaise)} is held as credit.` : ''}`;
    },
    concession: async (text) => {
      const share = text('sharePercent');
      const granted = await api.grantConcession({
        id,
        reasonId: text('reasonId') as never,
        ...(share ? { sharePercent: share as never } : { amount: amount(text) as never }),
      });
      return `Concession ${rupees(granted.amountPaise)} granted (entry ${granted.entryId}).`;
    },
    refund: async (text) => {
      const asked = await api.requestRefund({
        id,
        amount: amount(text) as never,
        method: text('method') as never,
        reason: text('reason'),
      });
      return feeChangeOutcome(asked);
    },
    writeOff: async (text) => feeChangeOutcome(await api.writeOff({ id, amount: amount(text) as never, reason: text('reason') })),
    answer: async (text) => {
      const answer = text('answer');
      const verb = answer === 'confirm' ? 'confirm' : answer === 'refuse' ? 'refuse' : 'withdraw';
      const input = { id: text('requestId') as never, remark: text('remark') || undefined };
      return feeChangeOutcome(await args.context.api.moneyRequests[verb](input));
    },
  });
}

const rupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise / 100)}` : formatRupees(paise / 100));
const kindLabel: Record<string, string> = {
  charge: 'Charge',
  concession: 'Concession',
  payment: 'Payment',
  'refund-request': 'Refund asked',
  refund: 'Refund',
  'write-off': 'Write-off',
};
const methodLabel: Record<string, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer' };
const methods = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank', label: 'Bank transfer' },
  { value: 'upi', label: 'UPI (seen in the bank app)' },
];

/** Who confirmed a refund or write-off (decision 077), or that an old refund request never was. */
function confirmation(line: { kind: string; confirmedBy?: string | null; confirmedAlone?: boolean }) {
  if (line.confirmedBy && line.confirmedAlone) return `confirmed by ${line.confirmedBy} alone`;
  if (line.confirmedBy) return `confirmed by ${line.confirmedBy}`;
  return line.kind === 'refund-request' ? 'not confirmed' : null;
}

export default function FeeAccountPage() {
  const { ledger, reasons } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const collect = useMay('fees.collect');
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string, key: string) => (result?.intent === intent ? result.fieldErrors?.[key]?.[0] : undefined);
  const pendingClaims = ledger.claims.filter((claim) => !claim.settled);
  return (
    <AdminPage
      className={classes.printable}
      back={{ to: '/admin/fees', label: 'Fees' }}
      title={ledger.name}
      intro={
        <>
          {ledger.referenceId} · {ledger.courseCode} ({ledger.courseName}) · {ledger.courseMode} · {centres.labels[ledger.centre]}{' '}
          · account opened {formatDateTime(ledger.openedAt)}
        </>
      }
      aside={
        <Group gap="xs" className={classes.noPrint}>
          <Button variant="light" onClick={() => window.print()}>
            Print ledger
          </Button>
          <Button component={Link} to={`/admin/fees/${ledger.accountId}/statement`} variant="light">
            Print statement ({ledger.language === 'hi' ? 'Hindi' : 'English'})
          </Button>
        </Group>
      }
    >
      <Group gap="lg" data-testid="fee-totals">
        <Text>Charged {rupees(ledger.state.chargedPaise)}</Text>
        <Text>Concessions {rupees(ledger.state.concessionPaise)}</Text>
        <Text>Paid {rupees(ledger.state.paidPaise)}</Text>
        <Text>Written off {rupees(ledger.state.writtenOffPaise)}</Text>
        <Text fw={700}>Balance {rupees(ledger.state.balancePaise)}</Text>
        {ledger.state.creditPaise > 0 ? <Badge color="blue">Credit {rupees(ledger.state.creditPaise)}</Badge> : null}
        {ledger.state.overduePaise > 0 ? <Badge color="red">Overdue {rupees(ledger.state.overduePaise)}</Badge> : null}
      </Group>

      <Title order={2} size="h4">
        Instalments
      </Title>
      <AdminTable
        data-testid="instalments"
        minWidth={560}
        striped={false}
        columns={['Line', 'Due', 'Amount', 'Concession', 'Paid', 'Open']}
      >
        {ledger.instalments.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.label}</Table.Td>
            <Table.Td>
              {formatDay(row.dueOn)}
              {row.openPaise > 0 && row.daysOverdue > 0 ? (
                <Text span c="red" size="xs">
                  {' '}
                  {row.daysOverdue} days overdue
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{rupees(row.amountPaise)}</Table.Td>
            <Table.Td>{row.concessionPaise ? rupees(row.concessionPaise) : ''}</Table.Td>
            <Table.Td>{rupees(row.paidPaise)}</Table.Td>
            <Table.Td>{row.openPaise === 0 ? 'Paid' : rupees(row.openPaise)}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>

      <Title order={2} size="h4">
        Ledger
      </Title>
      <AdminTable data-testid="ledger" minWidth={640} columns={['When', 'Entry', 'Amount', 'Details', 'Number', 'By']}>
        {ledger.lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{formatDateTime(line.at)}</Table.Td>
            <Table.Td>{kindLabel[line.kind] ?? line.kind}</Table.Td>
            <Table.Td>{rupees(line.amountPaise)}</Table.Td>
            <Table.Td>
              {[
                line.label,
                line.dueOn ? `due ${formatDay(line.dueOn)}` : null,
                line.method ? methodLabel[line.method] : null,
                line.utr,
                line.reason,
                confirmation(line),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Table.Td>
            <Table.Td>{line.number ?? ''}</Table.Td>
            <Table.Td>{line.by}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>

      {collect ? (
        <Stack gap="md" className={classes.noPrint}>
          {pendingClaims.length > 0 || result?.intent === 'confirmClaim' ? (
            <Paper withBorder p="md" data-testid="fee-claims">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  UPI payments the student sent
                </Title>
                <Text size="sm" c="dimmed">
                  Confirm one only once its UTR and amount are in the bank statement; it is then recorded with its receipt.
                </Text>
                <IntentOutcome result={result} intent="confirmClaim" />
                {pendingClaims.map((claim) => {
                  const differs = claim.linePaise !== null && claim.linePaise !== claim.amountPaise;
                  return (
                    <Form method="post" key={claim.id}>
                      <input type="hidden" name="intent" value="confirmClaim" />
                      <input type="hidden" name="claimId" value={claim.id} />
                      <Group>
                        <Text size="sm">
                          {rupees(claim.amountPaise)} · UTR {claim.utr} · sent {formatDateTime(claim.at)}
                        </Text>
                        {differs ? (
                          <Text size="sm" fw={600} c="orange.9" data-testid="claim-amount-differs">
                            Amount differs: claimed {rupees(claim.amountPaise)}, statement {rupees(claim.linePaise!)}
                          </Text>
                        ) : null}
                        <Button type="submit" size="xs" loading={busy('confirmClaim')}>
                          {differs ? `Record the ${rupees(claim.linePaise!)} the bank shows` : 'Seen in the bank: record payment'}
                        </Button>
                      </Group>
                    </Form>
                  );
                })}
              </Stack>
            </Paper>
          ) : null}
          <Paper withBorder p="md">
            <Form method="post">
              <input type="hidden" name="intent" value="pay" />
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Record a payment
                </Title>
                <IntentOutcome result={result} intent="pay" />
                <Group align="flex-start" wrap="wrap">
                  <TextInput
                    name="amount"
                    label="Amount (₹)"
                    inputMode="decimal"
                    required
                    defaultValue={ledger.next ? String(ledger.next.openPaise / 100) : ''}
                    error={errorOf('pay', 'amount')}
                  />
                  <NativeSelect name="method" label="Paid by" data={methods} error={errorOf('pay', 'method')} />
                  <TextInput name="utr" label="UTR / reference (transfers)" error={errorOf('pay', 'utr')} />
                </Group>
                <Button type="submit" loading={busy('pay')} style={{ alignSelf: 'flex-start' }}>
                  Record payment and issue receipt
                </Button>
              </Stack>
            </Form>
          </Paper>
          <Paper withBorder p="md">
            <Form method="post">
              <input type="hidden" name="intent" value="concession" />
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Grant a concession
                </Title>
                <IntentOutcome result={result} intent="concession" />
                {reasons.length === 0 ? (
                  <Text size="sm">No concession reasons yet: an Accountant or Owner adds them.</Text>
                ) : (
                  <Group align="flex-start" wrap="wrap">
                    <NativeSelect
                      name="reasonId"
                      label="Reason"
                      data={reasons.map((reason) => ({ value: String(reason.id), label: reason.label }))}
                      error={errorOf('concession', 'reasonId')}
                    />
                    <TextInput name="amount" label="Amount (₹)" inputMode="decimal" error={errorOf('concession', 'amount')} />
                    <TextInput name="sharePercent" label="or share of the instalments (%)" inputMode="decimal" />
                    <Button type="submit" loading={busy('concession')} mt={24}>
                      Grant
                    </Button>
                  </Group>
                )}
              </Stack>
            </Form>
          </Paper>
          <FeeMoneyChanges waiting={ledger.waiting} result={result} busy={busy} methods={methods} />
        </Stack>
      ) : null}
    </AdminPage>
  );
}
