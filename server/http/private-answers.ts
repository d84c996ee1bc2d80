// `Cache-Control: private, no-store` on every answer that may carry personal
// data, set before any handler runs so no route can forget it: the admin
// area (pages, their .data, exports, documents), /trpc, the old client's /api
// (but the public gallery list), the admission look-up and the application
// page (in every language, and their .data twins), and the answer to any
// post. A route that sets its own Cache-Control replaces this one (the Remix
// handler drops the default before writing the route's headers).
import type { RequestHandler } from 'express';

export const privateCacheControl = 'private, no-store';

const privatePath = /^(?:\/[a-z]{2})?\/(?:admin|admission-form|admissions)(?:[/.]|$)|^\/(?:trpc|uploads)(?:[/.]|$)/i;
/** /api is private but for these public reads. */
const publicApi = /^\/api\/(?:gallery\/images|openapi\.json)\/?$/i;

export function isPrivatePath(method: string, path: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return true;
  if (/^\/api(?:\/|$)/i.test(path)) return !publicApi.test(path);
  return privatePath.test(path);
}

export function privateAnswers(): RequestHandler {
  return (req, res, next) => {
    if (isPrivatePath(req.method, req.path)) res.setHeader('Cache-Control', privateCacheControl);
    next();
  };
}
