// What staff see once a decision is saved: a confirmation in view with the
// record's id, and, when email is off, the WhatsApp message to send now (the
// applicant hears of the decision no other way). A dialog, so it is in view
// wherever the button was pressed (a table row, the drawer). The dashboard
// holds it (DecisionDoneHost), not the button: a list filtered by status
// drops the decided row, and a confirmation kept by its button went with it.
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTRPC } from '~/utils/trpc';
import { useMay } from '~/utils/may';
import type { DecisionStatus } from '../../../domain/vocabulary';

export interface Decided {
  kind: 'registrations' | 'admissions';
  id: number;
  /** The id staff and the applicant know the record by. */
  referenceId: string;
  name: string;
  status: DecisionStatus;
  /** The applicant's email was queued with the decision (email on). */
  emailQueued: boolean;
}

let shown: Decided | null = null;
const listeners = new Set<() => void>();
const show = (decided: Decided | null) => {
  shown = decided;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by the decision buttons once a decision is saved. */
export const announceDecision = (decided: Decided) => show(decided);

/** The confirmation of the last decision, on the page that has decision buttons. */
export function DecisionDoneHost() {
  const decided = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  const trpc = useTRPC();
  const mail = useQuery(trpc.mail.status.queryOptions());
  return <DecisionDone decided={decided} emailOff={mail.data?.email === 'off'} onClose={() => show(null)} />;
}

const decidedWord: Record<DecisionStatus, string> = { APPROVED: 'Approved', REJECTED: 'Rejected' };

function DecisionDone(props: {
  decided: Decided | null;
  /** Email is off (no mail server): the dialog prompts the WhatsApp message. */
  emailOff: boolean;
  onClose: () => void;
}) {
  const { decided } = props;
  const title = decided ? `${decidedWord[decided.status]}: ${decided.name}` : '';
  return (
    <Modal opened={decided !== null} onClose={props.onClose} title={title} centered>
      {decided ? (
        <Stack gap="md">
          <Alert color="green" role="status" data-testid="decision-done">
            {decidedWord[decided.status]} {decided.kind === 'registrations' ? 'registration' : 'admission'}{' '}
            <strong>{decided.referenceId}</strong> of {decided.name}.{' '}
            {decided.emailQueued ? 'The applicant is emailed the decision.' : null}
          </Alert>
          {props.emailOff && !decided.emailQueued ? <WhatsappPrompt kind={decided.kind} id={decided.id} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/** Email is off: the message to send on WhatsApp, recorded when staff open it. */
function WhatsappPrompt({ kind, id }: { kind: 'registrations' | 'admissions'; id: number }) {
  const mayMessage = useMay('messages.send');
  const trpc = useTRPC();
  const send = useMutation(
    trpc[kind].whatsappNotice.mutationOptions({
      onSuccess: (result) => window.open(result.url, '_blank', 'noopener'),
      onError: (error) => notifications.show({ color: 'red', title: 'Message not prepared', message: error.message }),
    }),
  );
  return (
    <Stack gap={6} data-testid="decision-whatsapp">
      <Text size="sm">
        Email is off, so the applicant is not told. {mayMessage ? 'Send them the decision on WhatsApp now.' : null}
      </Text>
      {mayMessage ? (
        <Button color="teal" onClick={() => send.mutate({ id, siteUrl: window.location.origin })} loading={send.isPending}>
          Send on WhatsApp
        </Button>
      ) : (
        <Text size="sm">Ask a colleague who sends messages to send it on WhatsApp.</Text>
      )}
      {send.data ? (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="decision-whatsapp-text">
            {send.data.text}
          </Text>
          <Anchor href={send.data.url} target="_blank" rel="noopener noreferrer" size="sm">
            Open WhatsApp with the message
          </Anchor>
        </>
      ) : null}
    </Stack>
  );
}
