import type { HeadersFunction } from '@remix-run/node';

/**
 * For public pages that are the same for every visitor: the server's page
 * cache may keep them (server/http/page-cache.ts) and browsers revalidate
 * with ETag on every visit, so a change staff make shows at once.
 * Never use it on a page with a form token or anything personal.
 */
export const publicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'public, no-cache' });

/**
 * For pages whose action may be refused by a limit: the loader's headers
 * (its Cache-Control) are kept, the action's Cache-Control wins over them,
 * and the action's Retry-After reaches the browser (Remix sends a route's
 * loader and action headers only through this).
 */
export const actionRetryAfterHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  const cacheControl = actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/**
 * For a public page with a form that posts to itself and has no token in it
 * (the enquiry form): the page itself is public like any other, but an
 * answer to a post (it may repeat what the visitor typed) is never stored,
 * and a refusal's Retry-After reaches the browser.
 */
export const publicFormPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': actionHeaders.get('Cache-Control') ?? 'public, no-cache' });
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** Cache-Control for an action's own answer (errors shown with the form). */
export const privateAnswer = { 'Cache-Control': 'private, no-store' };

export { sentUrl } from '../../domain/language-paths';
