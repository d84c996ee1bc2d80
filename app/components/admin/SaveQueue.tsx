// What a teacher's phone still has to send (issue 54, decision 074): the
// saves waiting for a signal, the ones the server refused (someone saved
// later: the teacher reads who and when, and discards or reopens), and the
// last ones sent with their save ids. It sends the waiting saves on opening,
// when the browser says the signal is back, and every 15 seconds while some
// wait (the browser's "online" is not to be trusted alone).
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { isTRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useState } from 'react';
import {
  discard,
  flush,
  onQueueChange,
  queuedSaves,
  sentSaves,
  type QueuedSave,
  type SendOutcome,
  type SentSave,
} from '~/offline/save-queue';
import { useTRPCClient } from '~/utils/trpc';
import { formatDateTime } from './format';

type Client = ReturnType<typeof useTRPCClient>;

async function sendWith(client: Client, save: QueuedSave): Promise<SendOutcome> {
  const common = { idempotencyKey: save.key, baseVersion: save.baseVersion, takenAt: save.takenAt };
  try {
    const answer =
      save.kind === 'attendance'
        ? await client.batches.saveAttendance.mutate({ ...common, sessionId: save.subjectId, marks: save.marks as never })
        : await client.batches.saveMarks.mutate({ ...common, assessmentId: save.subjectId, marks: save.marks as never });
    return { ok: true, ...answer };
  } catch (error) {
    const status = isTRPCClientError(error) ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
    // No answer, or the server not reachable: the save waits for the signal.
    if (status === undefined || status >= 500 || status === 401) return { ok: false, kind: 'offline' };
    const message = error instanceof Error ? error.message : 'Refused.';
    return { ok: false, kind: status === 409 ? 'conflict' : 'refused', message };
  }
}

/** The queue as React state, sent whenever it can be; `onSent` runs after a flush that sent something. */
export function useSaveQueue(onSent?: () => void) {
  const client = useTRPCClient();
  const [queue, setQueue] = useState<QueuedSave[]>([]);
  const [sent, setSent] = useState<SentSave[]>([]);
  const sendNow = useCallback(async () => {
    const before = sentSaves()[0]?.key;
    await flush((save) => sendWith(client, save));
    if (sentSaves()[0]?.key !== before) onSent?.();
  }, [client, onSent]);
  useEffect(() => {
    const refresh = () => {
      setQueue(queuedSaves());
      setSent(sentSaves());
    };
    refresh();
    const stop = onQueueChange(refresh);
    void sendNow();
    const online = () => void sendNow();
    window.addEventListener('online', online);
    const timer = window.setInterval(() => {
      if (queuedSaves().some((save) => save.state === 'waiting')) void sendNow();
    }, 15_000);
    return () => {
      stop();
      window.removeEventListener('online', online);
      window.clearInterval(timer);
    };
  }, [sendNow]);
  return { queue, sent, sendNow };
}

export function SaveQueuePanel({ queue, sent, sendNow }: ReturnType<typeof useSaveQueue>) {
  const waiting = queue.filter((save) => save.state === 'waiting');
  const refused = queue.filter((save) => save.state !== 'waiting');
  return (
    <Stack gap="xs" data-testid="save-queue">
      {waiting.length > 0 ? (
        <Alert
          color="orange"
          role="status"
          title={`${waiting.length} ${waiting.length === 1 ? 'save' : 'saves'} waiting to be sent`}
        >
          <Stack gap={4}>
            {waiting.map((save) => (
              <Text size="sm" key={save.key} data-testid="waiting-save">
                {save.label} · taken {formatDateTime(save.takenAt)}
              </Text>
            ))}
            <Text size="sm">Kept on this phone; sent by itself when the signal returns.</Text>
            <Button size="compact-sm" variant="light" onClick={() => void sendNow()} style={{ alignSelf: 'flex-start' }}>
              Try to send now
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {refused.map((save) => (
        <Alert key={save.key} color="red" role="alert" title={`Not saved: ${save.label}`} data-testid="refused-save">
          <Stack gap={4}>
            <Text size="sm">{save.problem}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => discard(save.key)}
              style={{ alignSelf: 'flex-start' }}
            >
              Discard this phone&apos;s version
            </Button>
          </Stack>
        </Alert>
      ))}
      {sent.length > 0 ? (
        <Card withBorder padding="xs">
          <Text size="sm" fw={600}>
            Sent from this phone
          </Text>
          {sent.slice(0, 5).map((save) => (
            <Group key={save.key} gap={6} wrap="wrap">
              <Badge color="green" variant="light" data-testid="sent-save-id">
                Save #{save.saveId}
              </Badge>
              <Text size="sm">
                {save.label}: {save.written} {save.written === 1 ? 'mark' : 'marks'} changed
                {save.replayed ? ' (already saved before)' : ''} · {formatDateTime(save.at)}
              </Text>
            </Group>
          ))}
        </Card>
      ) : null}
    </Stack>
  );
}
