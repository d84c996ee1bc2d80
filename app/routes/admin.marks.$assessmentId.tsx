// Entering a test's marks on a phone (issue 54, decision 074): one number per
// student (empty: absent), saved in one press through the phone's queue like
// attendance: sent once when there is a signal, refused if someone saved the
// test's marks after this page was opened. The grade comes from the course's
// grading table.
import { Badge, Button, Card, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { SaveQueuePanel, useSaveQueue } from '~/components/admin/SaveQueue';
import { SheetHeader } from '~/components/batches/SheetHeader';
import { formatDate } from '~/components/admin/format';
import { enqueue, queuedSaves } from '~/offline/save-queue';
import { requireAdmin } from '~/utils/auth.server';
import { recordIdOf } from '~/utils/route-params';
import { recordOrNotFound } from '~/actions/admin-action.server';
import { adminMeta } from '~/utils/admin-pages';

export const meta = adminMeta('Marks');

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, 'marks.enter');
  const assessmentId = recordIdOf(params.assessmentId);
  return { sheet: await recordOrNotFound(context.api.batches.marks({ assessmentId }), context) };
}

type Entered = Record<number, string>;

export default function EnterMarks() {
  const { sheet } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const onSent = useCallback(() => revalidator.revalidate(), [revalidator]);
  const queue = useSaveQueue(onSent);
  const [entered, setEntered] = useState<Entered>({});
  useEffect(() => {
    const base: Entered = Object.fromEntries(
      sheet.students.map((s) => [s.admissionId, s.entered && s.marks !== null ? String(s.marks) : '']),
    );
    const waiting = queuedSaves().filter((save) => save.kind === 'marks' && save.subjectId === sheet.assessment.id);
    const latest = waiting[waiting.length - 1];
    if (latest)
      for (const mark of latest.marks as { admissionId: number; marks: number | null }[])
        base[mark.admissionId] = mark.marks === null ? '' : String(mark.marks);
    setEntered(base);
  }, [sheet]);
  const max = sheet.assessment.maxMarks;
  const invalid = sheet.students.filter((s) => {
    const value = entered[s.admissionId] ?? '';
    return value !== '' && (!/^\d+$/.test(value) || Number(value) > max);
  });

  const save = () => {
    enqueue({
      kind: 'marks',
      subjectId: sheet.assessment.id,
      baseVersion: sheet.version,
      marks: sheet.students.map((s) => {
        const value = entered[s.admissionId] ?? '';
        return { admissionId: s.admissionId, marks: value === '' ? null : Number(value) };
      }),
      label: `Marks ${sheet.intake.courseCode}, ${sheet.assessment.title}`,
    });
    void queue.sendNow();
  };

  return (
    <Container size="sm" py="md" px="xs">
      <Stack gap="sm">
        <SheetHeader
          intakeId={sheet.intake.id}
          title={`${sheet.assessment.title} · ${formatDate(sheet.assessment.heldOn)} · out of ${max}`}
        />
        <Text size="sm">Leave a box empty for a student who was absent.</Text>
        <SaveQueuePanel {...queue} />
        <Stack gap={4}>
          {sheet.students.map((student) => (
            <Card key={student.admissionId} withBorder padding={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {student.name}
                  </Text>
                  {student.history.length > 1 ? (
                    <Text size="xs" c="dimmed">
                      {student.history.map((h) => `${h.marks ?? 'absent'} (save #${h.saveId}, ${h.by ?? 'staff'})`).join(' → ')}
                    </Text>
                  ) : null}
                </div>
                <Group gap={4} wrap="nowrap">
                  {student.grade ? <Badge variant="light">{student.grade}</Badge> : null}
                  <TextInput
                    w={72}
                    inputMode="numeric"
                    aria-label={`Marks of ${student.name}`}
                    value={entered[student.admissionId] ?? ''}
                    onChange={(event) => setEntered({ ...entered, [student.admissionId]: event.currentTarget.value.trim() })}
                    error={invalid.includes(student)}
                  />
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
        {invalid.length > 0 ? (
          <Text c="red" size="sm">
            Marks are whole numbers from 0 to {max}.
          </Text>
        ) : null}
        <Button
          size="lg"
          onClick={save}
          disabled={invalid.length > 0 || sheet.students.length === 0}
          style={{ position: 'sticky', bottom: 8 }}
        >
          Save marks
        </Button>
      </Stack>
    </Container>
  );
}
