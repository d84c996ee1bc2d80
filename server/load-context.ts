// What every Remix loader and action receives as `context`: a server-side
// tRPC caller bound to this request, and the signed-in admin if any.
import type { AppLoadContext } from '@remix-run/node';
import type { Request as ExpressRequest } from 'express';
import type { Guards } from './api/guards';
import { withReceivedFiles, type UploadOptions } from './uploads/receive';
import { createCaller, type Caller } from './api/root';
import { createContext, type ContextOptions } from './api/trpc';
import { resolveSession, type SessionAdmin } from './services/staff';
import { readSessionToken, type SessionCookies } from './http/session-cookie';
import type { AppError } from '../domain/problem';
import type { Logger } from './logger';

export interface ServerContext {
  api: Caller;
  /**
   * Receives this request's files (server/uploads/receive.ts: the guard before
   * a byte is read, limits, the staged uploads the JavaScript forms name) and
   * runs `handle` with the form's text fields, the file fields that arrived
   * and a caller whose procedures read those files. The temporary files are
   * removed when `handle` is done, stored or not.
   */
  withUpload: <T>(request: Request, options: UploadOptions, handle: (upload: UploadedForm) => Promise<T>) => Promise<T>;
  dataDir: string;
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

/** What a form action gets of a received upload: never a path on the disk. */
export interface UploadedForm {
  fields: Record<string, string>;
  /** The file fields that arrived, sent in the body or staged ahead. */
  fileFields: string[];
  api: Caller;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerContext {}
}

export type { UploadOptions };

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
    withUpload: async (request, uploadOptions, handle) => {
      if (deps.refusal) throw deps.refusal;
      // The pages' JavaScript forms may name documents they sent ahead (staged uploads).
      return withReceivedFiles(
        req,
        request.body,
        { ...uploadOptions, claimStaged: true },
        { ...options, clientIp: options.ip },
        (upload) =>
          handle({
            fields: upload.fields,
            fileFields: [...upload.files.keys()],
            api: createCaller(createContext({ ...options, upload })),
          }),
      );
    },
    dataDir: deps.dataDir,
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
