// How Express hands a request to Remix: the request handler (Remix's Express
// adapter, with the additions below) and what every loader and action
// receives as `context`: a server-side tRPC caller bound to this request, the
// one call that submits an upload form, and the signed-in admin if any.
// One file, so that a page's request passes one place between Express and
// the route (decision 001's walks).
import type { Guards } from './api/guards';
import { submitReceived, type Submission, type Submitted } from './uploads/receive';
import { pageForms, type PageForm, type PageFormAnswer } from './uploads/page-forms';
import { languageOfPath } from '../domain/language-paths';
import { createCaller, type Caller } from './api/root';
import { createContext, type ContextOptions } from './api/trpc';
import { resolveSession, type SessionAdmin } from './services/staff';
import { readSessionToken, type SessionCookies } from './http/session-cookie';
import type { AppError } from '../domain/problem';
import type { Logger } from './logger';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { createRequestHandler as createRemixRequestHandler } from '@remix-run/node';
// Not re-exported by the package's index; the adapter's own request and response translation.
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';

export interface ServerContext {
  api: Caller;
  /**
   * Submits this request's upload form (server/uploads: the guard before a
   * byte is read, limits, the staged uploads the JavaScript forms name, the
   * fields mapped to the procedure's input in page-forms.ts) and answers with
   * the procedure's result or refusal, the text fields and the file fields
   * that arrived. The temporary files are gone by then, stored or not.
   */
  submitUpload: <Form extends PageForm>(request: Request, form: Form) => Promise<Submitted<PageFormAnswer<Form>>>;
  dataDir: string;
  /** Email to applicants is set up (SMTP_URL): the pages may ask for an address and promise a message (decision 075). */
  emailOn: boolean;
  admin: SessionAdmin | null;
  /** Builds the Set-Cookie header that signs the browser in (token) or out (null). */
  sessionCookieHeader: (token: string | null) => Promise<string>;
  /** The Set-Cookie header of the admin device cookie, after a sign-in to `userId` (decision 036). */
  deviceCookieHeader: (userId: number) => Promise<string>;
  clientIp: string;
  requestId: string;
  /** This response's Content-Security-Policy nonce, for inline <script> tags. */
  cspNonce: string;
  /** A guard's refusal handed to the page (see server/http/problem-response.ts); procedures throw it. */
  refusal: AppError | null;
  /** The structured logger, bound to this request's id (entry.server's handleError uses it). */
  logger: Logger;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}

export type { Submitted };

export async function buildContextOptions(
  req: ExpressRequest,
  deps: { db: ContextOptions['db']; cookies: SessionCookies; guards: Guards; dataDir: string; email: ContextOptions['email'] },
): Promise<ContextOptions> {
  const token = await readSessionToken(deps.cookies, req.headers.cookie, req.secure);
  return {
    db: deps.db,
    admin: resolveSession(deps.db, token),
    deviceUserId: await deps.cookies.device.read(req.headers.cookie, req.secure),
    ip: req.ip ?? 'unknown',
    userAgent: req.get('user-agent') ?? null,
    dataDir: deps.dataDir,
    guards: deps.guards,
    email: deps.email,
  };
}

export async function getLoadContext(
  req: ExpressRequest,
  deps: {
    db: ContextOptions['db'];
    cookies: SessionCookies;
    guards: Guards;
    dataDir: string;
    email: ContextOptions['email'];
    requestId: string;
    cspNonce: string;
    refusal: AppError | null;
    /** See ContextOptions.submitRefusal. */
    submitRefusal: { error: unknown } | null;
    logger: Logger;
  },
): Promise<AppLoadContext> {
  const options = { ...(await buildContextOptions(req, deps)), refusal: deps.refusal, submitRefusal: deps.submitRefusal };
  const cookie = deps.cookies.forRequest(req.secure);
  return {
    api: createCaller(createContext(options)),
    submitUpload: async (request, form) => {
      if (deps.refusal) return { ok: false, error: deps.refusal, fields: {}, fileFields: [] };
      return submitReceived(req, request.body, pageForms[form] as Submission<unknown, unknown>, {
        ...options,
        clientIp: options.ip,
        language: languageOfPath(new URL(request.url).pathname),
        // The pages' JavaScript forms may name documents they sent ahead (staged uploads).
        claimStaged: true,
        callerFor: (upload) => createCaller(createContext({ ...options, upload })),
      }) as Promise<Submitted<PageFormAnswer<typeof form>>>;
    },
    dataDir: deps.dataDir,
    emailOn: Boolean(deps.email),
    admin: options.admin,
    clientIp: options.ip,
    requestId: deps.requestId,
    cspNonce: deps.cspNonce,
    refusal: deps.refusal,
    logger: deps.logger.child({ requestId: deps.requestId }),
    deviceCookieHeader: (userId) => deps.cookies.device.serialize(userId, req.secure),
    sessionCookieHeader: (token) => (token ? cookie.serialize(token) : cookie.serialize('', { maxAge: 0, expires: new Date(0) })),
  };
}

// Remix's Express adapter (@remix-run/express), with one addition: a post a
// transport before Remix already read (a refused plain enquiry post,
// server/http/enquiry-post.ts) reaches the action with its body from memory,
// since the request stream is spent by then.

/** A refused post, for Remix: its body (the request stream is spent) and what the submit threw. */
export interface HandedOnPost {
  body: Buffer;
  submitRefusal: { error: unknown };
}

export const handedOnPost = (res: ExpressResponse): HandedOnPost | null =>
  (res.locals.handedOnPost as HandedOnPost | undefined) ?? null;

/** Headers a middleware sets by default and a route may set instead (one value each). */
const replacedByRoutes = ['cache-control', 'content-security-policy', 'cross-origin-resource-policy', 'x-frame-options'];

export function remixRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => Promise<AppLoadContext>;
}): RequestHandler {
  const handleRequest = createRemixRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      // The adapter takes X-Forwarded-Host's port into the request URL
      // whether or not the proxy is trusted (only req.hostname follows the
      // setting); a port a visitor chose would reach the page's links and,
      // through the page cache, every visitor's. Without a trusted proxy the
      // URL is built without it; the header itself stays for Remix's own
      // check of Origin on a JavaScript form post (our cross-site guard has
      // judged that request already, server/http/cross-site.ts).
      const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
      const forwardedHost = trusted(req.socket.remoteAddress, 0) ? undefined : req.headers['x-forwarded-host'];
      if (forwardedHost !== undefined) delete req.headers['x-forwarded-host'];
      const request = createRemixRequest(req, res);
      if (typeof forwardedHost === 'string') {
        req.headers['x-forwarded-host'] = forwardedHost;
        request.headers.set('x-forwarded-host', forwardedHost);
      }
      const handedOn = handedOnPost(res);
      const remixRequest = handedOn ? new globalThis.Request(request, { body: Uint8Array.from(handedOn.body) }) : request;
      const response = await handleRequest(remixRequest, await options.getLoadContext(req, res));
      // The adapter appends each header: a policy the route sets replaces the
      // middleware's default of the same name (Cache-Control from
      // server/http/private-answers.ts, the page CSP on a document), so a
      // response never carries two policies.
      for (const name of replacedByRoutes) if (response.headers.has(name)) res.removeHeader(name);
      await sendRemixResponse(res, response);
    } catch (error) {
      // Express 4 does not await handlers: errors are passed on by hand.
      next(error);
    }
  };
}
