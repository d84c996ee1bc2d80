// Staff's "Ask for correction" on a PENDING registration (decision 048):
// tick the documents and fields to send again, write what is wrong. The
// applicant is emailed (email on); "Send on WhatsApp" in the drawer sends the
// same message. The status stays PENDING; the row shows the correction.
import { Badge, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '~/utils/trpc';
import { EmailOff } from './ApplicantMessages';
import { formatDate } from './format';
import { correctionFields, correctionStaffMessages, type CorrectionField } from '../../../domain/schemas/correction';
import { remarkMaxLength } from '../../../domain/schemas/decision';
import { allowedDocuments, documentStaffNames, type RegistrationFileField } from '../../../domain/schemas/documents';
import { useMay } from '~/utils/may';

const documentNames = documentStaffNames;

export const correctionFieldNames: Record<CorrectionField, string> = {
  name: 'Name',
  fatherName: "Father's name",
  email: 'Email',
  address: 'Address',
};

/** "Correction requested · until 2 Dec 2026" or "Corrected", beside the status. */
export function CorrectionBadge({
  correction,
  deadline,
}: {
  correction: string | null;
  deadline: number | string | Date | null;
}) {
  if (!correction) return null;
  if (correction === 'corrected') {
    return (
      <Badge color="teal" variant="light" style={{ minWidth: 'max-content' }}>
        Corrected
      </Badge>
    );
  }
  const until = deadline === null ? null : new Date(deadline);
  const passed = until !== null && until.getTime() <= Date.now();
  // The deadline as text under the badge, which may wrap: in one badge it
  // widened the list's status column past a 1366 px screen.
  return (
    <Stack gap={0} align="flex-start">
      <Badge color={passed ? 'gray' : 'yellow'} variant="light" style={{ minWidth: 'max-content' }}>
        {passed ? 'Correction time passed' : 'Correction requested'}
      </Badge>
      {!passed && until ? <Text size="xs">until {formatDate(until)}</Text> : null}
    </Stack>
  );
}

interface CorrectionButtonProps {
  id: number;
  name: string;
  program: string;
  status: string;
  correction: string | null;
  deadline: number | string | Date | null;
}

/** Shown only to whom may use it (corrections.ask); the server refuses anyone else anyway. */
export function CorrectionButton(props: CorrectionButtonProps) {
  return useMay('corrections.ask') ? <CorrectionButtonAllowed {...props} /> : null;
}

function CorrectionButtonAllowed(props: CorrectionButtonProps) {
  const [open, setOpen] = useState(false);
  const [documents, setDocuments] = useState<RegistrationFileField[]>([]);
  const [fields, setFields] = useState<CorrectionField[]>([]);
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Known before the dialog opens (one request for the whole list): read only
  // once it opened, its note appeared a moment later and moved the dialog's
  // buttons under a finger already on its way to them.
  const mail = useQuery(trpc.mail.status.queryOptions());
  const mutation = useMutation(
    trpc.registrations.requestCorrection.mutationOptions({
      onSuccess: () => {
        setOpen(false);
        void queryClient.invalidateQueries({ queryKey: trpc.registrations.pathKey() });
      },
      onError: (failure) => setError(failure.message),
    }),
  );
  const awaiting = props.correction === 'requested' && props.deadline !== null && new Date(props.deadline).getTime() > Date.now();
  if (props.status !== 'PENDING') return null;
  const start = () => {
    setDocuments([]);
    setFields([]);
    setRemark('');
    setError(null);
    setOpen(true);
  };
  const confirm = () => {
    const trimmed = remark.trim();
    if (documents.length + fields.length === 0) return setError(correctionStaffMessages.nothingTicked);
    if (!trimmed) return setError(correctionStaffMessages.remarkRequired);
    mutation.mutate({ id: props.id, documents, fields, remark: trimmed });
  };
  return (
    <>
      <Button
        size="compact-xs"
        color="yellow"
        variant="outline"
        disabled={awaiting || mutation.isPending}
        onClick={start}
        aria-label={`Ask ${props.name} for a correction`}
        title={awaiting ? 'A correction is awaited' : undefined}
      >
        CORRECTION
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Ask ${props.name} for a correction`} centered>
        <Stack gap="sm">
          <Text size="sm">The applicant sends again only what you tick. The status stays PENDING and no fee is asked again.</Text>
          <Checkbox.Group
            label="Documents to send again"
            value={documents}
            onChange={(value) => setDocuments(value as RegistrationFileField[])}
          >
            <Stack gap={4} mt={4}>
              {allowedDocuments(props.program).map((field) => (
                <Checkbox key={field} value={field} label={documentNames[field]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Checkbox.Group
            label="Details to type again"
            value={fields}
            onChange={(value) => setFields(value as CorrectionField[])}
          >
            <Stack gap={4} mt={4}>
              {correctionFields.map((field) => (
                <Checkbox key={field} value={field} label={correctionFieldNames[field]} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea
            label="What is wrong (the applicant will see it)"
            value={remark}
            onChange={(event) => setRemark(event.currentTarget.value)}
            maxLength={remarkMaxLength}
            autosize
            minRows={2}
            required
            error={error}
          />
          {mail.data?.email === 'off' ? <EmailOff /> : null}
          {mail.data?.email === 'on' ? (
            <Text size="sm" c="dimmed">
              The applicant is emailed the remark, the deadline and the link.
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            {/* Pressable once the email note above is in its place (a failed look-up shows none). */}
            <Button color="yellow" loading={mutation.isPending} disabled={mail.isPending} onClick={confirm}>
              Ask for correction
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
