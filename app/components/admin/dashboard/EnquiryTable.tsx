// The Enquiries tab: one page of enquiries with the Resolve button per row.
import { Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { defaultLanguage, enquirySubjects, languages } from '../../../../domain/vocabulary';
import { useTRPC } from '~/utils/trpc';
import { ResolveButton, StatusBadge, type EnquiryRow } from '../controls';
import { formatDateTime } from '../format';
import { PagedTable } from './ListParts';
import { queryFrom, type Update } from './url-state';

export function EnquiryTable({ params, update }: { params: URLSearchParams; update: Update }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.enquiries.list.queryOptions(queryFrom(params, 'enquiries'), { placeholderData: keepPreviousData }));
  return (
    <PagedTable
      query={query}
      update={update}
      label="Enquiries"
      emptyMessage="No enquiries found"
      minWidth={1000}
      columns={[
        'Name', 'Email', 'Mobile', 'Subject', 'Query', 'Submitted', 'Status', 'Action',
      ]}
      row={(row: EnquiryRow) => (
        <Table.Tr key={row.id}>
          <Table.Td fw={600}>
            {row.name}
            {/* Staff reply in the language the visitor wrote in. */}
            {row.language !== defaultLanguage ? (
              <Text size="xs" c="dimmed" lang={row.language}>
                {languages.labels[row.language]}
              </Text>
            ) : null}
          </Table.Td>
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
      )}
      card={(row: EnquiryRow) => (
        <Paper key={row.id} withBorder p="sm" bg="white" role="listitem">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>{row.name}</Text>
              <StatusBadge status={row.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {enquirySubjects.labels[row.subject] ?? row.subject} · {formatDateTime(row.createdAt)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.mobile} · {row.email}
            </Text>
            <Box fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.query}
            </Box>
            <ResolveButton id={row.id} status={row.status} name={row.name} />
          </Stack>
        </Paper>
      )}
    />
  );
}
