// Controls shared by the dashboard tables and the detail drawer.
import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/api/root';
import { useTRPC } from '~/utils/trpc';
import type { ViewedDocument } from './DocumentViewer';
import { EmailOff } from './ApplicantMessages';
import { announceDecision } from './DecisionDone';
import { documentsPurgedNotice, fieldErrorOf, formatDateTime, statusColor } from './format';
import { PaymentBadge } from './PaymentBadge';
import { formatPaise, formatRupees } from '../../../domain/catalogue/site';
import { decisionStatuses, type DecisionStatus } from '../../../domain/vocabulary';
import { decisionMessages, remarkMaxLength } from '../../../domain/schemas/decision';
import { useMay } from '~/utils/may';

type Outputs = inferRouterOutputs<AppRouter>;
export type RegistrationRow = Outputs['registrations']['list']['rows'][number];
export type AdmissionRow = Outputs['admissions']['list']['rows'][number];
export type EnquiryRow = Outputs['enquiries']['list']['rows'][number];

/** A button's name says what it does; the status badge says where the record is. */
const decisionVerb: Record<DecisionStatus, string> = { APPROVED: 'Approve', REJECTED: 'Reject' };

/** Row buttons: a thumb's 44 px on a phone, compact where a mouse points (sm and up). */
export const touchHeight = { base: 44, sm: 30 };

export function StatusBadge({ status, remark }: { status: string | null; remark?: string | null }) {
  const value = status || 'PENDING';
  const badge = (
    <Badge color={statusColor[value]} variant="light" style={{ minWidth: 'max-content' }}>
      {value}
    </Badge>
  );
  // A rejection without a reason (the old client's update-status sends none): the applicant was told
  // only to contact the office, so staff see it marked and can add the reason with a new decision.
  if (value !== 'REJECTED' || remark === undefined || remark) return badge;
  return (
    <Group gap={4} wrap="wrap">
      {badge}
      <Tooltip label="Rejected without a reason: the applicant only reads that no reason was given and how to reach the office">
        <Badge color="orange" variant="outline" size="xs" style={{ minWidth: 'max-content' }} data-no-remark="">
          No reason given
        </Badge>
      </Tooltip>
    </Group>
  );
}

type PaymentEvidence = Outputs['registrations']['payment'];

/** Where the fee stands and what that rests on, as the decision dialog shows it. */
export function PaymentEvidenceLines({ evidence }: { evidence: PaymentEvidence }) {
  const check = evidence.check;
  return (
    <Stack gap={4} data-testid="decision-payment">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Payment
        </Text>
        <PaymentBadge state={evidence.state} />
        <Text size="sm">
          {formatRupees(evidence.fee)} · {evidence.method === 'cash' ? 'cash at the office' : `UTR ${evidence.utr}`}
        </Text>
      </Group>
      {check ? (
        <Text size="sm" c="dimmed">
          {check.source === 'hand'
            ? `Checked by hand by ${check.by ?? 'a removed admin'}, ${formatDateTime(check.at)}: “${check.remark ?? ''}”`
            : `Statement ${check.statementFile ?? ''}${check.statementRow ? `, row ${check.statementRow}` : ''}${check.statementAmountPaise !== null ? `, ${formatPaise(check.statementAmountPaise)}` : ''}${check.statementUtr ? `, UTR ${check.statementUtr}` : ''} (${formatDateTime(check.at)})`}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No bank statement or hand check has covered this payment yet.
        </Text>
      )}
      {evidence.receipt ? <Text size="sm">Receipt {evidence.receipt}</Text> : null}
    </Stack>
  );
}

interface DecisionButtonsProps {
  kind: 'registrations' | 'admissions';
  id: number;
  status: string;
  name: string;
  referenceId: string;
  /** Set when the record's documents were removed: approving then says so first. */
  documentsPurgedAt?: Date | string | null;
}

/**
 * The status buttons of one registration or admission; the current one disabled.
 * Either opens a short form for the remark the applicant will see (required to
 * reject), so approving from the list is two taps: Approve, then Confirm.
 * Shown only to whom may use it (decisions.make); the server refuses anyone else anyway.
 */
export function DecisionButtons(props: DecisionButtonsProps) {
  return useMay('decisions.make') ? <DecisionButtonsAllowed {...props} /> : null;
}

