import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A striped admin list with its column headings, scrolled sideways inside
 * itself on a phone (below `minWidth`) so the page never scrolls sideways.
 * The rows are the children; an empty heading is a column of buttons.
 */
export function AdminTable({
  columns,
  minWidth = 640,
  children,
  ...table
}: { columns: readonly string[]; minWidth?: number; children: ReactNode } & Omit<TableProps, 'children'>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={`${index}-${column}`}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
