// Resolves once Remix has decoded the page's data, so that React's first
// render of <RemixBrowser /> never suspends (decision 064).
//
// With single fetch, the loaders' data comes in the HTML as a stream that
// RemixBrowser decodes itself: its first render starts the decoding and
// suspends on it, outside any Suspense boundary. React 18 hydrates the page in
// a scheduled task; a tap, key or input that comes before that task forces a
// synchronous hydration of the whole page, and when that render suspends
// outside a boundary React gives up with "Root did not complete" (minified
// error #345): the page is never hydrated (no previews, no uploads sent ahead,
// no checks) until a later event client-renders it over what was typed.
//
// RemixBrowser's first lines, before any hook, start that decoding and throw
// its promise. Calling the component once here, outside React, starts the
// same decoding (Remix keeps it in its module) and hands us the promise:
// hydrating after it has settled, RemixBrowser renders without suspending.
import { RemixBrowser } from '@remix-run/react';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export async function pageDataDecoded(): Promise<void> {
  // Typed by @remix-run/react, which the server's HTML fills in before any script runs.
  const { future, stream } = window.__remixContext;
  // Without single fetch (or with nothing to decode) RemixBrowser does not suspend:
  // calling it here would create the router and call its hooks outside React.
  if (!future.v3_singleFetch || !stream) return;
  try {
    RemixBrowser({});
  } catch (thrown) {
    // A decoding that fails is RemixBrowser's to report, in its render.
    if (isThenable(thrown)) await Promise.resolve(thrown).catch(() => undefined);
  }
}
