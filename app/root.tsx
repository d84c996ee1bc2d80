import type { LinksFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { useNonce } from '~/nonce';
import globalStylesUrl from '~/styles/global.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: globalStylesUrl },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** A route may put extra elements into <head> (the admin area's ColorSchemeScript). */
export interface RouteHandle {
  head?: () => ReactNode;
  /** Attributes for <html> that must be present before first paint. */
  htmlAttributes?: Record<string, string>;
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const htmlAttributes = Object.assign({}, ...handles.map((handle) => handle?.htmlAttributes ?? {})) as Record<
    string,
    string
  >;
  return (
    <html lang="en" {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
        {handles.map((handle, index) => (handle?.head ? <HeadSlot key={index}>{handle.head()}</HeadSlot> : null))}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={useNonce()} />
        <Scripts nonce={useNonce()} />
      </body>
    </html>
  );
}

function HeadSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="error-page">
      <h1>{notFound ? '404 - Page Not Found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'The page you are looking for does not exist.'
          : 'Please try again in a moment. If it keeps happening, call or visit the institute.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
