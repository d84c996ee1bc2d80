// One batch (issue 54): its roster with each student's attendance share,
// internal marks and standing against the course's rule, live; its class
// sessions (take attendance, add one, cancel one, or make them from a
// timetable); its tests (enter marks); who teaches it; and transfers.
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate, formatDateTime } from '~/components/admin/format';
import { refusalOf } from '~/actions/refusals.server';
import { adminPages } from '~/utils/admin-pages';
import { requireAdmin } from '~/utils/auth.server';
import { useMay } from '~/utils/may';
import { useTRPCClient } from '~/utils/trpc';
import { useState } from 'react';
import { standingLabels, type Standing } from '../../domain/batches';
import { may } from '../../domain/staff';
import { centres } from '../../domain/vocabulary';

export const meta: MetaFunction = () => [{ title: 'Batch · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

const idOf = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not Found', { status: 404 });
  return id;
};

export async function loader({ params, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context, adminPages.batches.permission);
  const intakeId = idOf(params.intakeId);
  const [roster, sessions] = await Promise.all([
    context.api.batches.roster({ intakeId }),
    context.api.batches.sessions({ intakeId }),
  ]);
  const tests = may(admin, 'marks.enter') ? (await context.api.batches.assessments({ intakeId })).assessments : [];
  const manages = may(admin, 'intakes.manage');
  const teachers = manages ? await context.api.batches.teachers({ intakeId }) : [];
  const otherIntakes = manages
    ? (await context.api.batches.mine()).filter((row) => row.id !== intakeId && row.courseCode === roster.intake.courseCode)
    : [];
  const warnings = await context.api.batches.warnings({ intakeId });
  return { ...roster, sessions: sessions.sessions, tests, teachers, otherIntakes, warnings: warnings.students };
}

const intents = [
  'addSession',
  'cancelSession',
  'timetable',
  'assessment',
  'transfer',
  'assign',
  'unassign',
  'emailWarnings',
  'rule',
] as const;

export async function action({ params, request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.batches.permission);
  const intakeId = idOf(params.intakeId);
  const formData = await request.formData();
  const form = Object.fromEntries([...formData].map(([key, value]) => [key, String(value)]));
  const intent = intents.find((name) => name === form.intent) ?? 'addSession';
  try {
    let said: string;
    if (intent === 'addSession') {
      const session = await context.api.batches.addSession({
        intakeId,
        startsAt: form.startsAt ?? '',
        minutes: Number(form.minutes),
      });
      said = `Class added (session #${session.id}).`;
    } else if (intent === 'cancelSession') {
      const session = await context.api.batches.cancelSession({ sessionId: Number(form.sessionId), reason: form.reason ?? '' });
      said = `Class #${session.id} cancelled.`;
    } else if (intent === 'timetable') {
      const made = await context.api.batches.applyTimetable({
        intakeId,
        days: formData.getAll('days').map(Number),
        time: form.time ?? '',
        minutes: Number(form.minutes),
        from: form.from ?? '',
        to: form.to ?? '',
      });
      said = `${made.added} classes added${made.skipped > 0 ? `; ${made.skipped} were already there` : ''}.`;
    } else if (intent === 'rule') {
      const kept = await context.api.batches.setRule({
        courseCode: (await context.api.batches.roster({ intakeId })).intake.courseCode,
        minAttendancePercent: Number(form.minAttendancePercent),
        minInternalPercent: Number(form.minInternalPercent),
      });
      said = `Rule for ${kept.courseCode} kept (every centre): ${kept.minAttendancePercent}% attendance, ${kept.minInternalPercent}% internal marks.`;
    } else if (intent === 'emailWarnings') {
      const sent = await context.api.batches.emailWarnings({ intakeId });
      said = `${sent.queued} of ${sent.listed} warning emails queued.`;
    } else if (intent === 'assessment') {
      const test = await context.api.batches.createAssessment({
        intakeId,
        title: form.title ?? '',
        heldOn: form.heldOn ?? '',
        maxMarks: Number(form.maxMarks),
      });
      said = `Test added (#${test.id}).`;
    } else if (intent === 'transfer') {
      const moved = await context.api.batches.transfer({
        admissionId: Number(form.admissionId),
        toIntakeId: Number(form.toIntakeId),
        remark: form.remark ?? '',
      });
      said = `Transferred (transfer #${moved.id}).`;
    } else {
      const input = { intakeId, userId: Number(form.userId) };
      await (intent === 'assign' ? context.api.batches.assignFaculty(input) : context.api.batches.unassignFaculty(input));
      said = intent === 'assign' ? 'Teacher named.' : 'Teacher removed.';
    }
    return data({ ok: true as const, intent, said, error: null, fieldErrors: {} as Record<string, string[]> });
  } catch (error) {
    const refusal = refusalOf(error, context);
    return data(
      { ok: false as const, intent, said: null, error: refusal.message, fieldErrors: refusal.fieldErrors },
      { status: refusal.status },
    );
  }
}

const standingColour: Record<Standing, string> = {
  eligible: 'green',
  'below-attendance': 'red',
  'below-marks': 'orange',
  'no-rule': 'gray',
  'no-record': 'gray',
};

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function AdminBatch() {
  const { intake, rule, students, faculty, transfers, sessions, tests, teachers, otherIntakes, warnings } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const manages = useMay('intakes.manage');
  const entersMarks = useMay('marks.enter');
  const keepsRules = useMay('settings.manage');
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string, field: string) => (result?.intent === intent ? result.fieldErrors?.[field]?.[0] : undefined);
  const now = Date.now();
  const upcoming = sessions.filter((s) => !s.cancelledAt && Date.parse(s.startsAt) > now - 86_400_000).slice(0, 3);
  const past = sessions.filter((s) => Date.parse(s.startsAt) <= now).reverse();
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Button component={Link} to="/admin/batches" variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }}>
          ← Batches
        </Button>
        <Title order={1} size="h2">
          {intake.courseCode} · {centres.labels[intake.centre]} · {intake.courseMode}
        </Title>
        <Text size="sm">
          Course dates: {formatDate(intake.startsAt)} to {intake.endsOn ? formatDate(intake.endsOn) : 'not set yet'}.{' '}
          {rule
            ? `Rule: at least ${rule.minAttendancePercent}% attendance and ${rule.minInternalPercent}% internal marks.`
            : 'No eligibility rule for this course yet.'}
        </Text>
        {manages ? (
          <Button
            component="a"
            href={`/admin/batches/${intake.id}/cards`}
            variant="light"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
          >
            Print student ID cards
          </Button>
        ) : null}
        {keepsRules ? (
          <Form method="post">
            <input type="hidden" name="intent" value="rule" />
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={`${intake.courseCode}: least attendance %`}
                type="number"
                name="minAttendancePercent"
                defaultValue={rule?.minAttendancePercent ?? 80}
                w={170}
                required
                error={errorOf('rule', 'minAttendancePercent')}
              />
              <TextInput
                label="least internal marks %"
                type="number"
                name="minInternalPercent"
                defaultValue={rule?.minInternalPercent ?? 0}
                w={150}
                required
                error={errorOf('rule', 'minInternalPercent')}
              />
              <Button type="submit" variant="light" loading={busy('rule')}>
                Keep rule
              </Button>
            </Group>
          </Form>
        ) : null}
        {result?.ok ? (
          <Alert color="green" role="status">
            {result.said}
          </Alert>
        ) : result?.error ? (
          <Alert color="red" role="alert">
            {result.error}
          </Alert>
        ) : null}

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

        <Title order={2} size="h3">
          Roster ({students.length})
        </Title>
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Roster">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Attendance</Table.Th>
                <Table.Th>Internal</Table.Th>
                <Table.Th>Standing</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
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
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

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

        {entersMarks ? (
          <>
            <Title order={2} size="h3">
              Tests
            </Title>
            {tests.map((test) => (
              <Group key={test.id} justify="space-between">
                <Text size="sm">
                  {test.title} · {formatDate(test.heldOn)} · out of {test.maxMarks}
                </Text>
                <Button component={Link} to={`/admin/marks/${test.id}`} size="compact-sm" variant="light">
                  Marks
                </Button>
              </Group>
            ))}
            <Form method="post">
              <input type="hidden" name="intent" value="assessment" />
              <Group align="flex-end" gap="xs" wrap="wrap">
                <TextInput label="New test" name="title" required error={errorOf('assessment', 'title')} />
                <TextInput label="Date" type="date" name="heldOn" required error={errorOf('assessment', 'heldOn')} />
                <TextInput
                  label="Out of"
                  type="number"
                  name="maxMarks"
                  w={90}
                  required
                  error={errorOf('assessment', 'maxMarks')}
                />
                <Button type="submit" loading={busy('assessment')}>
                  Add test
                </Button>
              </Group>
            </Form>
          </>
        ) : null}

        <Title order={2} size="h3">
          Who teaches
        </Title>
        <Text size="sm">
          {faculty.length === 0 ? 'Nobody named yet.' : faculty.map((row) => row.name || row.email).join(', ')}
        </Text>
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
      </Stack>
    </Container>
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
