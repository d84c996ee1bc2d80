// The drawer's "Send on WhatsApp" button and the list of messages to the
// applicant with their state. The message text is built on the server, once.
import { Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/utils/trpc';
import { formatDateTime } from './format';
import { useMay } from '~/utils/may';

type Kind = 'registrations' | 'admissions' | 'enquiries';

export function ApplicantMessages({ kind, id }: { kind: Kind; id: number }) {
  const mayMessage = useMay('messages.send');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = trpc[kind];
  const messages = useQuery(procedures.messages.queryOptions({ id }));
  const mail = useQuery(trpc.mail.status.queryOptions());
  const send = useMutation(
    procedures.whatsappNotice.mutationOptions({
      onSuccess: (result) => {
        void queryClient.invalidateQueries({ queryKey: procedures.messages.queryKey({ id }) });
        // Popup blockers may stop this; the link below stays as the way through.
        window.open(result.url, '_blank', 'noopener');
      },
      onError: (error) => notifications.show({ color: 'red', title: 'Message not prepared', message: error.message }),
    }),
  );
  return (
    <div>
      <Title order={3} size="h5" mb={6}>
        Messages to the applicant
      </Title>
      <Stack gap={6}>
        {mayMessage ? (
          <Button
            size="xs"
            color="teal"
            variant="light"
            loading={send.isPending}
            onClick={() => send.mutate({ id, siteUrl: window.location.origin })}
            style={{ alignSelf: 'flex-start' }}
          >
            Send on WhatsApp
          </Button>
        ) : null}
        {send.data ? (
          <Anchor href={send.data.url} target="_blank" rel="noopener noreferrer" size="sm" data-testid="whatsapp-link">
            Open WhatsApp with the message
          </Anchor>
        ) : null}
        {mail.data?.email === 'off' ? <EmailOff /> : null}
        {messages.data && messages.data.length > 0 ? (
          <List size="sm" spacing={4} aria-label="Messages">
            {messages.data.map((message) => (
              <List.Item key={message.id}>
                {message.channel === 'whatsapp' ? 'WhatsApp' : 'Email'} to {message.recipient}:{' '}
                {message.channel === 'whatsapp'
                  ? 'opened by ' + (message.by ?? 'a removed admin')
                  : emailStateLabel(message.state)}
                {message.lastError ? ` (${message.lastError})` : ''}, {formatDateTime(message.at)}
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            No messages yet.
          </Text>
        )}
      </Stack>
    </div>
  );
}

const emailStateLabel = (state: string) =>
  state === 'queued'
    ? 'queued'
    : state === 'sent'
      ? 'sent'
      : state === 'failed'
        ? 'failed, not retried'
        : state === 'held'
          ? 'held after a restore (see the dashboard)'
          : state === 'cancelled'
            ? 'cancelled after a restore'
            : state;

/** Said wherever a decision would email the applicant while no mail server is configured. */
export function EmailOff() {
  return (
    <Text size="sm" c="dimmed" data-testid="email-off">
      Email is off: no mail server is configured, so the applicant is not emailed. Use Send on WhatsApp.
    </Text>
  );
}
