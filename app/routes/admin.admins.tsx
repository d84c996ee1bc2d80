// Admin accounts: add another admin; change one's own password.
import { Alert, Button, Container, Paper, PasswordInput, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { adminIntentAction, type IntentResult } from '~/actions/admin-action.server';
import { AppError } from '../../domain/problem';

export const meta: MetaFunction = () => [{ title: 'Admins · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: LoaderFunctionArgs) {
  const me = requireAdmin(context);
  return { admins: await context.api.admins.list(), me: me.email };
}

type Result = IntentResult;

export const action = (args: ActionFunctionArgs) =>
  adminIntentAction(args, {
    create: async (text) => {
      const created = await args.context.api.admins.create({
        email: text('email'),
        name: text('name'),
        password: text('password'),
      });
      return `Admin ${created.email} added.`;
    },
    password: async (text) => {
      if (text('newPassword') !== text('confirmPassword')) {
        const mismatch = 'The new passwords do not match.';
        throw new AppError('BAD_REQUEST', mismatch, { fieldErrors: { confirmPassword: [mismatch] } });
      }
      await args.context.api.admins.changePassword({
        currentPassword: text('currentPassword'),
        newPassword: text('newPassword'),
      });
      return 'Your password was changed.';
    },
  });

function Outcome({ result, intent }: { result: Result | undefined; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </Alert>
  );
}

export default function AdminsPage() {
  const { admins, me } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string, key: string) => (result?.intent === intent ? result.fieldErrors?.[key]?.[0] : undefined);
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        Admins
      </Title>
      <Stack gap="lg">
        <Paper withBorder p="md" bg="white">
          <Table aria-label="Admins">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Added</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {admins.map((admin) => (
                <Table.Tr key={admin.id}>
                  <Table.Td>
                    {admin.email}
                    {admin.email === me ? ' (you)' : ''}
                  </Table.Td>
                  <Table.Td>{admin.name}</Table.Td>
                  <Table.Td>{formatDateTime(admin.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Paper withBorder p="md" bg="white">
            <Title order={2} size="h4" mb="sm">
              Add an admin
            </Title>
            <Form method="post">
              <input type="hidden" name="intent" value="create" />
              <Stack gap="sm">
                <Outcome result={result} intent="create" />
                <TextInput label="Email" name="email" type="email" required error={errorOf('create', 'email')} />
                <TextInput label="Name" name="name" required error={errorOf('create', 'name')} />
                <PasswordInput
                  label="Password (10+ characters)"
                  name="password"
                  required
                  minLength={10}
                  autoComplete="new-password"
                  error={errorOf('create', 'password')}
                />
                <Button type="submit" loading={busy('create')}>
                  Add admin
                </Button>
              </Stack>
            </Form>
          </Paper>
          <Paper withBorder p="md" bg="white">
            <Title order={2} size="h4" mb="sm">
              Change your password
            </Title>
            <Form method="post">
              <input type="hidden" name="intent" value="password" />
              <Stack gap="sm">
                <Outcome result={result} intent="password" />
                <PasswordInput
                  label="Current password"
                  name="currentPassword"
                  required
                  autoComplete="current-password"
                  error={errorOf('password', 'currentPassword')}
                />
                <PasswordInput
                  label="New password (10+ characters)"
                  name="newPassword"
                  required
                  minLength={10}
                  autoComplete="new-password"
                  error={errorOf('password', 'newPassword')}
                />
                <PasswordInput
                  label="Repeat new password"
                  name="confirmPassword"
                  required
                  minLength={10}
                  autoComplete="new-password"
                  error={errorOf('password', 'confirmPassword')}
                />
                <Button type="submit" loading={busy('password')}>
                  Change password
                </Button>
              </Stack>
            </Form>
          </Paper>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
