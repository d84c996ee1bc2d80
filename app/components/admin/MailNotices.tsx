// The dashboard's notices about email to applicants: sending is failing (how
// many wait, the last error), and emails a restore held, which staff send
// again or cancel (decision 046). Nothing shows while all is well.
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/utils/trpc';
import { useMay } from '~/utils/may';
import { formatDateTime } from './format';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function MailNotices() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Looked at again every minute: a mail server that stops answering shows without a reload.
  const health = useQuery({ ...trpc.mail.health.queryOptions(), refetchInterval: 60_000 });
  // Held emails are the Owner's to settle (settings.manage).
  const maySettle = useMay('settings.manage');
  const held = useQuery({ ...trpc.mail.held.queryOptions(), enabled: maySettle && (health.data?.held ?? 0) > 0 });
  const settle = useMutation(
    trpc.mail.settleHeld.mutationOptions({
      onSuccess: (result, input) => {
        notifications.show({
          color: 'green',
          message:
            input.action === 'send'
              ? `${plural(result.moved, 'email', 'emails')} queued to send again.`
              : `${plural(result.moved, 'email', 'emails')} cancelled.`,
        });
        void queryClient.invalidateQueries({ queryKey: trpc.mail.pathKey() });
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Nothing changed', message: error.message }),
    }),
  );
  const data = health.data;
  if (!data) return null;
  const failing = data.retrying + data.givenUp > 0;
  const heldRows = held.data ?? [];
  return (
    <>
      {data.email === 'on' && failing ? (
        <Alert color="red" title="Emails to applicants are failing" mb="md" role="alert" data-testid="email-failing">
          <Text size="sm">
            {plural(data.waiting, 'email is', 'emails are')} waiting to be sent
            {data.retrying > 0 ? ` (${plural(data.retrying, 'is', 'are')} retried automatically)` : ''}
            {data.givenUp > 0 ? `; ${plural(data.givenUp, 'email was', 'emails were')} given up` : ''}.
          </Text>
          {data.lastError ? <Text size="sm">Last error: {data.lastError}</Text> : null}
          <Text size="sm">
            Check SMTP_URL and the mail server (npm run doctor checks that it answers). Meanwhile, use Send on WhatsApp in each
            record.
          </Text>
        </Alert>
      ) : null}
      {data.held > 0 ? (
        <Alert color="orange" title="Emails held after a restore" mb="md" role="alert" data-testid="held-emails">
          <Text size="sm">
            {plural(data.held, 'email was', 'emails were')} waiting to be sent when the restored backup was taken. It may have
            reached the applicant before the restore, so nothing is sent until you decide.
          </Text>
          {heldRows.length > 0 ? (
            <List size="sm" my="xs" aria-label="Held emails">
              {heldRows.map((row) => (
                <List.Item key={row.id}>
                  {row.subject}, to {row.recipient} (queued {formatDateTime(row.createdAt)}
                  {row.by ? ` by ${row.by}` : ''})
                </List.Item>
              ))}
            </List>
          ) : null}
          <Group gap="sm">
            <Button
              color="orange"
              loading={settle.isPending && settle.variables?.action === 'send'}
              disabled={heldRows.length === 0 || settle.isPending}
              onClick={() => settle.mutate({ ids: heldRows.map((row) => row.id), action: 'send' })}
            >
              Send {heldRows.length === 1 ? 'it' : 'them'} again
            </Button>
            <Button
              variant="default"
              loading={settle.isPending && settle.variables?.action === 'cancel'}
              disabled={heldRows.length === 0 || settle.isPending}
              onClick={() => settle.mutate({ ids: heldRows.map((row) => row.id), action: 'cancel' })}
            >
              Do not send
            </Button>
          </Group>
        </Alert>
      ) : null}
    </>
  );
}
