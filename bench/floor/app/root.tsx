// The framework floor's document: what any Remix page renders around a route.
import { Links, Meta, Outlet, Scripts } from '@remix-run/react';

export default function Root() {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No /favicon.ico request: the floor has no routes but this page. */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
