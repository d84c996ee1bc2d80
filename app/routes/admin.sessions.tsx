// The signed-in admin's own sessions (browsers and API tokens): when each
// started, when it was last used and from where; end one, or all but this one.
import { Alert, Badge, Button, Container, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '~/components/admin/format';
import { adminIntentAction } from '~/actions/admin-action.server';
import { loginPath, requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { sessionKinds } from '../../domain/vocabulary';

export const meta = adminMeta('Sessions');

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.sessions.permission);
  return { sessions: await context.api.auth.sessions() };
}

export const action = (args: ActionFunctionArgs) =>
  adminIntentAction(args, adminPages.sessions.permission, {
    end: async (text) => {
      const { endedCurrent } = await args.context.api.auth.endSession({ id: text('id') });
      if (endedCurrent) {
        return redirect(loginPath, { headers: { 'Set-Cookie': await args.context.sessionCookieHeader(null) } });
      }
      return 'The session was ended.';
    },
    'end-others': async () => {
      const { ended } = await args.context.api.auth.endOtherSessions();
      return `${ended} other session${ended === 1 ? '' : 's'} ended.`;
    },
  });

const kindLabel = sessionKinds.labels;

export default function SessionsPage() {
  const { sessions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        Your sessions
      </Title>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Every place you are signed in: browsers and API tokens of the old client. Changing your password ends all of them except
          this one.
        </Text>
        {result ? (
          <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Alert>
        ) : null}
        <Paper withBorder p="md" bg="white" style={{ overflowX: 'auto' }}>
          <Table aria-label="Your sessions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Started</Table.Th>
                <Table.Th>Last seen</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id} data-session-id={session.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {kindLabel[session.kind]}
                      {session.current ? <Badge variant="light">this one</Badge> : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatDateTime(session.createdAt)}</Table.Td>
                  <Table.Td>{formatDateTime(session.lastSeenAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{session.ip ?? ''}</Text>
                    <Text size="xs" c="dimmed" lineClamp={1} title={session.userAgent ?? undefined}>
                      {session.userAgent ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="end" />
                      <input type="hidden" name="id" value={session.id} />
                      <Button type="submit" size="xs" variant="light" color="red" disabled={busy}>
                        {session.current ? 'Sign out here' : 'End'}
                      </Button>
                    </Form>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <Button type="submit" color="red" disabled={busy || others === 0}>
            End all other sessions
          </Button>
        </Form>
      </Stack>
    </Container>
  );
}
