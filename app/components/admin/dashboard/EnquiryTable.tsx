// The Enquiries tab: one page of enquiries with the Resolve button per row.
import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultLanguage, enquirySubjects, languages } from '../../../../domain/vocabulary';
import { useTRPC } from '~/utils/trpc';
import { ResolveButton, StatusBadge, touchHeight, type EnquiryRow } from '../controls';
import { EnquiryDrawer } from '../EnquiryDrawer';
import { formatDateTime } from '../format';
import { PagedTable } from './ListParts';
import { queryFrom, type Update } from './url-state';

export function EnquiryTable({ params, update }: { params: URLSearchParams; update: Update }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.enquiries.list.queryOptions(queryFrom(params, 'enquiries'), { placeholderData: keepPreviousData }));
  const [openId, setOpenId] = useState<number | null>(null);
  const actions = (row: EnquiryRow) => (
    <Group gap={6} wrap="nowrap">
      <ResolveButton status={row.status} name={row.name} onOpen={() => setOpenId(row.id)} />
      <Button
        size="compact-sm"
        h={touchHeight}
        variant="default"
        onClick={() => setOpenId(row.id)}
        aria-label={`Details of the enquiry from ${row.name}`}
      >
        Details
      </Button>
    </Group>
  );
  return (
    <>
      <PagedTable
        query={query}
        update={update}
        label="Enquiries"
        emptyMessage="No enquiries found"
        minWidth={1000}
        columns={['Name', 'Email', 'Mobile', 'Subject', 'Query', 'Submitted', 'Status', 'Action']}
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
            <Table.Td>{actions(row)}</Table.Td>
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
              {actions(row)}
            </Stack>
          </Paper>
        )}
      />
      <EnquiryDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
