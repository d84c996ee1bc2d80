// A batch's roster (issue 54): each student's attendance share, internal
// marks and standing against the course's rule, live; and the students below
// the attendance share, to be warned by email (each in their language) or one
// by one on WhatsApp.
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { useTRPCClient } from '~/utils/trpc';
import { standingLabels, type Standing } from '../../../domain/batches';
import type { BatchData, BatchForms } from './batch-data';
import { AdminTable } from '~/components/admin/AdminTable';

const standingColour: Record<Standing, string> = {
  eligible: 'green',
  'below-attendance': 'red',
  'below-marks': 'orange',
  'no-rule': 'gray',
  'no-record': 'gray',
};

export function BatchRoster({
  intake,
  rule,
  students,
  warnings,
  busy,
}: Pick<BatchData, 'intake' | 'rule' | 'students' | 'warnings'> & Pick<BatchForms, 'busy'>) {
  return (
    <>
      <Title order={2} size="h3">
        Roster ({students.length})
      </Title>
      <AdminTable minWidth={320} aria-label="Roster" columns={['Student', 'Attendance', 'Internal', 'Standing']}>
        {students.map((student) => (
          <Table.Tr key={student.admissionId} data-testid={`roster-${student.referenceId}`}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {student.name}
              </Text>
              <Text size="xs" c="dimmed">
                {student.referenceId}
              </Text>
            </Table.Td>
            <Table.Td>
              {student.attendancePercent === null ? '–' : `${student.attendancePercent}%`}
              <Text size="xs" c="dimmed">
                {student.attended} of {student.marked}
              </Text>
            </Table.Td>
            <Table.Td>
              {student.internalPercent === null ? '–' : `${student.internalPercent}%`}
              {student.internalGrade ? ` (${student.internalGrade})` : ''}
            </Table.Td>
            <Table.Td>
              <Badge color={standingColour[student.standing]} variant="light">
                {standingLabels[student.standing]}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>

      {warnings.length > 0 ? (
        <Card withBorder padding="sm" data-testid="attendance-warnings">
          <Stack gap="xs">
            <Text fw={600}>
              Below {rule?.minAttendancePercent}% attendance ({warnings.length})
            </Text>
            {warnings.map((student) => (
              <Group key={student.admissionId} justify="space-between" wrap="wrap" gap={6}>
                <Text size="sm">
                  {student.name} · {student.attendancePercent}% · {student.language === 'hi' ? 'Hindi' : 'English'}
                </Text>
                <WhatsappWarning intakeId={intake.id} admissionId={student.admissionId} name={student.name} />
              </Group>
            ))}
            <Form method="post">
              <input type="hidden" name="intent" value="emailWarnings" />
              <Button type="submit" size="compact-sm" variant="light" loading={busy('emailWarnings')}>
                Email them all (each in their language)
              </Button>
            </Form>
          </Stack>
        </Card>
      ) : null}
    </>
  );
}

/** Hands one student's warning to the phone's WhatsApp, recorded first (who, when, what). */
function WhatsappWarning({ intakeId, admissionId, name }: { intakeId: number; admissionId: number; name: string }) {
  const client = useTRPCClient();
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    // Opened before the call: a window opened after an await is blocked as a pop-up.
    const tab = window.open('', '_blank');
    try {
      const { url } = await client.batches.whatsappWarning.mutate({ intakeId, admissionId });
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch (error) {
      tab?.close();
      setProblem(error instanceof Error ? error.message : 'Could not open WhatsApp.');
    }
  };
  return (
    <Group gap={4}>
      <Button
        size="compact-sm"
        color="green"
        variant="light"
        onClick={() => void open()}
        aria-label={`Send ${name} the warning on WhatsApp`}
      >
        WhatsApp
      </Button>
      {problem ? (
        <Text size="xs" c="red">
          {problem}
        </Text>
      ) : null}
    </Group>
  );
}
