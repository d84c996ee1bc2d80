// The admin area's layout: Mantine, TanStack Query and the tRPC client live
// here only, so public pages never load their JavaScript or stylesheets.
import { Anchor, Box, Burger, Button, ColorSchemeScript, Group, MantineProvider, Text } from '@mantine/core';
import mantineStylesUrl from '@mantine/core/styles.css?url';
import { useDisclosure } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import notificationStylesUrl from '@mantine/notifications/styles.css?url';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, isRouteErrorResponse, NavLink, Outlet, useLoaderData, useLocation, useRouteError } from '@remix-run/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, isTRPCClientError } from '@trpc/client';
import { useState } from 'react';
import type { AppRouter } from '../../server/api/root';
import { adminCssVariables, adminTheme } from '~/components/admin/theme';
import { useNonce } from '~/nonce';
import { ErrorBoundary as SiteErrorBoundary, type RouteHandle } from '~/root';
import { TRPCProvider } from '~/utils/trpc';
import { pagesFor } from '~/utils/admin-pages';
import { MayProvider } from '~/utils/may';
import { may, permissions, staffMessages } from '../../domain/staff';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: mantineStylesUrl },
  { rel: 'stylesheet', href: notificationStylesUrl },
];

export const meta: MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const handle: RouteHandle = {
  head: () => <AdminColorSchemeScript />,
  // Set on the server too, so the first paint already has Mantine's scheme.
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
  // The admin area has its own Mantine layout: no public header or footer.
  siteChrome: false,
};

/** Mantine's inline script, allowed by the CSP through this response's nonce. */
function AdminColorSchemeScript() {
  return <ColorSchemeScript forceColorScheme="light" nonce={useNonce()} />;
}

export function loader({ context }: LoaderFunctionArgs) {
  // The navigation shows only the pages the person may open; the pages check it again.
  const pages = context.admin ? pagesFor(context.admin.roles).map(({ to, label }) => ({ to, label })) : [];
  const granted = context.admin ? permissions.filter((permission) => may(context.admin!, permission)) : [];
  return { adminEmail: context.admin?.email ?? null, pages, permissions: granted, centres: context.admin?.centres ?? [] };
}

/** A procedure answered 401: the session expired or was revoked. */
function isUnauthorized(error: unknown) {
  return isTRPCClientError(error) && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;
}

function goToLogin() {
  if (typeof window !== 'undefined' && window.location.pathname !== '/admin/login') {
    window.location.assign('/admin/login');
  }
}

function AdminHeader({ email, pages }: { email: string; pages: { to: string; label: string }[] }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const nav = pages.map((item) => (
    <Anchor
      key={item.to}
      component={NavLink}
      to={item.to}
      onClick={close}
      fw={600}
      c="dark"
      style={({ isActive }: { isActive: boolean }) => ({
        borderBottom: isActive ? '3px solid var(--mantine-color-blue-6)' : '3px solid transparent',
        paddingBottom: 4,
      })}
    >
      {item.label}
    </Anchor>
  ));
  return (
    <Box component="header" px="md" py="sm" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} c="blue.8" size="lg" style={{ flex: 'none' }}>
            Institute admin
          </Text>
          {/* On a tablet the links take two lines rather than push the page wider than the screen. */}
          <Group component="nav" aria-label="Admin" gap="md" visibleFrom="sm" wrap="wrap" style={{ minWidth: 0, rowGap: 4 }}>
            {nav}
          </Group>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="sm" c="dimmed" visibleFrom="md">
            {email}
          </Text>
          <Form method="post" action="/admin/logout">
            <Button type="submit" variant="light" color="red" size="sm">
              Logout
            </Button>
          </Form>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Toggle admin menu" size="sm" />
        </Group>
      </Group>
      {opened ? (
        <Group component="nav" aria-label="Admin menu" gap="md" mt="sm" hiddenFrom="sm">
          {nav}
        </Group>
      ) : null}
    </Box>
  );
}

export default function AdminLayout() {
  const { adminEmail, pages, permissions: granted, centres } = useLoaderData<typeof loader>();
  const location = useLocation();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: (error) => isUnauthorized(error) && goToLogin() }),
        mutationCache: new MutationCache({ onError: (error) => isUnauthorized(error) && goToLogin() }),
        defaultOptions: {
          queries: { staleTime: 5_000, retry: (count, error) => !isUnauthorized(error) && count < 1 },
        },
      }),
  );
  const [trpcClient] = useState(() =>
    // maxItems: the server refuses a larger batch (trpcMaxBatchSize in server/api/trpc.ts).
    createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: 10 })] }),
  );
  const showHeader = adminEmail !== null && location.pathname !== '/admin/login';
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables} forceColorScheme="light">
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MayProvider permissions={granted} centres={centres}>
            <Box mih="100vh" bg="gray.0">
              {showHeader ? <AdminHeader email={adminEmail} pages={pages} /> : null}
              {/* Every admin page's content is the main landmark screen readers jump to. */}
              <Box component="main">
                <Outlet />
              </Box>
            </Box>
          </MayProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** A page the person may not open says so (403); every other failure reads as on the rest of the site. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 403) return <SiteErrorBoundary />;
  return (
    <main className="error-page">
      <p className="error-code" aria-hidden="true">
        403
      </p>
      <h1>Not for your role</h1>
      <p>{staffMessages.forbidden}</p>
      <p className="error-actions">
        <a className="btn btn-primary" href="/admin">
          Back to the admin area
        </a>
      </p>
    </main>
  );
}
