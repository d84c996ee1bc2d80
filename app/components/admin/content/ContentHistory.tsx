import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import type { ContentVersion, EditableKind } from './form-values';

/** Every version of an item, newest first; any but the one in force can be restored. */
export function ContentHistory({ kind, history }: { kind: EditableKind; history: ContentVersion[] }) {
  if (history.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3}>History</Title>
      {/* Rows that wrap, not a table: the editor is used on a phone too. */}
      {history.map((entry, index) => (
        <Paper key={entry.id} withBorder p="xs" data-testid={`version-${entry.version}`}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              Version {entry.version}
              {entry.restoredFrom ? ' (a restore)' : ''} ·{' '}
              {new Date(entry.publishedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} ·{' '}
              {entry.publishedByName ?? 'Came with the software'}
            </Text>
            {index === 0 ? (
              <Badge>In force</Badge>
            ) : (
              <Form method="post">
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="versionId" value={entry.id} />
                <Button type="submit" name="intent" value="restore" size="xs" variant="light">
                  Restore version {entry.version}
                </Button>
              </Form>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
