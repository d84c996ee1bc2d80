// The pieces around every dashboard list: the message shown instead of a
// table (loading, empty, failed) and the pager under it.
import { Group, NativeSelect, Pagination, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Update } from './url-state';

export function ListState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" bg="white">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

export function Pager(props: { total: number; page: number; pageSize: number; update: Update; shown: number }) {
  const { total, page, pageSize, update, shown } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{first + shown - (shown > 0 ? 1 : 0)} of {total}
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
