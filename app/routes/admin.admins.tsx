// Staff (decision 068): the Owner adds people with their roles and centres,
// changes them and disables accounts (never deletes them: their names stay on
// what they did). Everyone changes their own password here.
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDateTime } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { adminRefusal } from '~/actions/admin-action.server';
import { may, staffRoleLabels, staffRoles, type CentreScope, type StaffRole } from '../../domain/staff';
import { centres, type CentreId } from '../../domain/vocabulary';
import { AdminTable } from '~/components/admin/AdminTable';
import { AdminPage } from '~/components/admin/AdminPage';
import { IntentOutcome } from '~/components/admin/IntentOutcome';
import { editingIdOf } from '~/utils/route-params';
import { adminMeta } from '~/utils/admin-pages';

export const meta = adminMeta('Staff');

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Everyone reaches the page for their own password; the staff list is the Owner's.
  const me = requireAdmin(context, 'account.own');
  return {
    staff: may(me, 'staff.manage') ? await context.api.admins.list() : null,
    me: me.email,
    editing: editingIdOf(request),
  };
}

type Result = { intent: string; ok: boolean; message: string; id: number | null; fieldErrors: Record<string, string[]> | null };

/** The roles and centres ticked in the form. */
function rightsOf(form: FormData): { roles: StaffRole[]; centres: 'all' | CentreId[] } {
  const centreValues = form.getAll('centre').map(String);
  return {
    roles: form.getAll('role').map(String) as StaffRole[],
    centres: centreValues.includes('all') ? 'all' : (centreValues as CentreId[]),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, 'account.own');
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const text = (key: string) => String(form.get(key) ?? '');
  const ok = (message: string, id: number | null) => data<Result>({ intent, ok: true, message, id, fieldErrors: null });
  try {
    if (intent === 'create') {
      const created = await context.api.admins.create({
        email: text('email'),
        name: text('name'),
        password: text('password'),
        ...rightsOf(form),
      });
      return ok(`Staff member #${created.id} (${created.email}) added.`, created.id);
    }
    if (intent === 'update') {
      const id = Number(text('id'));
      await context.api.admins.update({ id, ...rightsOf(form) });
      return ok(`Roles and centres of staff member #${id} saved.`, id);
    }
    if (intent === 'disable' || intent === 'enable') {
      const id = Number(text('id'));
      await context.api.admins.setDisabled({ id, disabled: intent === 'disable' });
      return ok(
        intent === 'disable' ? `Staff member #${id} disabled; their sessions have ended.` : `Staff member #${id} enabled.`,
        id,
      );
    }
    if (intent === 'password') {
      if (text('newPassword') !== text('confirmPassword')) {
        return data<Result>(
          {
            intent,
            ok: false,
            message: 'The new passwords do not match.',
            id: null,
            fieldErrors: { confirmPassword: ['The new passwords do not match.'] },
          },
          { status: 400 },
        );
      }
      await context.api.admins.changePassword({ currentPassword: text('currentPassword'), newPassword: text('newPassword') });
      return ok('Your password was changed.', null);
    }
    return data<Result>({ intent, ok: false, message: 'Unknown action.', id: null, fieldErrors: null }, { status: 400 });
  } catch (error) {
    const problem = adminRefusal(error, context);
    return data<Result>(
      { intent, ok: false, message: problem.message, id: null, fieldErrors: problem.fieldErrors },
      { status: problem.status },
    );
  }
}

const centreLabel = (scope: CentreScope) => (scope === 'all' ? 'All centres' : scope.map((c) => centres.labels[c]).join(', '));

