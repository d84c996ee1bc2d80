// Every field of one registration or admission, its documents, the UTR
// warning and the status history (who changed what, when).
import { Alert, Drawer, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '~/utils/trpc';
import { ApplicantMessages } from './ApplicantMessages';
import { PaymentCheckPanel } from './PaymentCheckPanel';
import { ReceiptsPanel } from './ReceiptsPanel';
import { FactorLockAlert } from './FactorLockAlert';
import { DecisionButtons, DocumentButtons, StatusBadge } from './controls';
import { CorrectionBadge, CorrectionButton, correctionFieldNames } from './CorrectionButton';
import { documentLabels } from '../../../domain/schemas/documents';
import type { ViewedDocument } from './DocumentViewer';
import { documentsPurgedNotice, formatDateTime, formatDay } from './format';
import { HistoryList } from './HistoryList';
import { centres, genders, languages, programs } from '../../../domain/vocabulary';
import { formatRupees } from '../../../domain/catalogue/site';

export interface DrawerTarget {
  kind: 'registration' | 'admission';
  id: number;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={170} fw={600} c="dimmed" style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

export function DetailDrawer(props: {
  target: DrawerTarget | null;
  onClose: () => void;
  onView: (doc: ViewedDocument) => void;
  /** While the document viewer is open over the drawer, Escape is the viewer's. */
  viewerOpen?: boolean;
}) {
  const { target } = props;
  const trpc = useTRPC();
  const registration = useQuery(
    trpc.registrations.detail.queryOptions({ id: target?.id ?? 0 }, { enabled: target?.kind === 'registration' }),
  );
  const admission = useQuery(
    trpc.admissions.detail.queryOptions({ id: target?.id ?? 0 }, { enabled: target?.kind === 'admission' }),
  );
  const query = target?.kind === 'admission' ? admission : registration;
  const detail = query.data;
  const record = detail?.record;
  const title = target ? `${target.kind === 'admission' ? 'Admission' : 'Registration'} ${record?.referenceId ?? ''}` : '';

  return (
    <Drawer
      opened={target !== null}
      onClose={props.onClose}
      closeOnEscape={!props.viewerOpen}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {!target ? null : query.isError ? (
        <Text>Failed to fetch data</Text>
      ) : !detail || !record ? (
        <Text>Loading...</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Group gap={4}>
              <StatusBadge status={record.status} remark={record.decisionRemark} />
              {'correction' in record && record.status === 'PENDING' ? (
                <CorrectionBadge correction={record.correction} deadline={record.correctionDeadline} />
              ) : null}
            </Group>
            <Group gap={6}>
              <DecisionButtons
                kind={target.kind === 'admission' ? 'admissions' : 'registrations'}
                id={record.id}
                referenceId={record.referenceId}
                status={record.status}
                name={record.name}
                documentsPurgedAt={record.documentsPurgedAt}
              />
              {'correction' in record ? (
                <CorrectionButton
                  id={record.id}
                  name={record.name}
                  program={record.program}
                  status={record.status}
                  correction={record.correction}
                  deadline={record.correctionDeadline}
                />
              ) : null}
            </Group>
          </Group>
          {record.documentsPurgedAt ? (
            <Alert color="gray" title="Documents removed" role="note">
              {documentsPurgedNotice(record.documentsPurgedAt)}.
            </Alert>
          ) : null}
          {'factorLock' in detail && detail.factorLock ? <FactorLockAlert id={record.id} lock={detail.factorLock} /> : null}
          {detail.utrMatches.length > 0 ? (
            <Alert color="orange" title="UTR seen before">
              The UTR {record.utr} was also given on:
              <List size="sm" mt={4}>
                {detail.utrMatches.map((match) => (
                  <List.Item key={`${match.type}-${match.id}`}>
                    {match.type} {match.referenceId} ({match.name})
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          <Table withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Tbody>
              <Field label="Reference ID">{record.referenceId}</Field>
              {'registrationReferenceId' in record ? <Field label="Registration">{record.registrationReferenceId}</Field> : null}
              <Field label="Name">{record.name}</Field>
              <Field label="Father's name">{record.fatherName}</Field>
              <Field label="Gender">{genders.labels[record.gender] ?? record.gender}</Field>
              <Field label="Date of birth">{formatDay(record.dob)}</Field>
              <Field label="Mobile">{record.mobile}</Field>
              <Field label="Email">{record.email}</Field>
              <Field label="Address">{record.address}</Field>
              {'guardianName' in record && record.guardianName ? <Field label="Guardian">{record.guardianName}</Field> : null}
              <Field label="Program type">{programs.labels[record.program] ?? record.program}</Field>
              <Field label="Course">
                {record.courseCode} · {record.courseName}
              </Field>
              <Field label="Centre">{centres.labels[record.centre] ?? record.centre}</Field>
              <Field label="Mode">{record.courseMode}</Field>
              <Field label="Language">{languages.labels[record.language] ?? record.language}</Field>
              <Field label={target.kind === 'admission' ? 'Admission fee' : 'Registration fee'}>{formatRupees(record.fee)}</Field>
              <Field label="Paid by">{record.paymentMethod === 'cash' ? 'Cash at the office' : `UPI, UTR ${record.utr}`}</Field>
              <Field label="Submitted">{formatDateTime(record.createdAt)}</Field>
              {'enteredBy' in record && record.enteredBy ? (
                <Field label="Entered at the office by">{record.enteredBy}</Field>
              ) : null}
              <Field label="Last change">{formatDateTime(record.updatedAt) || '—'}</Field>
            </Table.Tbody>
          </Table>
          <div>
            <Title order={3} size="h5" mb={6}>
              Documents
            </Title>
            <DocumentButtons documents={record.documents} ownerName={record.name} onView={props.onView} />
          </div>
          {'corrections' in detail && detail.corrections.length > 0 ? (
            <div>
              <Title order={3} size="h5" mb={6}>
                Corrections
              </Title>
              <List size="sm" spacing={4} aria-label="Corrections">
                {detail.corrections.map((correction) => (
                  <List.Item key={correction.id}>
                    Asked {formatDateTime(correction.createdAt)}, until {formatDateTime(correction.deadlineAt)}:{' '}
                    {[
                      ...correction.documents.map((field) => documentLabels[field].replace(/^The /, '')),
                      ...correction.fields.map((field) => correctionFieldNames[field]),
                    ].join(', ')}
                    <Text size="sm" c="dimmed">
                      “{correction.remark}”
                    </Text>
                    <Text size="sm">
                      {correction.answeredAt
                        ? `Corrected ${formatDateTime(correction.answeredAt)}`
                        : correction.stage === 'expired'
                          ? 'Not answered; the deadline has passed'
                          : 'Awaiting the applicant'}
                      {Object.entries(correction.previousValues).map(([field, value]) => (
                        <span key={field}>
                          {' '}
                          · {correctionFieldNames[field as keyof typeof correctionFieldNames] ?? field} was “{value}”
                        </span>
                      ))}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <PaymentCheckPanel kind={target.kind === 'admission' ? 'admission' : 'registration'} record={record} />
          <ReceiptsPanel
            kind={target.kind === 'admission' ? 'admission' : 'registration'}
            id={record.id}
            referenceId={record.referenceId}
            language={record.language}
          />
          {'admissions' in detail && detail.admissions.length > 0 ? (
            <div>
              <Title order={3} size="h5" mb={6}>
                Admissions
              </Title>
              <List size="sm">
                {detail.admissions.map((a) => (
                  <List.Item key={a.id}>
                    {a.referenceId}: {a.status} ({formatDateTime(a.createdAt)})
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <ApplicantMessages kind={target.kind === 'admission' ? 'admissions' : 'registrations'} id={record.id} />
          <HistoryList
            title="Status history"
            empty="No status changes yet."
            events={detail.history}
            change={(event) => `${event.from} → ${event.to}`}
          />
        </Stack>
      )}
    </Drawer>
  );
}
