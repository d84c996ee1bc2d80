// Intakes (batches, decision 049): staff create and change them here. Each is
// a course at a centre in a mode for the current session, with the start of
// classes, the application window and the seats; the list shows seats taken.
// A course without an intake takes applications all session, as before.
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate, formatDateTime } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { editingIdOf } from '~/utils/route-params';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { refusalOf } from '~/actions/refusals.server';
import { centres, courseModes } from '../../domain/vocabulary';
import { useOwnCentres } from '~/utils/may';
import { AdminTable } from '~/components/admin/AdminTable';
import { AdminPage } from '~/components/admin/AdminPage';

export const meta = adminMeta('Intakes');

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.intakes.permission);
  const [intakes, outOfSession, courses] = await Promise.all([
    context.api.intakes.list(),
    context.api.intakes.outOfSession(),
    context.api.content.offered(),
  ]);
  return { intakes, outOfSession, courses, editing: editingIdOf(request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.intakes.permission);
  const form = Object.fromEntries([...(await request.formData())].map(([key, value]) => [key, String(value)]));
  try {
    if (form.intent === 'carryOver') {
      const carried = await context.api.intakes.carryOver();
      return data({
        ok: true as const,
        intent: 'carryOver' as const,
        id: null,
        carried,
        error: null,
        fieldErrors: {} as Record<string, string[]>,
      });
    }
    const saved = await context.api.intakes.save({
      ...(form.id ? { id: Number(form.id) } : {}),
      courseCode: form.courseCode ?? '',
      centre: (form.centre ?? '') as never,
      courseMode: (form.courseMode ?? '') as never,
      startsAt: form.startsAt ?? '',
      opensOn: form.opensOn ?? '',
      closesOn: form.closesOn ?? '',
      endsOn: form.endsOn ?? '',
      seats: Number(form.seats ?? ''),
    });
    return data({
      ok: true as const,
      intent: 'save' as const,
      id: saved.id,
      carried: null,
      error: null,
      fieldErrors: {} as Record<string, string[]>,
    });
  } catch (error) {
    const refusal = refusalOf(error, context);
    return data(
      {
        ok: false as const,
        intent: form.intent === 'carryOver' ? ('carryOver' as const) : ('save' as const),
        id: null,
        carried: null,
        error: refusal.message,
        fieldErrors: refusal.fieldErrors,
      },
      { status: refusal.status },
    );
  }
}

/** An instant as the inputs show it, India time: YYYY-MM-DD or YYYY-MM-DDTHH:mm. */
const indiaLocal = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 16);

const stageColour = { open: 'green', full: 'red', upcoming: 'blue', closed: 'gray' } as const;

/**
 * The last day applications are taken. The stored close is the instant after
 * it (midnight India time), which printed as a date-time reads as the day
 * after: "20 Dec, 12:00 am" for a window whose last day is 19 Dec.
 */
const lastDayOf = (closesAt: string | Date) => new Date(new Date(closesAt).getTime() - 1);

