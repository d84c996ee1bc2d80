// Admin accounts: add another admin; change one's own password.
import { Alert, Button, Container, Paper, PasswordInput, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { may } from '../../domain/staff';
import { refusalOf } from '~/actions/form-actions.server';

export const meta: MetaFunction = () => [{ title: 'Admins · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: LoaderFunctionArgs) {
  // Everyone reaches the page for their own password; the staff list is the Owner's.
  const me = requireAdmin(context, 'account.own');
  return { admins: may(me, 'staff.manage') ? await context.api.admins.list() : null, me: me.email };
}

type Result = { intent: string; ok: boolean; message: string; fieldErrors: Record<string, string[]> | null };

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, 'account.own');
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const text = (key: string) => String(form.get(key) ?? '');
  try {
    if (intent === 'create') {
      const created = await context.api.admins.create({ email: text('email'), name: text('name'), password: text('password') });
      return data<Result>({ intent, ok: true, message: `Admin ${created.email} added.`, fieldErrors: null });
    }
    if (intent === 'password') {
      if (text('newPassword') !== text('confirmPassword')) {
        return data<Result>(
          {
            intent,
            ok: false,
            message: 'The new passwords do not match.',
            fieldErrors: { confirmPassword: ['The new passwords do not match.'] },
          },
          { status: 400 },
        );
      }
      await context.api.admins.changePassword({ currentPassword: text('currentPassword'), newPassword: text('newPassword') });
      return data<Result>({ intent, ok: true, message: 'Your password was changed.', fieldErrors: null });
    }
    return data<Result>({ intent, ok: false, message: 'Unknown action.', fieldErrors: null }, { status: 400 });
  } catch (error) {
    const problem = refusalOf(error, context);
    if (problem.status >= 500) throw error;
    return data<Result>(
      { intent, ok: false, message: problem.message, fieldErrors: problem.fieldErrors },
      { status: problem.status },
    );
  }
}

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
        {admins ? (
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
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {admins ? (
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
          ) : null}
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
