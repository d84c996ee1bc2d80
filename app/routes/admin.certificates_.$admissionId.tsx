// One admitted student's result and certificates: record the result (marks
// in whole percent; the grade comes from the course's grading table), issue
// the certificate, print it in English or Hindi, revoke it with a reason.
// Plain forms: each posts to this route's action, which calls one procedure.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { formatDate, formatDateTime } from '~/components/admin/format';
import { adminIntentAction, recordOrNotFound } from '~/actions/admin-action.server';
import { requireAdmin } from '~/utils/auth.server';

import { adminMeta, adminPages } from '~/utils/admin-pages';
import { centres, recordStatuses } from '../../domain/vocabulary';
import { standingLabels } from '../../domain/batches';
import { latinNamePattern } from '../../domain/schemas/certificate';
import { recordIdOf } from '~/utils/route-params';
import { AdminPage } from '~/components/admin/AdminPage';
import { IntentOutcome } from '~/components/admin/IntentOutcome';

export const meta = adminMeta('Result and certificate');

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.certificates.permission);
  return recordOrNotFound(context.api.certificates.student({ admissionId: recordIdOf(params.admissionId) }), context);
}

export function action(args: ActionFunctionArgs) {
  // Signed in and allowed before the id is read: a stranger is sent to sign in, not told 404.
  requireAdmin(args.context, adminPages.certificates.permission);
  const admissionId = recordIdOf(args.params.admissionId);
  const api = args.context.api.certificates;
  return adminIntentAction(args, adminPages.certificates.permission, {
    result: async (text) => {
      const saved = await api.recordResult({ admissionId, marks: text('marks'), completionDate: text('completionDate') });
      return `Result recorded: ${saved.marks}%, grade ${saved.grade}.`;
    },
    issue: async (text) =>
      `Certificate ${(await api.issue({ admissionId, overrideRemark: text('overrideRemark'), nameLatin: text('nameLatin') })).number} issued.`,
    revoke: async (text) =>
      `Certificate ${(await api.revoke({ id: Number(text('id')), reason: text('reason') })).number} revoked.`,
  });
}

