// One enquiry: the question, the answer staff write (emailed when email is on,
// or sent from their WhatsApp), the history with every answer, and Reopen for
// an answered enquiry. Resolving is no longer one irreversible click: the
// answer is written and confirmed here.
import { Alert, Button, Drawer, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '~/utils/trpc';
import { ApplicantMessages } from './ApplicantMessages';
import { StatusBadge } from './controls';
import { fieldErrorOf, formatDateTime } from './format';
import { HistoryList } from './HistoryList';
import { enquirySubjects } from '../../../domain/vocabulary';
import { replyMaxLength, replyMessages } from '../../../domain/schemas/decision';

export function EnquiryDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const detail = useQuery(trpc.enquiries.detail.queryOptions({ id: id ?? 0 }, { enabled: id !== null }));
  const mail = useQuery({ ...trpc.mail.status.queryOptions(), enabled: id !== null });
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answered, setAnswered] = useState<string | null>(null);
  useEffect(() => {
    setReply('');
    setError(null);
    setAnswered(null);
  }, [id]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.enquiries.pathKey() });
  const answer = useMutation(
    trpc.enquiries.answer.mutationOptions({
      onSuccess: (result) => {
        const record = detail.data?.record;
        const said = !result.changed
          ? 'This enquiry was already resolved; nothing was sent.'
          : result.emailQueued
            ? `Answer emailed to ${record?.email ?? 'the enquirer'}; the enquiry is resolved.`
            : 'The enquiry is resolved. Send the answer with Send on WhatsApp below.';
        setAnswered(said);
        notifications.show({ color: 'green', message: said });
        setReply('');
        void refresh();
      },
      onError: (failure) => {
        setError(fieldErrorOf(failure, 'reply') ?? failure.message);
      },
    }),
  );
  const reopen = useMutation(
    trpc.enquiries.reopen.mutationOptions({
      onSuccess: () => {
        setAnswered(null);
        notifications.show({ color: 'blue', message: 'The enquiry is open again.' });
        void refresh();
      },
      onError: (failure) => notifications.show({ color: 'red', title: 'Not reopened', message: failure.message }),
    }),
  );
  const send = () => {
    const trimmed = reply.trim();
    if (!trimmed) return setError(replyMessages.replyRequired);
    if (trimmed.length > replyMaxLength) return setError(replyMessages.replyTooLong);
    setError(null);
    answer.mutate({ id: id ?? 0, reply: trimmed });
  };
  const record = detail.data?.record;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={record ? `Enquiry from ${record.name}` : 'Enquiry'}
      closeButtonProps={{ 'aria-label': 'Close enquiry' }}
    >
      {id === null ? null : detail.isError ? (
        <Text>Failed to fetch data</Text>
      ) : !record || !detail.data ? (
        <Text>Loading...</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <StatusBadge status={record.status} />
            <Text size="sm">{formatDateTime(record.createdAt)}</Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {enquirySubjects.labels[record.subject] ?? record.subject} · {record.mobile} · {record.email}
          </Text>
          <div>
            <Title order={3} size="h5" mb={6}>
              Question
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lang={record.language}>
              {record.query}
            </Text>
          </div>
          {answered ? (
            <Alert color="green" role="status" title="Answered">
              {answered}
            </Alert>
          ) : null}
          {record.status === 'PENDING' ? (
            <Stack gap="sm">
              <Textarea
                label="Your answer (the enquirer receives it)"
                value={reply}
                onChange={(event) => setReply(event.currentTarget.value)}
                maxLength={replyMaxLength}
                autosize
                minRows={3}
                required
                error={error}
                data-autofocus
              />
              {/* With email off, the messages section below says so (once) and offers WhatsApp. */}
              {mail.data?.email === 'on' ? <Text size="sm">The answer is emailed to {record.email}.</Text> : null}
              <Group justify="flex-end">
                <Button color="green" loading={answer.isPending} onClick={send}>
                  Send reply and resolve
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group justify="flex-start">
              <Button variant="default" loading={reopen.isPending} onClick={() => reopen.mutate({ id: record.id })}>
                Reopen enquiry
              </Button>
            </Group>
          )}
          <ApplicantMessages kind="enquiries" id={record.id} />
          <HistoryList
            title="Enquiry history"
            empty="No answers yet."
            events={detail.data.history}
            change={(event) => (event.to === 'RESOLVED' ? 'Answered and resolved' : 'Reopened')}
          />
        </Stack>
      )}
    </Drawer>
  );
}
