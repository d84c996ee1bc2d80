import type { HeadersFunction } from '@remix-run/node';

/**
 * For public pages that are the same for every visitor: the server's page
 * cache may keep them (server/http/page-cache.ts) and browsers revalidate
 * with ETag on every visit, so a change staff make shows at once.
 * Never use it on a page with a form token or anything personal.
 */
export const publicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'public, no-cache' });

/**
 * For pages whose action may be refused by a limit: the action's Retry-After
 * reaches the browser (Remix sends an action's headers only through this).
 */
export const actionRetryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
};
