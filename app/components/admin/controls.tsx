// Controls shared by the dashboard tables and the detail drawer.
import { Badge, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/api/root';
import { useTRPC } from '~/utils/trpc';
import type { ViewedDocument } from './DocumentViewer';
import { documentsPurgedNotice, statusColor } from './format';
import { documentKinds } from '../../../domain/vocabulary';

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

/** The status buttons of one registration or admission; the current one disabled. */
export function DecisionButtons(props: {
  kind: 'registrations' | 'admissions';
  id: number;
  status: string;
  name: string;
  /** Set when the record's documents were removed: approving then asks first. */
  documentsPurgedAt?: Date | string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = props.kind === 'registrations' ? trpc.registrations : trpc.admissions;
  const mutation = useMutation(
    procedures.setStatus.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: procedures.pathKey() }),
      onError: (error) => {
        console.error('Status update failed', error);
        notifications.show({ color: 'red', title: 'Status not changed', message: error.message });
      },
    }),
  );
  return (
    <Group gap={6} wrap="nowrap">
      {(['APPROVED', 'REJECTED'] as const).map((status) => (
        <Button
          key={status}
          size="compact-xs"
          color={status === 'APPROVED' ? 'green' : 'red'}
          variant={props.status === status ? 'filled' : 'outline'}
          disabled={props.status === status || mutation.isPending}
          loading={mutation.isPending && mutation.variables?.status === status}
          onClick={() =>
            status === 'APPROVED' && props.documentsPurgedAt ? setConfirming(true) : mutation.mutate({ id: props.id, status })
          }
          aria-label={`${status} ${props.name}`}
        >
          {status}
        </Button>
      ))}
      {props.documentsPurgedAt ? (
        <Modal opened={confirming} onClose={() => setConfirming(false)} title="Approve without documents?" centered>
          <Stack gap="md">
            <Text size="sm">
              {documentsPurgedNotice(props.documentsPurgedAt)}: there is nothing left to check. Approve {props.name}{' '}
              anyway?
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                color="green"
                onClick={() => {
                  setConfirming(false);
                  mutation.mutate({ id: props.id, status: 'APPROVED' });
                }}
              >
                Approve anyway
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
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
          variant="light"
          color={doc.kind === 'payment' ? 'grape' : 'gray'}
          onClick={() => props.onView({ ...doc, ownerName: props.ownerName })}
          aria-label={`${documentKinds.labels[doc.kind] ?? doc.kind} of ${props.ownerName}`}
        >
          {documentKinds.labels[doc.kind] ?? doc.kind}
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

