// Abuse limits per client address: application and enquiry submits,
// reference look-ups and sign-in. req.ip is the client's address; behind a
// reverse proxy TRUST_PROXY makes Express read it from X-Forwarded-For.
//
// Remix serves a route's action and loader at more than one URL (a plain
// form posts to /enquiry, a JavaScript fetch to /enquiry.data), so requests
// are classified by a normalised route key, not matched as raw paths.
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Config } from '../config';
import { refuse } from './problem';

const minute = 60 * 1000;

/** The route a path reaches: lower-case, no trailing slash, no single-fetch `.data`. */
export function routeKey(path: string): string {
  let key = path;
  try {
    key = decodeURIComponent(path);
  } catch {
    // Malformed escapes: classify the raw path; Remix will answer 400 or 404.
  }
  key = key.toLowerCase().replace(/\/+$/, '') || '/';
  if (key.endsWith('.data')) key = key.slice(0, -'.data'.length);
  if (key === '/_root') key = '/';
  return key;
}

/** Query parameters that Remix itself adds and that carry no look-up. */
const remixParams = new Set(['_routes', 'index']);
const hasLookupQuery = (req: Request) => Object.keys(req.query).some((name) => !remixParams.has(name));

/** tRPC procedures named in a (possibly batched) /trpc path. */
const trpcProcedures = (key: string) => (key.startsWith('/trpc/') ? key.slice('/trpc/'.length).split(',') : []);

const submitKeys = new Set([
  '/admissions',
  '/admission-form',
  '/enquiry',
  '/certification',
  '/api/form/submit',
  '/api/admissionform/submit',
  '/api/enquiry/submit',
]);

export function isSubmit(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const key = routeKey(req.path);
  return submitKeys.has(key) || trpcProcedures(key).some((name) => name.endsWith('.submit'));
}

export function isLookup(req: Request): boolean {
  const key = routeKey(req.path);
  if (key === '/admission-form') return req.method === 'POST' || hasLookupQuery(req);
  return (req.method === 'GET' || req.method === 'HEAD') && key.startsWith('/api/form/getformbyid/');
}

export function isLogin(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const key = routeKey(req.path);
  return key === '/admin/login' || key === '/api/auth/login' || trpcProcedures(key).includes('auth.login');
}

/** The wait in the words a visitor reads, from the Retry-After the limiter just set. */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function limiter(options: { windowMs: number; limit: number; applies: (req: Request) => boolean }) {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    // RateLimit-* headers on limited paths, and Retry-After on a 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !options.applies(req),
    handler: (req, res, next) => {
      res.locals.refusedBecause = 'rate limit';
      const header = Number(res.getHeader('Retry-After'));
      const retryAfterSeconds = Number.isFinite(header) && header > 0 ? header : Math.ceil(options.windowMs / 1000);
      refuse(req, res, next, 429, waitMessage(retryAfterSeconds), { retryAfterSeconds });
    },
  });
}

export function rateLimits(config: Config): RequestHandler[] {
  return [
    limiter({ windowMs: 60 * minute, limit: config.RATE_LIMIT_SUBMITS_PER_HOUR, applies: isSubmit }),
    limiter({ windowMs: 15 * minute, limit: config.RATE_LIMIT_LOOKUPS_PER_15MIN, applies: isLookup }),
    limiter({ windowMs: 15 * minute, limit: config.RATE_LIMIT_LOGIN_PER_15MIN, applies: isLogin }),
  ];
}
