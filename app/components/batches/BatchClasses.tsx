// A batch's classes (issue 54): the next ones and the last 30, each opening
// its attendance or cancelled with a reason; a class added by hand; classes
// made from a timetable (Owner and Centre head).
import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form, Link } from '@remix-run/react';
import { formatDateTime } from '~/components/admin/format';
import type { BatchData, BatchForms } from './batch-data';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function BatchClasses({
  intake,
  sessions,
  manages,
  busy,
  errorOf,
}: Pick<BatchData, 'intake' | 'sessions'> & BatchForms & { manages: boolean }) {
  const now = Date.now();
  const upcoming = sessions.filter((s) => !s.cancelledAt && Date.parse(s.startsAt) > now - 86_400_000).slice(0, 3);
  const past = sessions.filter((s) => Date.parse(s.startsAt) <= now).reverse();
  return (
    <>
      <Title order={2} size="h3">
        Classes
      </Title>
      {upcoming.length === 0 && past.length === 0 ? <Text>No classes yet: add one or make them from a timetable.</Text> : null}
      <Stack gap={6}>
        {[...upcoming, ...past.filter((s) => !upcoming.includes(s)).slice(0, 30)].map((session) => (
          <Card key={session.id} withBorder padding="xs" data-testid={`session-${session.id}`}>
            <Group justify="space-between" wrap="wrap" gap={6}>
              <Text size="sm" td={session.cancelledAt ? 'line-through' : undefined}>
                {formatDateTime(session.startsAt)} · {session.minutes} min
                {session.saves > 0 ? ` · taken (${session.saves} ${session.saves === 1 ? 'save' : 'saves'})` : ''}
                {session.cancelledAt ? ` · cancelled: ${session.cancelReason}` : ''}
              </Text>
              {session.cancelledAt ? null : (
                <Group gap={6}>
                  <Button
                    component={Link}
                    to={`/admin/attendance/${session.id}`}
                    size="compact-sm"
                    aria-label={`Take attendance for class ${session.id}`}
                  >
                    Attendance
                  </Button>
                  <Form method="post" style={{ display: 'flex', gap: 4 }}>
                    <input type="hidden" name="intent" value="cancelSession" />
                    <input type="hidden" name="sessionId" value={session.id} />
                    <TextInput
                      name="reason"
                      size="xs"
                      placeholder="Reason"
                      aria-label={`Reason to cancel class ${session.id}`}
                      required
                    />
                    <Button type="submit" size="compact-sm" variant="light" color="red">
                      Cancel
                    </Button>
                  </Form>
                </Group>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      <Form method="post">
        <input type="hidden" name="intent" value="addSession" />
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Add a class"
            type="datetime-local"
            name="startsAt"
            required
            error={errorOf('addSession', 'startsAt')}
          />
          <TextInput
            label="Minutes"
            type="number"
            name="minutes"
            defaultValue="60"
            w={90}
            required
            error={errorOf('addSession', 'minutes')}
          />
          <Button type="submit" loading={busy('addSession')}>
            Add class
          </Button>
        </Group>
      </Form>
      {manages ? (
        <Card withBorder padding="sm">
          <Form method="post">
            <input type="hidden" name="intent" value="timetable" />
            <Stack gap="xs">
              <Text fw={600}>Timetable: make the classes</Text>
              <Group gap="xs">
                {weekdays.map((day, i) => (
                  <Checkbox key={day} name="days" value={String(i + 1)} label={day} defaultChecked={i < 6} />
                ))}
              </Group>
              {errorOf('timetable', 'days') ? (
                <Text c="red" size="sm">
                  {errorOf('timetable', 'days')}
                </Text>
              ) : null}
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <TextInput
                  label="Time"
                  type="time"
                  name="time"
                  defaultValue="10:00"
                  required
                  error={errorOf('timetable', 'time')}
                />
                <TextInput
                  label="Minutes"
                  type="number"
                  name="minutes"
                  defaultValue="60"
                  required
                  error={errorOf('timetable', 'minutes')}
                />
                <TextInput
                  label="From"
                  type="date"
                  name="from"
                  defaultValue={intake.startsAt.slice(0, 10)}
                  required
                  error={errorOf('timetable', 'from')}
                />
                <TextInput
                  label="To"
                  type="date"
                  name="to"
                  defaultValue={intake.endsOn ?? ''}
                  required
                  error={errorOf('timetable', 'to')}
                />
              </SimpleGrid>
              <Button type="submit" loading={busy('timetable')} style={{ alignSelf: 'flex-start' }}>
                Make classes
              </Button>
            </Stack>
          </Form>
        </Card>
      ) : null}
    </>
  );
}