/** The roles and centres of a person, as checkboxes (ticked as they stand). */
function RightsFields({
  roles,
  scope,
  error,
}: {
  roles: readonly StaffRole[];
  scope: CentreScope;
  error: (key: string) => string | undefined;
}) {
  return (
    <>
      <Checkbox.Group label="Roles" defaultValue={[...roles]} error={error('roles')} withAsterisk>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mt={4}>
          {staffRoles.map((role) => (
            <Checkbox key={role} name="role" value={role} label={staffRoleLabels[role]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group label="Centres" defaultValue={scope === 'all' ? ['all'] : [...scope]} error={error('centres')} withAsterisk>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} mt={4}>
          <Checkbox name="centre" value="all" label="All centres" />
          {centres.options.map((centre) => (
            <Checkbox key={centre.value} name="centre" value={centre.value} label={centre.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </>
  );
}

export default function StaffPage() {
  const { staff, me, editing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const errorOf = (intent: string) => (key: string) => (result?.intent === intent ? result.fieldErrors?.[key]?.[0] : undefined);
  const current = staff?.find((person) => person.id === editing);
  return (
    <AdminPage size="lg" title={staff ? 'Staff' : 'Your account'}>
      {staff ? (
        <Paper withBorder p="md" bg="white">
          <IntentOutcome result={result} intent={['disable', 'enable']} />
          <AdminTable
            minWidth={720}
            striped={false}
            aria-label="Staff"
            columns={['#', 'Email', 'Name', 'Roles', 'Centres', 'Added', 'Actions']}
          >
            {staff.map((person) => (
              <Table.Tr key={person.id} data-staff-id={person.id}>
                <Table.Td>{person.id}</Table.Td>
                <Table.Td>
                  {person.email}
                  {person.email === me ? ' (you)' : ''}
                  {person.disabledAt ? (
                    <Badge ml="xs" color="gray" variant="light">
                      Disabled
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{person.name}</Table.Td>
                <Table.Td>{person.roles.map((role) => staffRoleLabels[role]).join(', ') || '—'}</Table.Td>
                <Table.Td>{centreLabel(person.centres)}</Table.Td>
                <Table.Td>{formatDateTime(person.createdAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/admin/admins?edit=${person.id}`}
                      size="xs"
                      variant="light"
                      aria-label={`Change roles of ${person.email}`}
                    >
                      Change
                    </Button>
                    <Form method="post">
                      <input type="hidden" name="id" value={person.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value={person.disabledAt ? 'enable' : 'disable'}
                        size="xs"
                        variant="light"
                        color={person.disabledAt ? 'blue' : 'red'}
                        aria-label={`${person.disabledAt ? 'Enable' : 'Disable'} ${person.email}`}
                      >
                        {person.disabledAt ? 'Enable' : 'Disable'}
                      </Button>
                    </Form>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminTable>
        </Paper>
      ) : null}
      {current ? (
        <Paper withBorder p="md" bg="white">
          <Title order={2} size="h4" mb="sm">
            Roles and centres of #{current.id} {current.email}
          </Title>
          <Form method="post" key={current.id}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={current.id} />
            <Stack gap="sm">
              <IntentOutcome result={result} intent="update" />
              <RightsFields roles={current.roles} scope={current.centres} error={errorOf('update')} />
              <Text size="sm" c="dimmed">
                The change applies from their next click; their sessions stay signed in.
              </Text>
              <Group>
                <Button type="submit" loading={busy('update')}>
                  Save roles and centres
                </Button>
                <Button component={Link} to="/admin/admins" variant="default">
                  Close
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: staff ? 2 : 1 }} spacing="lg">
        {staff ? (
          <Paper withBorder p="md" bg="white">
            <Title order={2} size="h4" mb="sm">
              Add a staff member
            </Title>
            <Form method="post">
              <input type="hidden" name="intent" value="create" />
              <Stack gap="sm">
                <IntentOutcome result={result} intent="create" />
                <TextInput label="Email" name="email" type="email" required error={errorOf('create')('email')} />
                <TextInput label="Name" name="name" required error={errorOf('create')('name')} />
                <PasswordInput
                  label="Password (10+ characters)"
                  name="password"
                  required
                  minLength={10}
                  autoComplete="new-password"
                  error={errorOf('create')('password')}
                />
                <RightsFields roles={[]} scope={[]} error={errorOf('create')} />
                <Button type="submit" loading={busy('create')}>
                  Add staff member
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
              <IntentOutcome result={result} intent="password" />
              <PasswordInput
                label="Current password"
                name="currentPassword"
                required
                autoComplete="current-password"
                error={errorOf('password')('currentPassword')}
              />
              <PasswordInput
                label="New password (10+ characters)"
                name="newPassword"
                required
                minLength={10}
                autoComplete="new-password"
                error={errorOf('password')('newPassword')}
              />
              <PasswordInput
                label="Repeat new password"
                name="confirmPassword"
                required
                minLength={10}
                autoComplete="new-password"
                error={errorOf('password')('confirmPassword')}
              />
              <Button type="submit" loading={busy('password')}>
                Change password
              </Button>
            </Stack>
          </Form>
        </Paper>
      </SimpleGrid>
    </AdminPage>
  );
}
