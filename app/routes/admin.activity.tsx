// Who changed what, and when: status decisions, settings changes, payments
// verified by hand, credits linked or dismissed, statements imported, money
// changes, fee payments, intake changes, content publishes, staff accounts,
// in one list, newest first, 50 to a page.
import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDateTime, formatDay, formatRupees } from '~/components/admin/format';
import { settingLabel } from '~/components/admin/setting-labels';
import { requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { enquiryStatuses, recordStatuses, recordTypes } from '../../domain/vocabulary';

export const meta = adminMeta('Activity');

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.activity.permission);
  const asked = Number(new URL(request.url).searchParams.get('page') ?? 0);
  const page = Number.isInteger(asked) && asked >= 0 && asked <= 10_000 ? asked : 0;
  return { page, ...(await context.api.activity.list({ page })) };
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Entry = Loaded['entries'][number];
type RecordRef = Extract<Entry, { kind: 'status' }>['record'];

const statusLabels: Record<string, string> = { ...recordStatuses.labels, ...enquiryStatuses.labels };
const statusLabel = (status: string) => statusLabels[status] ?? status;

function recordName(record: RecordRef) {
  const which = record.referenceId ?? `#${record.id}`;
  return `${recordTypes.labels[record.type]} ${which}${record.name ? ` (${record.name})` : ''}`;
}

/** A setting's value as staff typed it; an empty one says so. */
function shownValue(value: unknown) {
  if (value === null || value === '') return '(empty)';
  return typeof value === 'string' ? `“${value}”` : String(value);
}

function What({ entry }: { entry: Entry }) {
  if (entry.kind === 'status') {
    return (
      <>
        <Text size="sm" fw={600}>
          {recordName(entry.record)}
        </Text>
        <Text size="sm">
          {statusLabel(entry.from)} → {statusLabel(entry.to)}
        </Text>
        <RemarkLine remark={entry.remark} />
      </>
    );
  }
  if (entry.kind === 'payment') {
    return (
      <>
        <Text size="sm" fw={600}>
          {recordName(entry.record)}
        </Text>
        <Text size="sm">
          {entry.how === 'link'
            ? `Statement credit${entry.amountPaise === null ? '' : ` of ${formatRupees(entry.amountPaise)}`} linked${entry.verified ? ': payment verified' : ': amount differs from the fee'}`
            : 'Payment verified by hand'}
        </Text>
        <RemarkLine remark={entry.remark} />
      </>
    );
  }
  if (entry.kind === 'statement') {
    return (
      <>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          Bank statement imported: {entry.fileName}
        </Text>
        <Text size="sm">
          {entry.creditLines} credit line{entry.creditLines === 1 ? '' : 's'}, {formatDay(entry.from)} to {formatDay(entry.to)}
        </Text>
      </>
    );
  }
  if (entry.kind === 'dismissed') {
    return (
      <>
        <Text size="sm" fw={600}>
          Credit of {formatRupees(entry.amountPaise)} on {formatDay(entry.date)} marked as not an application fee
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.narration} · Remark: {entry.remark}
        </Text>
      </>
    );
  }
  if ('words' in entry) {
    return (
      <>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {entry.words}
        </Text>
        {entry.kind === 'money' && entry.reason ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Reason: {entry.reason}
          </Text>
        ) : null}
      </>
    );
  }
  if (entry.kind === 'certificate') {
    return (
      <>
        <Text size="sm" fw={600}>
          Certificate {entry.number} ({entry.name})
        </Text>
        <Text size="sm">{entry.action === 'issued' ? 'Issued' : 'Revoked'}</Text>
        {entry.reason ? (
          <Text size="sm" c="dimmed">
            Reason: {entry.reason}
          </Text>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Text size="sm" fw={600}>
        Setting: {settingLabel(entry.key)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {shownValue(entry.oldValue)} → {shownValue(entry.newValue)}
      </Text>
    </>
  );
}

/** No admin recorded: settings come from the shell command without one; otherwise the account was removed. */
const whoWithoutAccount = {
  status: 'a removed admin',
  payment: 'a removed admin',
  statement: 'a removed admin',
  dismissed: 'a removed admin',
  certificate: 'a removed admin',
  money: 'a removed admin',
  fee: 'a removed admin',
  intake: 'a removed admin',
  content: 'a removed admin',
  staff: 'a setup command',
  setting: 'the settings command, or a removed admin',
} as const;

const kindBadge = {
  status: 'Decision',
  setting: 'Settings',
  payment: 'Payment',
  statement: 'Statement',
  dismissed: 'Statement',
  certificate: 'Certificate',
  money: 'Money',
  fee: 'Fees',
  intake: 'Intake',
  content: 'Content',
  staff: 'Staff',
} as const;

export default function ActivityPage() {
  const { page, entries, hasOlder } = useLoaderData<typeof loader>();
  return (
    <Container size="md" py="md">
      <Title order={1} size="h2" mb="xs">
        Activity
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every decision on a registration, admission or enquiry, every settings change, every payment verified by hand or statement
        credit linked or dismissed, every bank statement imported, every certificate issued or revoked, every money change asked
        for and confirmed, every fee payment and concession, every intake change, every content publish, and every change to a
        staff account: who did it, and when (India time), at your centres.
      </Text>
      {entries.length === 0 ? (
        <Text>Nothing has been changed yet.</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Activity, newest first">
          {entries.map((entry, index) => (
            <Paper key={`${page}-${index}`} component="li" withBorder p="sm" bg="white" data-kind={entry.kind}>
              <Group justify="space-between" gap="xs" mb={4} wrap="wrap">
                <Group gap="xs">
                  <Badge variant="light">{kindBadge[entry.kind]}</Badge>
                  <Text size="sm">{formatDateTime(entry.at)}</Text>
                </Group>
                <Text size="sm" c="dimmed">
                  {entry.by ?? whoWithoutAccount[entry.kind]}
                </Text>
              </Group>
              <What entry={entry} />
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="space-between" mt="md">
        {page > 0 ? (
          <Anchor component={Link} to={page === 1 ? '/admin/activity' : `/admin/activity?page=${page - 1}`}>
            ← Newer
          </Anchor>
        ) : (
          <span />
        )}
        {hasOlder ? (
          <Anchor component={Link} to={`/admin/activity?page=${page + 1}`}>
            Older →
          </Anchor>
        ) : null}
      </Group>
    </Container>
  );
}

function RemarkLine({ remark }: { remark: string | null }) {
  return remark ? (
    <Text size="sm" c="dimmed">
      Remark: {remark}
    </Text>
  ) : null;
}