function DecisionButtonsAllowed(props: DecisionButtonsProps) {
  const [choice, setChoice] = useState<DecisionStatus | null>(null);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unverifiedConfirmed, setUnverifiedConfirmed] = useState(false);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const procedures = props.kind === 'registrations' ? trpc.registrations : trpc.admissions;
  // Known before the dialog opens (one request for the whole list): read only
  // once it opened, its note appeared a moment later and moved the dialog's
  // buttons under a finger already on its way to them.
  const mail = useQuery(trpc.mail.status.queryOptions());
  const payment = useQuery({ ...procedures.payment.queryOptions({ id: props.id }), enabled: choice !== null });
  // Approving a fee that is not verified asks for a yes and a remark (the server holds the same rule).
  const unverified = choice === 'APPROVED' && payment.data !== undefined && payment.data.state !== 'verified';
  const mutation = useMutation(
    procedures.decide.mutationOptions({
      onSuccess: (result) => {
        setChoice(null);
        setRemark('');
        void queryClient.invalidateQueries({ queryKey: procedures.pathKey() });
        if (result.changed) {
          const { id, referenceId, name } = props;
          announceDecision({
            kind: props.kind,
            id,
            referenceId,
            name,
            status: result.to as DecisionStatus,
            emailQueued: result.emailQueued,
          });
        }
      },
      onError: (failure) => {
        console.error('Status update failed', failure);
        const onField = fieldErrorOf(failure, 'remark');
        if (onField) setError(onField);
        notifications.show({ color: 'red', title: 'Status not changed', message: onField ?? failure.message });
      },
    }),
  );
  const open = (status: DecisionStatus) => {
    setError(null);
    setRemark('');
    setUnverifiedConfirmed(false);
    setChoice(status);
  };
  const confirm = () => {
    if (!choice) return;
    const trimmed = remark.trim();
    if (choice === 'REJECTED' && !trimmed) return setError(decisionMessages.rejectNeedsRemark);
    if (unverified && (!unverifiedConfirmed || !trimmed)) return setError(decisionMessages.unverifiedPayment);
    if (trimmed.length > remarkMaxLength) return setError(decisionMessages.remarkTooLong);
    mutation.mutate({
      id: props.id,
      status: choice,
      remark: trimmed || undefined,
      approveUnverifiedPayment: unverified ? unverifiedConfirmed : undefined,
    });
  };
  const verb = choice === 'REJECTED' ? 'Reject' : 'Approve';
  const withoutDocuments = choice === 'APPROVED' && Boolean(props.documentsPurgedAt);
  return (
    <Group gap={6} wrap="nowrap">
      {decisionStatuses.map((status) => (
        <Button
          key={status}
          size="compact-sm"
          h={touchHeight}
          color={status === 'APPROVED' ? 'green' : 'red'}
          variant={props.status === status ? 'filled' : 'outline'}
          // The spec: the button of the current status is disabled.
          disabled={props.status === status || mutation.isPending}
          loading={mutation.isPending && mutation.variables?.status === status}
          onClick={() => open(status)}
          aria-label={`${decisionVerb[status]} ${props.name}`}
        >
          {decisionVerb[status]}
        </Button>
      ))}
      <Modal
        opened={choice !== null}
        onClose={() => setChoice(null)}
        title={withoutDocuments ? 'Approve without documents?' : `${verb} ${props.name}?`}
        centered
      >
        <Stack gap="md">
          {withoutDocuments && props.documentsPurgedAt ? (
            <Text size="sm">
              {documentsPurgedNotice(props.documentsPurgedAt)}: there is nothing left to check. Approve {props.name} anyway?
            </Text>
          ) : null}
          {payment.data ? (
            <PaymentEvidenceLines evidence={payment.data} />
          ) : (
            <Text size="sm">{payment.isError ? 'Payment state could not be read.' : 'Reading the payment…'}</Text>
          )}
          {unverified ? (
            <Alert color="orange" title="The payment is not verified" role="note">
              <Stack gap={6}>
                <Text size="sm">
                  No bank statement line or hand check shows this fee as paid. Approve only if you know it was paid, and say how
                  in the remark.
                </Text>
                <Checkbox
                  label="Approve although the payment is not verified"
                  checked={unverifiedConfirmed}
                  onChange={(event) => {
                    setUnverifiedConfirmed(event.currentTarget.checked);
                    setError(null);
                  }}
                />
              </Stack>
            </Alert>
          ) : null}
          {choice === 'REJECTED' && payment.data?.state === 'verified' ? (
            <Alert color="yellow" role="note">
              This fee is verified{payment.data.receipt ? ` (receipt ${payment.data.receipt})` : ''}: rejecting does not return
              it. Say in the reason what happens to the fee.
            </Alert>
          ) : null}
          <Textarea
            label={
              choice === 'REJECTED'
                ? 'Reason (the applicant will see it)'
                : unverified
                  ? 'Remark: how was the fee paid? (the applicant will see it)'
                  : 'Remark for the applicant (optional)'
            }
            value={remark}
            onChange={(event) => {
              setRemark(event.currentTarget.value);
              // The message answered the last press; typing is the fix under way.
              setError(null);
            }}
            maxLength={remarkMaxLength}
            autosize
            minRows={2}
            required={choice === 'REJECTED' || unverified}
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
            <Button
              color={choice === 'REJECTED' ? 'red' : 'green'}
              loading={mutation.isPending}
              // Pressable once the notes above are in their place (a failed look-up shows none).
              disabled={mail.isPending || (choice === 'APPROVED' && !payment.data && !payment.isError)}
              onClick={confirm}
            >
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
  if (props.documents.length === 0)
    return (
      <Text size="xs" c="dimmed">
        None
      </Text>
    );
  return (
    // Each document by its full staff name (decision 087): the buttons wrap onto more lines, never cut a name.
    <Group gap={4} wrap="wrap">
      {props.documents.map((doc) => (
        <Button
          key={doc.id}
          size="compact-sm"
          h={touchHeight}
          color={doc.kind === 'payment' ? 'grape' : 'gray'}
          onClick={() => props.onView({ ...doc, ownerName: props.ownerName })}
          aria-label={`${doc.staffName}${doc.replacedAt ? ' (replaced)' : ''} of ${props.ownerName}`}
          // A file a correction replaced stays beside the new one, marked (decision 048).
          variant={doc.replacedAt ? 'outline' : 'light'}
          td={doc.replacedAt ? 'line-through' : undefined}
        >
          {doc.staffName}
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

/**
 * The spec's Resolve button: it opens the enquiry to write the answer (the
 * resolve itself is confirmed there); once resolved it is disabled and reads
 * Resolved.
 */
export function ResolveButton({ status, name, onOpen }: { status: string; name: string; onOpen: () => void }) {
  const resolved = status === 'RESOLVED';
  return (
    <Button
      size="compact-sm"
      h={touchHeight}
      color="green"
      variant={resolved ? 'light' : 'filled'}
      disabled={resolved}
      onClick={onOpen}
      aria-label={resolved ? `Resolved: ${name}` : `Resolve ${name}`}
    >
      {resolved ? 'Resolved' : 'Resolve'}
    </Button>
  );
}
