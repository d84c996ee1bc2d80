// The Registrations and Admissions tabs: one page of records as a wide table,
// with the decision buttons, the documents and the reused-UTR flag per row.
import { Button, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { centres, genders, programs } from '../../../../domain/vocabulary';
import { useTRPC } from '~/utils/trpc';
import { DecisionButtons, DocumentButtons, StatusBadge, UtrCell } from '../controls';
import type { DrawerTarget } from '../DetailDrawer';
import type { ViewedDocument } from '../DocumentViewer';
import { formatDateTime, formatDay, formatFee } from '../format';
import { ListState, Pager } from './ListParts';
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
  const query = tab === 'registrations' ? registrations : admissions;
  if (query.isError) return <ListState>Failed to fetch data</ListState>;
  if (query.isPending) return <ListState>Loading...</ListState>;
  const { rows, total, page, pageSize } = query.data;
  if (total === 0) return <ListState>{emptyMessages[tab]}</ListState>;
  const kind = tab === 'registrations' ? 'registration' : 'admission';
  return (
    <Stack gap="sm">
      <Paper withBorder bg="white" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
        <Table.ScrollContainer minWidth={1900}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={tab === 'registrations' ? 'Registrations' : 'Admissions'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reference ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
                <Table.Th>Documents</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>UTR</Table.Th>
                <Table.Th>Course</Table.Th>
                <Table.Th>Centre</Table.Th>
                <Table.Th>Mode</Table.Th>
                <Table.Th>Program type</Table.Th>
                <Table.Th>Fee</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Father&apos;s name</Table.Th>
                <Table.Th>Gender</Table.Th>
                <Table.Th>Date of birth</Table.Th>
                <Table.Th>Email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
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
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {row.name}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    <DecisionButtons kind={tab} id={row.id} status={row.status} name={row.name} />
                  </Table.Td>
                  <Table.Td>
                    <DocumentButtons documents={row.documents} ownerName={row.name} onView={props.onView} />
                  </Table.Td>
                  <Table.Td>{row.mobile}</Table.Td>
                  <Table.Td>
                    <UtrCell utr={row.utr} seenBefore={row.utrSeenBefore} />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={row.courseName}>
                      <Text size="sm" span>
                        {row.courseCode}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>{centres.labels[row.centre] ?? row.centre}</Table.Td>
                  <Table.Td>{row.courseMode}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{programs.labels[row.program] ?? row.program}</Table.Td>
                  <Table.Td>{formatFee(row.fee)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.fatherName}</Table.Td>
                  <Table.Td>{genders.labels[row.gender] ?? row.gender}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.dob)}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Pager total={total} page={page} pageSize={pageSize} update={update} shown={rows.length} />
    </Stack>
  );
}
