// Controls shared by the dashboard tables and the detail drawer.
import { Badge, Button, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/api/root';
import { useTRPC } from '~/utils/trpc';
import type { ViewedDocument } from './DocumentViewer';
import { EmailOff } from './ApplicantMessages';
import { documentsPurgedNotice, statusColor } from './format';
import { decisionStatuses, documentKinds, type DecisionStatus } from '../../../domain/vocabulary';
import { decisionMessages, remarkMaxLength } from '../../../domain/schemas/decision';

type Outputs = inferRouterOutputs<AppRouter>;
export type RegistrationRow = Outputs['registrations']['list']['rows'][number];
export type AdmissionRow = Outputs['admissions']['list']['rows'][number];
export type EnquiryRow = Outputs['enquiries']['list']['rows'][number];

export function StatusBadge({ status }: { status: string | null }) {
  const value = status || 'PENDING';
  return (
    <Badge color={statusColor[value]} variant="light" style={{ minWidth: 'max-content' }}>
      {value}
    </Badge>
  );
}

/**
 * The status buttons of one registration or admission; the current one disabled.
 * Either opens a short form for the remark the applicant will see (required to
 * reject), so approving from the list is two taps: Approve, then Confirm.
 */
export function DecisionButtons(props: {
  kind: 'registrations' | 'admissions';
  id: number;
  status: string;
  name: string;
  /** Set when the record's documents were removed: approving then says so first. */
  documentsPurgedAt?: Date | string | null;
}) {
  const [choice, setChoice] = useState<DecisionStatus | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = props.kind === 'registrations' ? trpc.registrations : trpc.admissions;
  const mail = useQuery({ ...trpc.mail.status.queryOptions(), enabled: choice !== null });
  const mutation = useMutation(
    procedures.decide.mutationOptions({
      onSuccess: () => {
        setChoice(null);
        setRemark('');
        void queryClient.invalidateQueries({ queryKey: procedures.pathKey() });
      },
      onError: (failure) => {
        console.error('Status update failed', failure);
        notifications.show({ color: 'red', title: 'Status not changed', message: failure.message });
      },
    }),
  );
  const open = (status: DecisionStatus) => {
    setError(null);
    setRemark('');
    setChoice(status);
  };
  const confirm = () => {
    if (!choice) return;
    const trimmed = remark.trim();
    if (choice === 'REJECTED' && !trimmed) return setError(decisionMessages.rejectNeedsRemark);
    if (trimmed.length > remarkMaxLength) return setError(decisionMessages.remarkTooLong);
    mutation.mutate({ id: props.id, status: choice, remark: trimmed || undefined });
  };
  const verb = choice === 'REJECTED' ? 'Reject' : 'Approve';
  const withoutDocuments = choice === 'APPROVED' && Boolean(props.documentsPurgedAt);
  return (
    <Group gap={6} wrap="nowrap">
      {decisionStatuses.map((status) => (
        <Button
          key={status}
          size="compact-xs"
          color={status === 'APPROVED' ? 'green' : 'red'}
          variant={props.status === status ? 'filled' : 'outline'}
          disabled={props.status === status || mutation.isPending}
          loading={mutation.isPending && mutation.variables?.status === status}
          onClick={() => open(status)}
          aria-label={`${status} ${props.name}`}
        >
          {status}
        </Button>
      ))}
      <Modal opened={choice !== null} onClose={() => setChoice(null)} title={withoutDocuments ? 'Approve without documents?' : `${verb} ${props.name}?`}
        centered
      >
        <Stack gap="md">
          {withoutDocuments && props.documentsPurgedAt ? (
            <Text size="sm">
              {documentsPurgedNotice(props.documentsPurgedAt)}: there is nothing left to check. Approve {props.name} anyway?
            </Text>
          ) : null}
          <Textarea
            label={choice === 'REJECTED' ? 'Reason (the applicant will see it)' : 'Remark for the applicant (optional)'}
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            maxLength={remarkMaxLength}
            autosize
            minRows={2}
            required={choice === 'REJECTED'}
            error={error}
            data-autofocus
          />
          {mail.data?.email === 'off' ? <EmailOff /> : null}
          {mail.data?.email === 'on' ? (
            <Text size="sm" c="dimmed">
              The applicant is emailed the decision and the remark.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setChoice(null)}>
              Cancel
            </Button>
            <Button color={choice === 'REJECTED' ? 'red' : 'green'} loading={mutation.isPending} onClick={confirm}>
              {withoutDocuments ? 'Approve anyway' : verb}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

export function DocumentButtons(props: {
  documents: RegistrationRow['documents'];
  ownerName: string;
  onView: (doc: ViewedDocument) => void;
}) {
  if (props.documents.length === 0) return <Text size="xs" c="dimmed">None</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      {props.documents.map((doc) => (
        <Button
          key={doc.id}
          size="compact-xs"
          color={doc.kind === 'payment' ? 'grape' : 'gray'}
          onClick={() => props.onView({ ...doc, ownerName: props.ownerName })}
          aria-label={`${documentKinds.labels[doc.kind] ?? doc.kind}${doc.replacedAt ? ' (replaced)' : ''} of ${props.ownerName}`}
          // A file a correction replaced stays beside the new one, marked (decision 048).
          variant={doc.replacedAt ? 'outline' : 'light'}
          td={doc.replacedAt ? 'line-through' : undefined}
        >
          {documentKinds.labels[doc.kind] ?? doc.kind}
          {doc.replacedAt ? ' (replaced)' : ''}
        </Button>
      ))}
    </Group>
  );
}

export function UtrCell({ utr, seenBefore }: { utr: string; seenBefore: boolean }) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" ff="monospace">
        {utr}
      </Text>
      {seenBefore ? (
        <Tooltip label="This UTR was also used on another registration or admission">
          <Badge color="orange" variant="filled" size="xs" style={{ minWidth: 'max-content' }}>
            UTR seen before
          </Badge>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export function ResolveButton({ id, status, name }: { id: number; status: string; name: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.enquiries.resolve.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.enquiries.pathKey() }),
      onError: (error) => {
        console.error('Resolve failed', error);
        notifications.show({ color: 'red', title: 'Enquiry not resolved', message: error.message });
      },
    }),
  );
  const resolved = status === 'RESOLVED';
  return (
    <Button
      size="compact-xs"
      color="green"
      variant={resolved ? 'light' : 'filled'}
      disabled={resolved || mutation.isPending}
      loading={mutation.isPending}
      onClick={() => mutation.mutate({ id })}
      aria-label={resolved ? `Resolved: ${name}` : `Resolve ${name}`}
    >
      {resolved ? 'Resolved' : 'Resolve'}
    </Button>
  );
}

