// One button per status with its count; pressing one filters the list by it,
// pressing it again clears the filter.
import { Button, Group } from '@mantine/core';
import { statusColor } from '../format';
import { statusValues } from './filter-options';
import type { Tab, Update } from './url-state';

export function StatusCounts(props: {
  tab: Tab;
  params: URLSearchParams;
  update: Update;
  counts: Record<string, number> | undefined;
}) {
  const { tab, params, update, counts } = props;
  const statuses = statusValues(tab);
  const current = params.get('status') ?? '';
  return (
    <Group gap="xs" aria-label="Counts per status">
      {statuses.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          variant={current === status ? 'filled' : 'light'}
          color={statusColor[status]}
          onClick={() => update({ status: current === status ? null : status })}
          aria-pressed={current === status}
        >
          {status}: {counts?.[status] ?? '…'}
        </Button>
      ))}
    </Group>
  );
}
