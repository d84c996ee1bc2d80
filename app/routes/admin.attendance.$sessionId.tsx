// Taking a class's attendance on a phone (issue 54, decision 074): everyone
// is present until tapped; one tap marks absent, another late, another
// present again; one press saves all. The save goes through the phone's queue
// (app/offline/save-queue.ts): without a signal it waits there and is sent,
// once, when the signal returns. Corrections are later saves; each student's
// changes are listed with who and when.
import { Badge, Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { SaveQueuePanel, useSaveQueue } from '~/components/admin/SaveQueue';
import { SheetHeader } from '~/components/batches/SheetHeader';
import { formatDateTime } from '~/components/admin/format';
import { enqueue, queuedSaves } from '~/offline/save-queue';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { requireAdmin } from '~/utils/auth.server';
import { recordOrNotFound } from '~/actions/admin-action.server';
import { attendanceLabels, type AttendanceStatus } from '../../domain/batches';
import { recordIdOf } from '~/utils/route-params';

export const meta = adminMeta('Attendance');

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.batches.permission);
  const sessionId = recordIdOf(params.sessionId);
  return { sheet: await recordOrNotFound(context.api.batches.attendance({ sessionId }), context) };
}

const next: Record<AttendanceStatus, AttendanceStatus> = { present: 'absent', absent: 'late', late: 'present' };
const colour: Record<AttendanceStatus, string> = { present: 'green', absent: 'red', late: 'orange' };

type Marks = Record<number, AttendanceStatus>;

export default function TakeAttendance() {
  const { sheet } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const onSent = useCallback(() => revalidator.revalidate(), [revalidator]);
  const queue = useSaveQueue(onSent);
  const fromServer = useCallback(
    (): Marks => Object.fromEntries(sheet.students.map((s) => [s.admissionId, s.status ?? 'present'])),
    [sheet],
  );
  const [marks, setMarks] = useState<Marks>(fromServer);
  // What this phone saved and has not sent yet is what the teacher last said.
  useEffect(() => {
    const waiting = queuedSaves().filter((save) => save.kind === 'attendance' && save.subjectId === sheet.session.id);
    const latest = waiting[waiting.length - 1];
    const base = fromServer();
    if (latest)
      for (const mark of latest.marks as { admissionId: number; status: AttendanceStatus }[])
        base[mark.admissionId] = mark.status;
    setMarks(base);
  }, [fromServer, sheet.session.id]);
  const counts = { present: 0, absent: 0, late: 0 };
  for (const student of sheet.students) counts[marks[student.admissionId] ?? 'present']++;
  const label = `Attendance ${sheet.intake.courseCode}, ${formatDateTime(sheet.session.startsAt)}`;

  const save = () => {
    enqueue({
      kind: 'attendance',
      subjectId: sheet.session.id,
      baseVersion: sheet.version,
      marks: sheet.students.map((s) => ({ admissionId: s.admissionId, status: marks[s.admissionId] ?? 'present' })),
      label,
    });
    void queue.sendNow();
  };

  return (
    <Container size="sm" py="md" px="xs">
      <Stack gap="sm">
        <SheetHeader intakeId={sheet.intake.id} title={`${sheet.intake.courseCode}: ${formatDateTime(sheet.session.startsAt)}`} />
        {sheet.session.cancelledAt ? (
          <Text c="red">This class was cancelled: {sheet.session.cancelReason}</Text>
        ) : (
          <Text size="sm">Everyone is present until tapped: tap once for absent, twice for late.</Text>
        )}
        <SaveQueuePanel {...queue} />
        <Group gap="xs" data-testid="attendance-counts">
          <Badge color="green">{counts.present} present</Badge>
          <Badge color="red">{counts.absent} absent</Badge>
          <Badge color="orange">{counts.late} late</Badge>
        </Group>
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Students">
          {sheet.students.map((student) => {
            const status = marks[student.admissionId] ?? 'present';
            const changes = student.history.length > 1 ? student.history : [];
            return (
              <Card key={student.admissionId} component="li" withBorder padding={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {student.name}
                    </Text>
                    {changes.length > 0 ? (
                      <Text size="xs" c="dimmed" data-testid={`history-${student.referenceId}`}>
                        {changes
                          .map(
                            (h) =>
                              `${attendanceLabels[h.status]} (save #${h.saveId}, ${h.by ?? 'staff'}, ${formatDateTime(h.at)})`,
                          )
                          .join(' → ')}
                      </Text>
                    ) : null}
                  </div>
                  <Button
                    color={colour[status]}
                    variant={status === 'present' ? 'light' : 'filled'}
                    w={92}
                    onClick={() => setMarks({ ...marks, [student.admissionId]: next[status] })}
                    aria-label={`${student.name}: ${attendanceLabels[status]}`}
                    data-testid={`mark-${student.referenceId}`}
                    disabled={!!sheet.session.cancelledAt}
                  >
                    {attendanceLabels[status]}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
        {sheet.session.cancelledAt || sheet.students.length === 0 ? null : (
          <Button size="lg" onClick={save} style={{ position: 'sticky', bottom: 8 }} data-testid="save-attendance">
            Save attendance ({sheet.students.length})
          </Button>
        )}
        <Text size="xs" c="dimmed">
          Version {sheet.version}: a save is refused if someone saved this class after this page was opened.
        </Text>
      </Stack>
    </Container>
  );
}
