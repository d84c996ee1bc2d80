// The Registrations and Admissions tabs: one page of records as a wide table,
// with the decision buttons, the documents and the reused-UTR flag per row.
import { Button, Group, Paper, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { centres } from '../../../../domain/vocabulary';
import { formatRupees } from '../../../../domain/catalogue/site';
import { useTRPC } from '~/utils/trpc';
import { DecisionButtons, DocumentButtons, StatusBadge, UtrCell, type AdmissionRow, type RegistrationRow } from '../controls';
import type { DrawerTarget } from '../DetailDrawer';
import type { ViewedDocument } from '../DocumentViewer';
import { formatDateTime } from '../format';
import { PaymentBadge, paymentDetail } from '../PaymentBadge';
import { CorrectionBadge, CorrectionButton } from '../CorrectionButton';
import { PagedTable, type ListQuery } from './ListParts';
import { queryFrom, type Update } from './url-state';

const emptyMessages = {
  registrations: 'No registration found',
  admissions: 'No admissions found',
};

export function ApplicationTable(props: {
  tab: 'registrations' | 'admissions';
  params: URLSearchParams;
  update: Update;
  onView: (doc: ViewedDocument) => void;
  onOpen: (target: DrawerTarget) => void;
}) {
  const { tab, params, update } = props;
  const trpc = useTRPC();
  const input = queryFrom(params, tab);
  const registrations = useQuery(
    trpc.registrations.list.queryOptions(input, { enabled: tab === 'registrations', placeholderData: keepPreviousData }),
  );
  const admissions = useQuery(
    trpc.admissions.list.queryOptions(input, { enabled: tab === 'admissions', placeholderData: keepPreviousData }),
  );
  const query: ListQuery<RegistrationRow | AdmissionRow> = tab === 'registrations' ? registrations : admissions;
  const kind = tab === 'registrations' ? 'registration' : 'admission';
  return (
    <PagedTable
      query={query}
      update={update}
      label={tab === 'registrations' ? 'Registrations' : 'Admissions'}
      emptyMessage={emptyMessages[tab]}
      // Fits a 1366 px office screen without scrolling: the working columns
      // only; every other field is in the drawer and the exports.
      minWidth={1180}
      markBusy
      columns={[
        'Reference ID',
        'Name and mobile',
        'Status and payment',
        'Actions',
        'Documents',
        'UTR',
        'Course and centre',
        'Submitted',
      ]}
      row={(row) => (
        <Table.Tr key={row.id} data-testid={`row-${row.referenceId}`}>
          <Table.Td>
            <Button
              variant="subtle"
              size="compact-sm"
              ff="monospace"
              onClick={() => props.onOpen({ kind, id: row.id })}
              aria-label={`Details of ${row.referenceId}`}
            >
              {row.referenceId}
            </Button>
          </Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            <Text size="sm">{row.mobile}</Text>
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <RowBadges row={row} />
            </Stack>
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <RowActions tab={tab} row={row} />
            </Group>
          </Table.Td>
          <Table.Td maw={230}>
            <DocumentButtons documents={row.documents} ownerName={row.name} onView={props.onView} />
          </Table.Td>
          <Table.Td>
            <UtrCell utr={row.utr} seenBefore={row.utrSeenBefore} />
          </Table.Td>
          <Table.Td>
            <Tooltip label={row.courseName}>
              <Text size="sm" span>
                {row.courseCode}
              </Text>
            </Tooltip>
            <Text size="sm">{centres.labels[row.centre] ?? row.centre}</Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
        </Table.Tr>
      )}
      card={(row) => (
        <Paper key={row.id} withBorder p="sm" bg="white" role="listitem" data-testid={`row-${row.referenceId}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Button
                variant="subtle"
                size="compact-sm"
                ff="monospace"
                px={0}
                style={{ flexShrink: 0 }}
                onClick={() => props.onOpen({ kind, id: row.id })}
                aria-label={`Details of ${row.referenceId}`}
              >
                {row.referenceId}
              </Button>
              <Group gap={4} wrap="nowrap">
                <RowBadges row={row} />
              </Group>
            </Group>
            <Text fw={600}>{row.name}</Text>
            <Text size="sm" c="dimmed">
              {row.courseCode} · {centres.labels[row.centre] ?? row.centre} · {formatRupees(row.fee)} ·{' '}
              {formatDateTime(row.createdAt)}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{row.mobile}</Text>
              <UtrCell utr={row.utr} seenBefore={row.utrSeenBefore} />
            </Group>
            <Group gap={6} wrap="wrap">
              <RowActions tab={tab} row={row} />
            </Group>
            <ScrollArea type="auto" offsetScrollbars>
              <DocumentButtons documents={row.documents} ownerName={row.name} onView={props.onView} />
            </ScrollArea>
          </Stack>
        </Paper>
      )}
    />
  );
}

/** What a record's state is: the decision, an open correction, the fee. */
function RowBadges({ row }: { row: RegistrationRow | AdmissionRow }) {
  return (
    <>
      <StatusBadge status={row.status} remark={row.decisionRemark} />
      {'correction' in row && row.status === 'PENDING' ? (
        <CorrectionBadge correction={row.correction} deadline={row.correctionDeadline} />
      ) : null}
      <PaymentBadge state={row.payment} detail={paymentDetail(row)} />
    </>
  );
}

/** What staff can do to a record: decide it, and ask a registration for a correction. */
function RowActions({ tab, row }: { tab: 'registrations' | 'admissions'; row: RegistrationRow | AdmissionRow }) {
  return (
    <>
      <DecisionButtons
        kind={tab}
        id={row.id}
        referenceId={row.referenceId}
        status={row.status}
        name={row.name}
        documentsPurgedAt={row.documentsPurgedAt}
      />
      {'correction' in row ? (
        <CorrectionButton
          id={row.id}
          name={row.name}
          program={row.program}
          status={row.status}
          correction={row.correction}
          deadline={row.correctionDeadline}
        />
      ) : null}
    </>
  );
}
