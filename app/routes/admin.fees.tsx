// Fees (issue 53, decision 073): who owes money now, by days overdue, course,
// batch and centre (the reader's centres only), with the balance; the day's
// and the month's collection by mode of payment; the list as CSV or XLSX; and
// a student's account opened by the admission ID.
import { Anchor, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { adminIntentAction } from '~/actions/admin-action.server';
import { useMay } from '~/utils/may';
import { formatDay } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { centres } from '../../domain/vocabulary';
import { formatRupees } from '../../domain/catalogue/site';
import { AdminTable } from '~/components/admin/AdminTable';
import { AdminPage } from '~/components/admin/AdminPage';
import { IntentOutcome } from '~/components/admin/IntentOutcome';
import { OpenByReference } from '~/components/admin/OpenByReference';

export const meta = adminMeta('Fees');

const pageSize = 100;
const methodLabel: Record<string, string> = { upi: 'UPI', cash: 'Cash', bank: 'Bank transfer' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.fees.permission);
  const params = new URL(request.url).searchParams;
  const referenceId = params.get('referenceId')?.trim();
  let notFound: string | null = null;
  if (referenceId) {
    const { accountId } = await context.api.fees.findAccount({ referenceId });
    if (accountId !== null) throw redirect(`/admin/fees/${accountId}`);
    notFound = `No fee account for ${referenceId.toUpperCase()} at your centres.`;
  }
  const filters = Object.fromEntries(
    ['minDaysOverdue', 'courseCode', 'intakeId', 'centre'].flatMap((key) => {
      const value = params.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const [dues, day, month, handOffs, reasons] = await Promise.all([
    context.api.fees.dues({ ...filters, limit: pageSize, offset: (page - 1) * pageSize }),
    context.api.fees.collection({ period: today }),
    context.api.fees.collection({ period: today.slice(0, 7) }),
    context.api.fees.reminderHandOffs(),
    context.api.fees.concessionReasons(),
  ]);
  return {
    dues,
    day,
    month,
    handOffs,
    reasons,
    filters: filters as Record<string, string>,
    page,
    notFound,
    query: params.toString(),
  };
}

// Each procedure checks its own permission (fees.collect, fees.plan) again.
export function action(args: ActionFunctionArgs) {
  const api = args.context.api.fees;
  return adminIntentAction(args, adminPages.fees.permission, {
    reminderSent: async (text) => `Reminder ${(await api.markReminderSent({ id: text('id') as never })).id} marked as sent.`,
    addReason: async (text) => {
      const added = await api.addConcessionReason({ label: text('label') });
      return `Reason ${added.id} added: ${added.label}.`;
    },
    retireReason: async (text) => `Reason ${(await api.retireConcessionReason({ id: text('id') as never })).id} retired.`,
  });
}

const rupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise / 100)}` : formatRupees(paise / 100));

function CollectionCard({
  title,
  collection,
}: {
  title: string;
  collection: { period: string; byMethod: { method: string; count: number; amountPaise: number }[]; totalPaise: number };
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {collection.byMethod.length === 0 ? (
        <Text size="sm">Nothing receipted.</Text>
      ) : (
        <Stack gap={2}>
          {collection.byMethod.map((row) => (
            <Text size="sm" key={row.method}>
              {methodLabel[row.method] ?? row.method}: {rupees(row.amountPaise)} ({row.count} receipts)
            </Text>
          ))}
          <Text fw={600}>Total {rupees(collection.totalPaise)}</Text>
        </Stack>
      )}
      <Group gap="md" mt="xs">
        <Anchor href={`/admin/export/collection?period=${collection.period}`} size="sm">
          Export CSV
        </Anchor>
        <Anchor href={`/admin/export/collection?period=${collection.period}&format=xlsx`} size="sm">
          Export XLSX
        </Anchor>
      </Group>
    </Paper>
  );
}

export default function AdminFees() {
  const { dues, day, month, handOffs, reasons, filters, page, notFound, query } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const collect = useMay('fees.collect');
  const plan = useMay('fees.plan');
  const exportQuery = new URLSearchParams(filters).toString();
  const pages = Math.max(1, Math.ceil(dues.total / pageSize));
  const pageLink = (n: number) => {
    const params = new URLSearchParams(query);
    params.set('page', String(n));
    return `/admin/fees?${params.toString()}`;
  };
  return (
    <AdminPage
      size="lg"
      title="Fees"
      aside={
        <Anchor component={Link} to="/admin/fees/plans" size="sm">
          Fee plans
        </Anchor>
      }
    >
      <OpenByReference label="Open a student’s account" name="referenceId" notFound={notFound} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CollectionCard title={`Collected today (${formatDay(day.period)})`} collection={day} />
        <CollectionCard title={`Collected this month (${month.period})`} collection={month} />
      </SimpleGrid>
      <Title order={2} size="h3">
        Reminders to send on WhatsApp
      </Title>
      <IntentOutcome result={result} intent="reminderSent" />
      {handOffs.length === 0 ? (
        <Text size="sm">No fee reminder is waiting.</Text>
      ) : (
        <Stack gap="xs" data-testid="reminder-handoffs">
          {handOffs.map((handOff) => (
            <Paper withBorder p="sm" key={handOff.id}>
              <Text size="sm" fw={600}>
                {handOff.name} · {handOff.mobile}
              </Text>
              <Text size="sm">{handOff.body}</Text>
              <Group gap="sm" mt={4}>
                <Anchor href={handOff.link} target="_blank" rel="noreferrer" size="sm">
                  Open in WhatsApp
                </Anchor>
                {collect ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="reminderSent" />
                    <input type="hidden" name="id" value={handOff.id} />
                    <Button type="submit" size="compact-xs" variant="light">
                      Mark sent
                    </Button>
                  </Form>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Title order={2} size="h3">
        Dues
      </Title>
      <Form method="get">
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            name="minDaysOverdue"
            label="Due"
            defaultValue={filters.minDaysOverdue ?? ''}
            data={[
              { value: '', label: 'Due today or earlier' },
              { value: '1', label: 'Overdue' },
              { value: '7', label: 'Overdue 7 days or more' },
              { value: '30', label: 'Overdue 30 days or more' },
              { value: '60', label: 'Overdue 60 days or more' },
            ]}
          />
          <TextInput name="courseCode" label="Course code" defaultValue={filters.courseCode ?? ''} w={120} />
          <TextInput name="intakeId" label="Batch (intake no.)" defaultValue={filters.intakeId ?? ''} w={140} />
          <NativeSelect
            name="centre"
            label="Centre"
            defaultValue={filters.centre ?? ''}
            data={[{ value: '', label: 'All my centres' }, ...centres.options]}
          />
          <Button type="submit">Show</Button>
        </Group>
      </Form>
      <Group gap="sm">
        <Text size="sm">
          {dues.total} students owe money{dues.total > pageSize ? `; page ${page} of ${pages}` : ''}.
        </Text>
        <Anchor href={`/admin/export/dues?${exportQuery}`} size="sm">
          Download CSV
        </Anchor>
        <Anchor href={`/admin/export/dues?${exportQuery}${exportQuery ? '&' : ''}format=xlsx`} size="sm">
          Download XLSX
        </Anchor>
      </Group>
      {dues.rows.length === 0 ? (
        <Text>Nobody owes money on these filters.</Text>
      ) : (
        <AdminTable
          data-testid="dues-list"
          columns={['Student', 'Course', 'Centre', 'Oldest due', 'Days overdue', 'Due', 'Balance']}
        >
          {dues.rows.map((row) => (
            <Table.Tr key={row.accountId}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/fees/${row.accountId}`}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.referenceId} · {row.mobile}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.courseCode}
                {row.intakeId !== null ? ` · batch ${row.intakeId}` : ''}
              </Table.Td>
              <Table.Td>{centres.labels[row.centre]}</Table.Td>
              <Table.Td>{formatDay(row.oldestDueOn)}</Table.Td>
              <Table.Td>{row.daysOverdue}</Table.Td>
              <Table.Td>{rupees(row.duePaise)}</Table.Td>
              <Table.Td>{rupees(row.balancePaise)}</Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
      {pages > 1 ? (
        <Group gap="xs">
          {page > 1 ? (
            <Anchor component={Link} to={pageLink(page - 1)}>
              ← Previous
            </Anchor>
          ) : null}
          {page < pages ? (
            <Anchor component={Link} to={pageLink(page + 1)}>
              Next →
            </Anchor>
          ) : null}
        </Group>
      ) : null}
      <Title order={2} size="h3">
        Concession reasons
      </Title>
      <IntentOutcome result={result} intent={['addReason', 'retireReason']} />
      <Stack gap={4}>
        {reasons.map((reason) => (
          <Group key={reason.id} gap="sm">
            <Text size="sm" c={reason.retiredAt ? 'dimmed' : undefined}>
              {reason.label}
              {reason.retiredAt ? ' (retired)' : ''}
            </Text>
            {plan && !reason.retiredAt ? (
              <Form method="post">
                <input type="hidden" name="intent" value="retireReason" />
                <input type="hidden" name="id" value={reason.id} />
                <Button type="submit" size="compact-xs" variant="subtle">
                  Retire
                </Button>
              </Form>
            ) : null}
          </Group>
        ))}
      </Stack>
      {plan ? (
        <Form method="post">
          <input type="hidden" name="intent" value="addReason" />
          <Group align="flex-end">
            <TextInput name="label" label="New reason" placeholder="Sibling studying here" required />
            <Button type="submit" variant="light">
              Add reason
            </Button>
          </Group>
        </Form>
      ) : null}
    </AdminPage>
  );
}
