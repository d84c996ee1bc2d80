// The frame of every dashboard list: the message shown instead of a table
// (loading, empty, failed), the scrolling table of one page (or, on a phone,
// one card per record), and the pager under it.
import { Group, NativeSelect, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Update } from './url-state';

/** What a list procedure's query gives the frame (a TanStack Query result fits). */
export interface ListQuery<Row> {
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  /** totalCapped: more than `total` rows match (a broad name search is not counted to the end). */
  data: { rows: Row[]; total: number; totalCapped?: boolean; page: number; pageSize: number } | undefined;
}

export function PagedTable<Row>(props: {
  query: ListQuery<Row>;
  update: Update;
  label: string;
  emptyMessage: string;
  minWidth: number;
  /** Mark the table busy while a newer page loads. */
  markBusy?: boolean;
  /** The column headings. */
  columns: string[];
  row: (row: Row) => ReactNode;
  /** On a phone (narrower than 36em), each record as a card instead of a table row. */
  card?: (row: Row) => ReactNode;
}) {
  const { query, update } = props;
  // False on the server and until the first effect: the table is the default.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: true });
  if (query.isError) return <ListState>Failed to fetch data</ListState>;
  if (query.isPending || !query.data) return <ListState>Loading...</ListState>;
  const { rows, total, totalCapped, page, pageSize } = query.data;
  if (total === 0) return <ListState>{props.emptyMessage}</ListState>;
  if (phone && props.card) {
    return (
      <Stack gap="sm">
        <Stack
          gap="xs"
          role="list"
          aria-label={props.label}
          aria-busy={props.markBusy ? query.isFetching : undefined}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {rows.map(props.card)}
        </Stack>
        <Pager total={total} totalCapped={totalCapped} page={page} pageSize={pageSize} update={update} shown={rows.length} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Paper
        withBorder
        bg="white"
        style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        aria-busy={props.markBusy ? query.isFetching : undefined}
      >
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={props.label}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map(props.row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Pager total={total} totalCapped={totalCapped} page={page} pageSize={pageSize} update={update} shown={rows.length} />
    </Stack>
  );
}

function ListState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" bg="white">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

function Pager(props: { total: number; totalCapped?: boolean; page: number; pageSize: number; update: Update; shown: number }) {
  const { total, totalCapped, page, pageSize, update, shown } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{first + shown - (shown > 0 ? 1 : 0)} of{' '}
        {totalCapped ? `more than ${total.toLocaleString('en-IN')}` : total}
      </Text>
      <Group gap="sm">
        <NativeSelect
          aria-label="Rows per page"
          value={String(pageSize)}
          onChange={(event) => update({ pageSize: event.currentTarget.value === '25' ? null : event.currentTarget.value })}
          data={['25', '50', '100']}
          size="xs"
        />
        <Pagination
          total={pages}
          value={page}
          onChange={(value) => update({ page: value === 1 ? null : String(value) }, { keepPage: true })}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
    </Group>
  );
}
