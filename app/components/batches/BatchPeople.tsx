// Who teaches a batch (now, and before: an assignment is ended, never
// deleted), and its students' transfers to and from other batches of the
// course, recorded and never rewritten (issue 54).
import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { formatDate, formatDateTime } from '~/components/admin/format';
import { centres } from '../../../domain/vocabulary';
import type { BatchData, BatchForms } from './batch-data';

export function BatchPeople({
  intake,
  students,
  faculty,
  taughtBefore,
  teachers,
  otherIntakes,
  transfers,
  manages,
  busy,
  errorOf,
}: Pick<BatchData, 'intake' | 'students' | 'faculty' | 'taughtBefore' | 'teachers' | 'otherIntakes' | 'transfers'> &
  BatchForms & { manages: boolean }) {
  return (
    <>
      <Title order={2} size="h3">
        Who teaches
      </Title>
      <Text size="sm">{faculty.length === 0 ? 'Nobody named yet.' : faculty.map((row) => row.name || row.email).join(', ')}</Text>
      {taughtBefore.length > 0 ? (
        <Text size="xs" c="dimmed" data-testid="taught-before">
          Taught before:{' '}
          {taughtBefore
            .map((row) => `${row.name || row.email} (${formatDate(row.since)} to ${row.until ? formatDate(row.until) : 'now'})`)
            .join(', ')}
        </Text>
      ) : null}
      {manages ? (
        <Group gap="xs" wrap="wrap">
          {teachers.map((teacher) => {
            const named = faculty.some((row) => row.userId === teacher.userId);
            return (
              <Form method="post" key={teacher.userId}>
                <input type="hidden" name="intent" value={named ? 'unassign' : 'assign'} />
                <input type="hidden" name="userId" value={teacher.userId} />
                <Button type="submit" size="compact-sm" variant={named ? 'filled' : 'light'}>
                  {named ? `Remove ${teacher.name}` : `Name ${teacher.name}`}
                </Button>
              </Form>
            );
          })}
        </Group>
      ) : null}

      {manages && otherIntakes.length > 0 && students.length > 0 ? (
        <Card withBorder padding="sm">
          <Form method="post">
            <input type="hidden" name="intent" value="transfer" />
            <Stack gap="xs">
              <Text fw={600}>Transfer a student to another batch of {intake.courseCode}</Text>
              <NativeSelect
                label="Student"
                name="admissionId"
                data={students.map((s) => ({ value: String(s.admissionId), label: `${s.name} (${s.referenceId})` }))}
              />
              <NativeSelect
                label="To"
                name="toIntakeId"
                data={otherIntakes.map((row) => ({
                  value: String(row.id),
                  label: `${centres.labels[row.centre]} · ${row.courseMode} · from ${formatDate(row.startsAt)}`,
                }))}
              />
              <TextInput label="Reason" name="remark" required error={errorOf('transfer', 'remark')} />
              <Button type="submit" loading={busy('transfer')} style={{ alignSelf: 'flex-start' }}>
                Transfer
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : null}
      {transfers.length > 0 ? (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            Transfers
          </Text>
          {transfers.map((row) => (
            <Text size="xs" key={row.id}>
              #{row.id} {row.name}:{' '}
              {row.fromIntakeId === intake.id
                ? `out to batch ${row.toIntakeId}`
                : `in from batch ${row.fromIntakeId ?? '(none)'}`}{' '}
              · {row.remark} · {row.by ?? 'staff'} · {formatDateTime(new Date(row.createdAt))}
            </Text>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