export default function AdminIntakes() {
  const ownCentres = useOwnCentres(centres.options);
  const { intakes, outOfSession, courses, editing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const current = intakes.find((intake) => intake.id === editing);
  const errorOf = (field: string) => result?.fieldErrors?.[field]?.[0];
  // The last day applications are taken: the day before the stored close (the end of that day).
  const lastDay = current ? indiaLocal(lastDayOf(current.closesAt).toISOString()).slice(0, 10) : '';
  return (
    <AdminPage
      size="lg"
      title="Intakes"
      intro="A batch of a course at a centre in a mode. Applications are taken from the first to the last day while seats are left. A course with no intake takes applications all session."
    >
      <SessionCarryOver outOfSession={outOfSession} result={result?.intent === 'carryOver' ? result : null} />
      <Paper withBorder p="md">
        <Form method="post" key={current?.id ?? 'new'}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {current ? `Change intake #${current.id}` : 'New intake'}
            </Title>
            {result?.intent === 'save' && result.ok ? (
              <Alert color="green" role="status">
                Intake #{result.id} saved. Public pages show it now.
              </Alert>
            ) : result?.intent === 'save' && result.error ? (
              <Alert color="red" role="alert">
                {result.error}
              </Alert>
            ) : null}
            {current ? <input type="hidden" name="id" value={current.id} /> : null}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                label="Course"
                name="courseCode"
                defaultValue={current?.courseCode ?? ''}
                data={[
                  { value: '', label: 'Choose a course' },
                  ...courses.map((course) => ({ value: course.code, label: `${course.code} · ${course.name}` })),
                  // A batch of a course archived since keeps its course while it is changed.
                  ...(current && !courses.some((course) => course.code === current.courseCode)
                    ? [{ value: current.courseCode, label: `${current.courseCode} · ${current.courseName}` }]
                    : []),
                ]}
                error={errorOf('courseCode')}
                required
              />
              <NativeSelect
                label="Centre"
                name="centre"
                defaultValue={current?.centre ?? ''}
                data={[{ value: '', label: 'Choose a centre' }, ...ownCentres]}
                error={errorOf('centre')}
                required
              />
              <NativeSelect
                label="Mode"
                name="courseMode"
                defaultValue={current?.courseMode ?? ''}
                data={[{ value: '', label: 'Choose a mode' }, ...courseModes.options]}
                error={errorOf('courseMode')}
                required
              />
              <TextInput
                label="Classes start"
                type="datetime-local"
                name="startsAt"
                defaultValue={current ? indiaLocal(current.startsAt) : ''}
                error={errorOf('startsAt')}
                required
              />
              <TextInput
                label="Applications open (first day)"
                type="date"
                name="opensOn"
                defaultValue={current ? indiaLocal(current.opensAt).slice(0, 10) : ''}
                error={errorOf('opensOn')}
                required
              />
              <TextInput
                label="Applications close (last day)"
                type="date"
                name="closesOn"
                defaultValue={lastDay}
                error={errorOf('closesOn')}
                required
              />
              <TextInput
                label="Last class (the dates on the certificate)"
                description="Optional until the last day is known"
                type="date"
                name="endsOn"
                defaultValue={current?.endsOn ?? ''}
                error={errorOf('endsOn')}
              />
              <NumberInput
                label="Seats"
                name="seats"
                min={0}
                max={1000}
                allowDecimal={false}
                defaultValue={current?.seats ?? ''}
                error={errorOf('seats')}
                required
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {current ? 'Save changes' : 'Add intake'}
              </Button>
              {current ? (
                <Button component={Link} to="/admin/intakes" variant="default">
                  New intake instead
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Form>
      </Paper>
      {intakes.length === 0 ? (
        <Text>No intakes yet: every course takes applications all session.</Text>
      ) : (
        <AdminTable
          aria-label="Intakes"
          columns={['Course', 'Centre', 'Mode', 'Starts', 'Applications (first – last day)', 'Seats taken', 'State', '']}
        >
          {intakes.map((intake) => (
            <Table.Tr key={intake.id}>
              <Table.Td>{intake.courseCode}</Table.Td>
              <Table.Td>{centres.labels[intake.centre]}</Table.Td>
              <Table.Td>{intake.courseMode}</Table.Td>
              <Table.Td>{formatDateTime(intake.startsAt)}</Table.Td>
              <Table.Td>
                {formatDate(intake.opensAt)} – {formatDate(lastDayOf(intake.closesAt))}
              </Table.Td>
              <Table.Td>
                {intake.taken} of {intake.seats}
              </Table.Td>
              <Table.Td>
                {intake.inSession ? (
                  // Whole at 768 px: a badge squeezed by the table cut its word to "UP…".
                  <Badge color={stageColour[intake.stage]} variant="light" miw="max-content">
                    {intake.stage}
                  </Badge>
                ) : (
                  <Badge
                    color="gray"
                    variant="outline"
                    miw="max-content"
                    title="Not offered: carry it over to the current session"
                  >
                    session {intake.session}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Button
                    component={Link}
                    to={`/admin/intakes?edit=${intake.id}`}
                    size="compact-xs"
                    variant="light"
                    aria-label={`Change intake ${intake.id}`}
                  >
                    Change
                  </Button>
                  <Button
                    component={Link}
                    to={`/admin/batches/${intake.id}`}
                    size="compact-xs"
                    variant="light"
                    color="teal"
                    aria-label={`Roster of intake ${intake.id}`}
                  >
                    Roster
                  </Button>
                  <Button
                    component={Link}
                    to={`/admin/intakes/${intake.id}/waitlist`}
                    size="compact-xs"
                    variant="light"
                    color="orange"
                    aria-label={`Waitlist of intake ${intake.id}`}
                  >
                    Waitlist{intake.waiting > 0 ? ` (${intake.waiting})` : ''}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}

type ActionData = ReturnType<typeof useActionData<typeof action>>;

/**
 * After staff change the admission session, the intakes of the old one that
 * have not closed are no longer offered: said here, with the one step that
 * carries them over (issue 55), and the result with the ids carried.
 */
function SessionCarryOver({
  outOfSession,
  result,
}: {
  outOfSession: { session: string; ids: number[] };
  result: ActionData | null;
}) {
  const navigation = useNavigation();
  if (result?.ok && result.carried) {
    return (
      <Alert color="green" role="status">
        {result.carried.ids.length === 0
          ? 'Nothing to carry over: every intake that has not closed belongs to this session.'
          : `Carried over to session ${result.carried.session}: intake${result.carried.ids.length === 1 ? '' : 's'} ${result.carried.ids.map((id) => `#${id}`).join(', ')}. The application form offers ${result.carried.ids.length === 1 ? 'it' : 'them'} again.`}
      </Alert>
    );
  }
  if (outOfSession.ids.length === 0) return null;
  const count = outOfSession.ids.length;
  return (
    <Alert color="orange" role="alert" title={`${count} intake${count === 1 ? '' : 's'} not offered`}>
      <Stack gap="xs">
        <Text size="sm">
          {count === 1 ? 'Intake' : 'Intakes'} {outOfSession.ids.map((id) => `#${id}`).join(', ')} {count === 1 ? 'has' : 'have'}{' '}
          not closed but {count === 1 ? 'belongs' : 'belong'} to another session than the current one ({outOfSession.session}):
          the application form does not offer {count === 1 ? 'it' : 'them'} and {count === 1 ? 'its' : 'their'} seats are not
          counted.
        </Text>
        {result && !result.ok ? (
          <Text size="sm" c="red">
            {result.error}
          </Text>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="carryOver" />
          <Button
            type="submit"
            size="sm"
            loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'carryOver'}
          >
            Carry {count === 1 ? 'it' : 'them'} over to {outOfSession.session}
          </Button>
        </Form>
      </Stack>
    </Alert>
  );
}