/** Today in India, YYYY-MM-DD: the date field's default and latest choice. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

export default function StudentCertificatesPage() {
  const { admission, grading, results, certificates, record, rule } = useLoaderData<typeof loader>();
  const eligible = record.standing === 'eligible' || record.standing === 'no-rule';
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string, key: string) => (result?.intent === intent ? result.fieldErrors?.[key]?.[0] : undefined);
  const latest = results[0];
  const live = certificates.find((certificate) => !certificate.revokedAt);
  const approved = admission.status === 'APPROVED';
  const [searchParams] = useSearchParams();
  // "Issue certificate" asks first (a GET, so it works without JavaScript): a used number is never used again.
  const confirming = searchParams.get('confirm') === 'issue' && approved && !live && Boolean(latest);
  return (
    <AdminPage
      back={{ to: '/admin/certificates', label: 'Certificates' }}
      title={admission.name}
      intro={
        <>
          {admission.referenceId} · {admission.courseCode} ({admission.courseName}) · {centres.labels[admission.centre]} · father{' '}
          {admission.fatherName} · born {admission.dob}
        </>
      }
    >
      {!approved ? (
        <Alert color="orange" role="alert">
          This admission is {recordStatuses.labels[admission.status].toLowerCase()}: only an approved admission gets a result and
          a certificate.
        </Alert>
      ) : null}

      <Stack gap="lg">
        <Paper withBorder p="md" bg="white">
          <Title order={2} size="h4" mb="sm">
            Result
          </Title>
          {latest ? (
            <Text mb="sm" data-testid="latest-result">
              {latest.marks}% · grade <strong>{latest.grade}</strong> · completed {latest.completionDate}
              <Text span size="sm" c="dimmed">
                {' '}
                (recorded {formatDateTime(latest.createdAt)}
                {latest.by ? ` by ${latest.by}` : ''})
              </Text>
            </Text>
          ) : (
            <Text mb="sm">No result recorded yet.</Text>
          )}
          {approved && !live ? (
            <Form method="post">
              <input type="hidden" name="intent" value="result" />
              <Stack gap="sm">
                <IntentOutcome result={result} intent="result" />
                <Group grow align="flex-start" wrap="wrap">
                  <NumberInput
                    label="Marks (%)"
                    name="marks"
                    min={0}
                    max={100}
                    allowDecimal={false}
                    allowNegative={false}
                    required
                    description={grading === 'percentage' ? 'Graded A+ to F (Hospitality and NTT table)' : 'Graded O to F'}
                    error={errorOf('result', 'marks')}
                    style={{ minWidth: '9rem' }}
                  />
                  <TextInput
                    label="Completion date"
                    name="completionDate"
                    type="date"
                    max={indiaToday()}
                    required
                    error={errorOf('result', 'completionDate')}
                    style={{ minWidth: '9rem' }}
                  />
                </Group>
                <Button type="submit" loading={busy('result')} variant={latest ? 'light' : 'filled'}>
                  {latest ? 'Record a corrected result' : 'Record result'}
                </Button>
              </Stack>
            </Form>
          ) : null}
          {results.length > 1 ? (
            <Text size="sm" c="dimmed" mt="sm">
              Earlier results:{' '}
              {results
                .slice(1)
                .map((row) => `${row.marks}% (${row.grade}) on ${formatDate(row.createdAt)}`)
                .join('; ')}
            </Text>
          ) : null}
        </Paper>

        <Paper withBorder p="md" bg="white">
          <Title order={2} size="h4" mb="sm">
            Certificate
          </Title>
          <Stack gap="sm">
            <Text size="sm" data-testid="student-record">
              Attendance: {record.attendancePercent === null ? 'none recorded' : `${record.attendancePercent}%`} (
              {record.attended} of {record.marked} classes) · internal marks:{' '}
              {record.internalPercent === null
                ? 'none recorded'
                : `${record.internalPercent}% (${record.marksGot} of ${record.marksMax})`}
              {' · '}
              {rule
                ? `the course asks ${rule.minAttendancePercent}% attendance and ${rule.minInternalPercent}% internal marks`
                : 'no eligibility rule for this course'}
              {' · '}
              <strong>{standingLabels[record.standing]}</strong>
            </Text>
            <IntentOutcome result={result} intent="issue" />
            <IntentOutcome result={result} intent="revoke" />
            {confirming && latest ? (
              <Form method="post" id="confirm-issue" aria-labelledby="confirm-issue-title">
                <input type="hidden" name="intent" value="issue" />
                <Alert color="yellow">
                  <Title order={3} size="h5" id="confirm-issue-title" mb={4}>
                    Issue the certificate?
                  </Title>
                  <Text size="sm">
                    {admission.name} · {admission.courseCode} ({admission.courseName}) · {latest.marks}%, grade {latest.grade} ·
                    completed {latest.completionDate}
                  </Text>
                  <Text size="sm" mt={4}>
                    This uses the next permanent certificate number. A number is never used twice: a wrong certificate can only be
                    revoked, and its number stays taken.
                  </Text>
                  <TextInput
                    mt="sm"
                    label="Name in English letters"
                    description="Printed on the English certificate, for example Asha Kumari"
                    name="nameLatin"
                    defaultValue={latinNamePattern.test(admission.name.trim()) ? admission.name.trim() : ''}
                    error={errorOf('issue', 'nameLatin')}
                    required
                  />
                  {eligible ? null : (
                    <Textarea
                      name="overrideRemark"
                      label="Not eligible by the course's rule. To issue anyway (Centre head), give the reason: it is kept with the certificate."
                      maxLength={300}
                      autosize
                      minRows={2}
                      mt="sm"
                    />
                  )}
                  <Group mt="sm">
                    <Button type="submit" loading={busy('issue')}>
                      {eligible ? 'Yes, issue the certificate' : 'Yes, issue with this remark'}
                    </Button>
                    <Button component={Link} to="." variant="default">
                      Cancel
                    </Button>
                  </Group>
                </Alert>
              </Form>
            ) : approved && !live ? (
              // The question opens in view (the fragment), with JavaScript and without.
              <Form method="get" action="#confirm-issue">
                <input type="hidden" name="confirm" value="issue" />
                <Button type="submit" disabled={!latest}>
                  Issue certificate…
                </Button>
                {!latest ? (
                  <Text size="sm" c="dimmed" mt={4}>
                    Record the result first.
                  </Text>
                ) : null}
              </Form>
            ) : null}
            {certificates.length === 0 ? <Text>No certificate issued.</Text> : null}
            {certificates.map((certificate) => (
              <Paper key={certificate.id} withBorder p="sm" data-testid={`certificate-${certificate.number}`}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={700}>{certificate.number}</Text>
                  <Badge color={certificate.revokedAt ? 'red' : 'green'}>{certificate.revokedAt ? 'Revoked' : 'Valid'}</Badge>
                </Group>
                <Table mt="xs" withRowBorders={false} verticalSpacing={2}>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th>Grade</Table.Th>
                      <Table.Td>
                        {certificate.grade} ({certificate.marks}%)
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>Issued</Table.Th>
                      <Table.Td>{formatDateTime(certificate.issuedAt)}</Table.Td>
                    </Table.Tr>
                    {certificate.courseStartsOn ? (
                      <Table.Tr>
                        <Table.Th>Course dates</Table.Th>
                        <Table.Td>
                          {certificate.courseStartsOn} to {certificate.courseEndsOn ?? '(not set)'}
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                    {certificate.attendancePercent !== null || certificate.internalPercent !== null ? (
                      <Table.Tr>
                        <Table.Th>Issued on</Table.Th>
                        <Table.Td>
                          attendance {certificate.attendancePercent ?? '–'}%, internal marks {certificate.internalPercent ?? '–'}%
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                    {certificate.eligibilityOverride ? (
                      <Table.Tr>
                        <Table.Th>Override</Table.Th>
                        <Table.Td>{certificate.eligibilityOverride}</Table.Td>
                      </Table.Tr>
                    ) : null}
                    <Table.Tr>
                      <Table.Th>Verified</Table.Th>
                      <Table.Td data-testid="verifications">
                        {certificate.verifications} times
                        {certificate.failedVerifications
                          ? ` (and ${certificate.failedVerifications} tries with a wrong date of birth)`
                          : ''}
                      </Table.Td>
                    </Table.Tr>
                    {certificate.revokedAt ? (
                      <Table.Tr>
                        <Table.Th>Revoked</Table.Th>
                        <Table.Td>
                          {formatDateTime(certificate.revokedAt)}: {certificate.revokeReason}
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Table.Tbody>
                </Table>
                <Group gap="sm" mt="xs">
                  <Anchor href={`/admin/certificates/print/${certificate.id}/en`} target="_blank">
                    Print (English)
                  </Anchor>
                  <Anchor href={`/admin/certificates/print/${certificate.id}/hi`} target="_blank">
                    Print (Hindi)
                  </Anchor>
                </Group>
                {!certificate.revokedAt ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={certificate.id} />
                    <Stack gap="xs" mt="sm">
                      <Textarea
                        label="Reason for revoking"
                        name="reason"
                        required
                        maxLength={300}
                        autosize
                        minRows={2}
                        error={errorOf('revoke', 'reason')}
                      />
                      <Button type="submit" color="red" variant="light" loading={busy('revoke')}>
                        Revoke certificate
                      </Button>
                    </Stack>
                  </Form>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </AdminPage>
  );
}
