// The admin area's layout: Mantine lives here only, so public pages never
// load its JavaScript or its stylesheet.
import { ColorSchemeScript, createTheme, MantineProvider } from '@mantine/core';
import mantineStylesUrl from '@mantine/core/styles.css?url';
import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Outlet } from '@remix-run/react';
import { useNonce } from '~/nonce';
import type { RouteHandle } from '~/root';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: mantineStylesUrl }];

export const meta: MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

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

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md' });

export default function AdminLayout() {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Outlet />
    </MantineProvider>
  );
}
