// One batch (issue 54): its roster with each student's attendance share,
// internal marks and standing against the course's rule, live; its class
// sessions (take attendance, add one, cancel one, or make them from a
// timetable); its tests (enter marks); who teaches it; and transfers.
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AdminPage } from '~/components/admin/AdminPage';
import { IntentOutcome } from '~/components/admin/IntentOutcome';
import { formatDate } from '~/components/admin/format';
import { BatchClasses } from '~/components/batches/BatchClasses';
import { BatchPeople } from '~/components/batches/BatchPeople';
import { BatchRoster } from '~/components/batches/BatchRoster';
import { refusalOf } from '~/actions/refusals.server';
import { recordOrNotFound } from '~/actions/admin-action.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { requireAdmin } from '~/utils/auth.server';
import { useMay } from '~/utils/may';
import { recordIdOf } from '~/utils/route-params';
import { may } from '../../domain/staff';
import { centres } from '../../domain/vocabulary';

export const meta = adminMeta('Batch');

export async function loader({ params, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context, adminPages.batches.permission);
  const intakeId = recordIdOf(params.intakeId);
  const [roster, sessions] = await recordOrNotFound(
    Promise.all([context.api.batches.roster({ intakeId }), context.api.batches.sessions({ intakeId })]),
    context,
  );
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
  'cards',
] as const;

export async function action({ params, request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.batches.permission);
  const intakeId = recordIdOf(params.intakeId);
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
    } else if (intent === 'cards') {
      await context.api.batches.prepareCards({ intakeId });
      return redirect(`/admin/batches/${intakeId}/cards`);
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
      const changed = await (intent === 'assign'
        ? context.api.batches.assignFaculty(input)
        : context.api.batches.unassignFaculty(input));
      said =
        intent === 'assign'
          ? `Teacher named (assignment #${changed.assignmentId}).`
          : `Teacher taken off the batch (assignment #${changed.assignmentId} ended, kept in the history).`;
    }
    return data({ ok: true as const, intent, message: said, fieldErrors: {} as Record<string, string[]> });
  } catch (error) {
    const refusal = refusalOf(error, context);
    return data(
      { ok: false as const, intent, message: refusal.message, fieldErrors: refusal.fieldErrors },
      { status: refusal.status },
    );
  }
}

export default function AdminBatch() {
  const { intake, rule, students, faculty, taughtBefore, transfers, sessions, tests, teachers, otherIntakes, warnings } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const manages = useMay('intakes.manage');
  const entersMarks = useMay('marks.enter');
  const keepsRules = useMay('settings.manage');
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string, field: string) => (result?.intent === intent ? result.fieldErrors?.[field]?.[0] : undefined);
  return (
    <AdminPage
      back={{ to: '/admin/batches', label: 'Batches' }}
      title={`${intake.courseCode} · ${centres.labels[intake.centre]} · ${intake.courseMode}`}
      intro={
        <>
          Course dates: {formatDate(intake.startsAt)} to {intake.endsOn ? formatDate(intake.endsOn) : 'not set yet'}.{' '}
          {rule
            ? `Rule: at least ${rule.minAttendancePercent}% attendance and ${rule.minInternalPercent}% internal marks.`
            : 'No eligibility rule for this course yet.'}
        </>
      }
    >
      {manages ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cards" />
          {/* A POST: it makes the cards' QR codes that are missing, then opens the cards. */}
          <Button type="submit" variant="light" size="compact-sm" loading={busy('cards')}>
            Print student ID cards
          </Button>
        </Form>
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
      <IntentOutcome result={result} />

      <BatchClasses intake={intake} sessions={sessions} manages={manages} busy={busy} errorOf={errorOf} />
      <BatchRoster intake={intake} rule={rule} students={students} warnings={warnings} busy={busy} />
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
              <TextInput label="Out of" type="number" name="maxMarks" w={90} required error={errorOf('assessment', 'maxMarks')} />
              <Button type="submit" loading={busy('assessment')}>
                Add test
              </Button>
            </Group>
          </Form>
        </>
      ) : null}

      <BatchPeople
        intake={intake}
        students={students}
        faculty={faculty}
        taughtBefore={taughtBefore}
        teachers={teachers}
        otherIntakes={otherIntakes}
        transfers={transfers}
        manages={manages}
        busy={busy}
        errorOf={errorOf}
      />
    </AdminPage>
  );
}
