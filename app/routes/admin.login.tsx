import { Alert, Button, Container, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { refusalOf } from '~/actions/refusals.server';
import type { StaffRole } from '../../domain/staff';
import { landingFor } from '~/utils/admin-pages';

export const meta: MetaFunction = () => [{ title: 'Admin login' }, { name: 'robots', content: 'noindex, nofollow' }];

/** One message for every failed sign-in: never which credential was wrong. */
const genericFailure = 'Invalid email or password.';

/** Retry-After of a throttled attempt reaches the browser. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};

export function loader({ context }: LoaderFunctionArgs) {
  if (context.admin) throw redirect(landingFor(context.admin.roles));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Built per request so the strategy can use this request's context.
  const authenticator = new Authenticator<{ token: string; userId: number; roles: readonly StaffRole[] }>();
  authenticator.use(
    new FormStrategy(async ({ form }) => {
      const email = form.get('email');
      const password = form.get('password');
      const { token, admin } = await context.api.auth.login({
        email: typeof email === 'string' ? email : '',
        password: typeof password === 'string' ? password : '',
      });
      return { token, userId: admin.userId, roles: admin.roles };
    }),
    'form',
  );
  try {
    const { token, userId, roles } = await authenticator.authenticate('form', request);
    const headers = new Headers();
    headers.append('Set-Cookie', await context.sessionCookieHeader(token));
    // This browser has signed in to this account: others' failed guesses no longer keep it out (decision 036).
    headers.append('Set-Cookie', await context.deviceCookieHeader(userId));
    return redirect(landingFor(roles), { headers });
  } catch (error) {
    const info = refusalOf(error, context);
    if (info?.code === 'TOO_MANY_REQUESTS') {
      const retryAfterSeconds = info.retryAfterSeconds ?? 900;
      return data(
        { error: info.message, retryAfterSeconds },
        { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
      );
    }
    if (info?.code === 'FORBIDDEN') {
      // Sent from another site (the cross-site guard): say so, never sign in.
      return data({ error: info.message, retryAfterSeconds: null }, { status: 403 });
    }
    if (info?.code === 'UNAUTHORIZED' || info?.code === 'BAD_REQUEST') {
      return data({ error: genericFailure, retryAfterSeconds: null }, { status: 401 });
    }
    if (info.status >= 500) throw error;
    return data({ error: info.message, retryAfterSeconds: null }, { status: info.status });
  }
}

export default function AdminLogin() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <Container size={420} py={80}>
      <Title order={1} ta="center" size="h2" mb="lg">
        Admin Login
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md" bg="white">
        <Form method="post" replace>
          <Stack>
            {result?.error ? (
              <Alert color="red" role="alert" title="Could not sign in">
                {result.error}
              </Alert>
            ) : null}
            <TextInput label="Email" name="email" type="email" autoComplete="username" required autoFocus />
            <PasswordInput label="Password" name="password" autoComplete="current-password" required />
            <Button type="submit" loading={busy} fullWidth>
              Login
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
