// What every Remix loader and action receives as `context`: a server-side
// tRPC caller bound to this request, and the signed-in admin if any.
import type { AppLoadContext } from '@remix-run/node';
import type { Request as ExpressRequest } from 'express';
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
