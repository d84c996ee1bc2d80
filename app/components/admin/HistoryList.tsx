// A record's history in a drawer: each change, who made it and when, and the
// remark they left, oldest first as the service returns them.
import { List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from './format';

interface HistoryEvent {
  id: number;
  by: string | null;
  at: string | Date;
  remark: string | null;
}

export function HistoryList<Event extends HistoryEvent>(props: {
  title: string;
  /** Said when there is no change yet. */
  empty: string;
  events: readonly Event[];
  /** What the change was: "PENDING → APPROVED", "Reopened". */
  change: (event: Event) => ReactNode;
}) {
  return (
    <div>
      <Title order={3} size="h5" mb={6}>
        {props.title}
      </Title>
      {props.events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <List size="sm" spacing={4} aria-label={props.title}>
          {props.events.map((event) => (
            <List.Item key={event.id}>
              {props.change(event)} by {event.by ?? 'a removed admin'}, {formatDateTime(event.at)}
              {event.remark ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                  “{event.remark}”
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
