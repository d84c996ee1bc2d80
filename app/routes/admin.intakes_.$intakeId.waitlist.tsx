// An intake's waitlist (decision 051), for staff, on a phone as on a desk:
// the applications that joined it without paying, in order; the seats; and
// "Offer a seat to the next in line". The applicant is told by email (email
// on) and by staff's WhatsApp hand-off beside the offered line; an offer not
// paid by its deadline passes to the next in line (noticed when this page
// loads, and by the server's periodic pass).
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { AdminPage } from '~/components/admin/AdminPage';
import { ApplicantMessages } from '~/components/admin/ApplicantMessages';
import { formatDateTime } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { refusalOf } from '~/actions/refusals.server';
import { centres } from '../../domain/vocabulary';
import { recordIdOf } from '~/utils/route-params';

export const meta = adminMeta('Waitlist · Intakes');

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.intakes.permission);
  const intakeId = recordIdOf(params.intakeId);
  const intake = (await context.api.intakes.list()).find((row) => row.id === intakeId);
  if (!intake) throw new Response('Not Found', { status: 404 });
  return { intake, waitlist: await context.api.intakes.waitlist({ intakeId }) };
}

export async function action({ params, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.intakes.permission);
  const intakeId = recordIdOf(params.intakeId);
  try {
    const offered = await context.api.intakes.offerSeat({ intakeId });
    return data({ ok: true as const, offered, error: null });
  } catch (error) {
    const refusal = refusalOf(error, context);
    return data({ ok: false as const, offered: null, error: refusal.message }, { status: refusal.status });
  }
}

const stageColour = { waiting: 'blue', offered: 'orange', lapsed: 'gray', claimed: 'green' } as const;
const stageLabel = {
  waiting: 'Waiting',
  offered: 'Seat offered',
  lapsed: 'Offer lapsed',
  claimed: 'Paid: check the fee',
} as const;

export default function AdminWaitlist() {
  const { intake, waitlist } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const waiting = waitlist.lines.filter((line) => line.position !== null).length;
  return (
    <AdminPage
      back={{ to: '/admin/intakes', label: 'Intakes' }}
      title={`Waitlist: ${intake.courseCode} at ${centres.labels[intake.centre]}, ${intake.courseMode}`}
      intro={`Classes start ${formatDateTime(intake.startsAt)}. Seats: ${waitlist.seats}; taken or held by an offer: ${waitlist.taken}; free: ${waitlist.free}.`}
    >
      <Text size="sm" c="dimmed">
        A free seat is offered in the order below. The applicant pays the registration fee through the look-up on /admission-form
        before the offer&apos;s deadline; after it the seat passes to the next in line.
      </Text>
      {result?.ok ? (
        <Alert color="green" role="status" title="Seat offered">
          Offered until {formatDateTime(result.offered.deadlineAt)}. The email is queued when email is on; send the WhatsApp
          message from the offered line below.
        </Alert>
      ) : result?.error ? (
        <Alert color="red" role="alert">
          {result.error}
        </Alert>
      ) : null}
      <Form method="post">
        <Button type="submit" loading={navigation.state === 'submitting'} disabled={waitlist.free <= 0 || waiting === 0}>
          Offer a seat to the next in line
        </Button>
      </Form>
      {waitlist.lines.length === 0 ? (
        <Text>Nobody has joined this waitlist.</Text>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Waitlist in order">
          {waitlist.lines.map((line) => (
            <Card
              key={line.registrationId}
              withBorder
              padding="sm"
              component="li"
              data-testid={`waitlist-line-${line.referenceId}`}
            >
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {line.position !== null ? `${line.position}. ` : ''}
                    {line.name}
                  </Text>
                  <Text size="sm">
                    {line.referenceId} · {line.mobile}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Joined {formatDateTime(line.joinedAt)}
                    {line.offerDeadlineAt ? ` · offer until ${formatDateTime(line.offerDeadlineAt)}` : ''}
                    {line.status !== 'PENDING' ? ` · ${line.status}` : ''}
                  </Text>
                </div>
                <Badge color={stageColour[line.stage]} variant="light">
                  {stageLabel[line.stage]}
                </Badge>
              </Group>
              {line.stage === 'offered' ? (
                <div style={{ marginTop: 8 }}>
                  <ApplicantMessages kind="registrations" id={line.registrationId} />
                </div>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </AdminPage>
  );
}
