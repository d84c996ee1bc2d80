// The Enquiries tab: one page of enquiries with the Resolve button per row.
import { Box, Paper, Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { enquirySubjects } from '../../../../domain/vocabulary';
import { useTRPC } from '~/utils/trpc';
import { ResolveButton, StatusBadge, type EnquiryRow } from '../controls';
import { formatDateTime } from '../format';
import { ListState, Pager } from './ListParts';
import { queryFrom, type Update } from './url-state';

export function EnquiryTable({ params, update }: { params: URLSearchParams; update: Update }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.enquiries.list.queryOptions(queryFrom(params, 'enquiries'), { placeholderData: keepPreviousData }));
  if (query.isError) return <ListState>Failed to fetch data</ListState>;
  if (query.isPending) return <ListState>Loading...</ListState>;
  const { rows, total, page, pageSize } = query.data;
  if (total === 0) return <ListState>No enquiries found</ListState>;
  return (
    <Stack gap="sm">
      <Paper withBorder bg="white" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Enquiries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Query</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row: EnquiryRow) => (
                <Table.Tr key={row.id}>
                  <Table.Td fw={600}>{row.name}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{row.mobile}</Table.Td>
                  <Table.Td>{enquirySubjects.labels[row.subject] ?? row.subject}</Table.Td>
                  <Table.Td maw={420}>
                    <Box style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.query}</Box>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    <ResolveButton id={row.id} status={row.status} name={row.name} />
                  </Table.Td>
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
