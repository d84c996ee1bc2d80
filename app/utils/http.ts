import type { HeadersFunction } from '@remix-run/node';

/**
 * For public pages that are the same for every visitor: the server's page
 * cache may keep them (server/http/page-cache.ts) and browsers revalidate
 * with ETag on every visit, so a change staff make shows at once.
 * Never use it on a page with a form token or anything personal.
 */
export const publicPageHeaders: HeadersFunction = () => ({ 'Cache-Control': 'public, no-cache' });
