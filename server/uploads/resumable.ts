// Resumable uploads (tus 1.0, @tus/server) at /uploads/tus: the JavaScript
// forms send each document here as soon as it is chosen, in pieces, and a
// dropped connection resumes from the last byte the server stored. The form
// submit then names the staged upload ids (server/uploads/receive.ts claims them).
//
// Each upload is bound to the browser that created it: the first creation
// sets an HttpOnly cookie holding a random id, the upload's metadata keeps
// that id's sha256, and every later request for the upload (HEAD, PATCH,
// DELETE, the claim) must carry the same cookie; anyone else gets 404.
// Uploads are never read back (no GET), declare their size up front (at most
// the form's per-file limit, enforced while bytes arrive), count against the
// address's limits (uploads and bytes per hour, per IPv4 address or IPv6
// /64), are refused while all staged uploads together hold STAGED_MAX_MB or
// the disk has less than twice MIN_FREE_DISK_MB free (the second half is kept
// for form submits, which do not go through here), and are checked by their
// bytes as soon as the last one arrives.
import { randomBytes } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Server } from '@tus/server';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { AppError } from '../../domain/problem';
import { documentForms, type DocumentSpec } from '../../domain/schemas/documents';
import type { Guards } from '../api/guards';
import { problemOf } from '../api/problem-of';
import type { Logger } from '../logger';
import { assertDiskSpaceForUpload, megabytes } from '../storage/disk';
import { documentTypeRefusal } from '../storage/document-files';
import { applicationUploadLimits } from '../storage/multipart';
import { stagedDirOf } from '../storage/paths';
import {
  createStagedStore,
  ownedStagedUpload,
  stagedOwnerCookie,
  stagedOwnerOf,
  removeStagedUpload,
  noteStagedBytes,
  stagedBytesInUse,
  stagedFilePathOf,
  stagedFileType,
} from '../storage/staged-uploads';
import { drainRequest } from '../http/drain';
import { englishOf, refusal } from '../../domain/refusal';
import type { Said } from '../../domain/said';

export const resumableUploadPath = '/uploads/tus';
/** Only creation, resuming and cancelling: a staged upload is never served back. */
const tusMethods = new Set(['POST', 'HEAD', 'PATCH', 'DELETE']);
const routePattern = /^\/uploads\/tus(?:\/[^/]*)?$/;

/** Longer than a staged upload lives (6 h without a write). */
const ownerCookieMaxAgeSeconds = 2 * 24 * 60 * 60;

/** The forms that take staged documents, and the rule each file field follows. */
const stagedForms: Record<string, { fields: readonly string[]; spec: (field: string) => DocumentSpec }> = documentForms;

/**
 * A refusal as tus answers it: a status and, as JSON, the English message and
 * what was said by key, which the form says in its page's language
 * (app/components/forms/resumable-upload.ts).
 */
const tusRefusal = (status: number, said: Said) => ({
  status_code: status,
  body: JSON.stringify({ message: englishOf(said), said }),
});
const notFound = () => tusRefusal(404, { key: 'refusals.stagedUploadMissing' });
const fileTooLarge = () =>
  tusRefusal(413, {
    key: 'templates.fileTooLarge',
    values: { megabytes: Math.round(applicationUploadLimits.maxFileBytes / 1024 / 1024) },
  });

/** The Express request behind each web Request handed to tus. */
const expressRequests = new WeakMap<Request, ExpressRequest>();

/**
 * The request body as tus reads it. When the connection drops mid-body, the
 * body simply ends: tus then stores every byte that arrived (and answers a
 * socket nobody reads), where its own abort handling would drop the bytes
 * still buffered between the socket and the file. The bytes are taken as
 * they arrive (no pause), so none wait in the socket's buffer when it dies;
 * what waits in memory is at most one PATCH's body, itself within the limit.
 */
function bodyKeptOnDisconnect(req: ExpressRequest): ReadableStream<Uint8Array> {
  const pass = new PassThrough();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    pass.end();
  };
  // tus may stop reading early (a refusal); writes after that are dropped.
  pass.on('error', () => {});
  req.on('data', (chunk: Buffer) => {
    if (ended || pass.destroyed) return;
    pass.write(chunk);
    // Never hold more than one piece's worth in memory: a client sending past
    // what tus reads is cut off.
    if (pass.writableLength > applicationUploadLimits.maxFileBytes + 1024 * 1024) req.destroy();
  });
  req.on('end', end);
  req.on('error', end);
  req.on('close', end);
  return Readable.toWeb(pass) as unknown as ReadableStream<Uint8Array>;
}

function webRequestOf(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method === 'POST' || req.method === 'PATCH';
  const request = new Request(new URL(req.originalUrl, 'http://staged.invalid'), {
    method: req.method,
    headers,
    body: hasBody ? (bodyKeptOnDisconnect(req) as unknown as WebReadableStream<Uint8Array> as BodyInit) : null,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
  expressRequests.set(request, req);
  return request;
}

export function resumableUploads(deps: {
  dataDir: string;
  guards: Guards;
  minFreeMb: number;
  /** STAGED_MAX_MB: the most all staged uploads together may hold. */
  stagedMaxMb: number;
  logger: Logger;
}): RequestHandler {
  // Staged uploads stop while submits still have MIN_FREE_DISK_MB to use.
  const stagedMinFreeBytes = megabytes(deps.minFreeMb) * 2;
  const { dataDir } = deps;
  // @tus/server and its store are loaded on the first upload, not at start:
  // most requests are pages.
  let tusServer: Promise<Server> | null = null;
  const tusOf = () => (tusServer ??= createTus());
  async function createTus(): Promise<Server> {
    const [{ Server: TusServer }, datastore] = await Promise.all([
      import('@tus/server'),
      createStagedStore(stagedDirOf(dataDir)),
    ]);
    return new TusServer({
      path: resumableUploadPath,
      datastore,
      relativeLocation: true,
      maxSize: applicationUploadLimits.maxFileBytes,
      // Same origin only: no CORS for any other site.
      allowedOrigins: () => false,
      async onIncomingRequest(req, id) {
        if (req.method === 'POST') return;
        if (!ownedStagedUpload(dataDir, id, req.headers.get('cookie'))) throw notFound();
      },
      async onUploadCreate(req, upload) {
        const owner = stagedOwnerOf(req.headers.get('cookie'));
        if (!owner) throw tusRefusal(400, { key: 'refusals.formUnreadable' });
        // Every staged upload declares its size, so the limit holds from the first byte.
        if (upload.size === undefined) throw tusRefusal(400, { key: 'refusals.formUnreadable' });
        const formName = upload.metadata?.form ?? '';
        const field = upload.metadata?.field ?? '';
        const form = stagedForms[formName];
        if (!form || !form.fields.includes(field)) throw tusRefusal(400, { key: 'refusals.formUnreadable' });
        const ip = expressRequests.get(req as unknown as Request)?.ip ?? 'unknown';
        try {
          // Refused once the address's submits are spent; each upload is counted too.
          await deps.guards.check('submit', ip);
          await deps.guards.take('upload', ip);
          // The declared size counts against all staged bytes, then the address's own.
          if ((await stagedBytesInUse(dataDir)) + upload.size > megabytes(deps.stagedMaxMb)) {
            throw refusal('INSUFFICIENT_STORAGE', { key: 'refusals.lowStorage' });
          }
          deps.guards.takeStagedBytes(ip, upload.size);
          noteStagedBytes(dataDir, upload.size);
        } catch (error) {
          const problem = problemOf(error);
          throw { status_code: problem.status, body: JSON.stringify({ message: problem.message, said: problem.said }) };
        }
        const name = (upload.metadata?.filename ?? 'upload').replace(/[/\\\0]/g, '_').slice(0, 200);
        return { metadata: { form: formName, field, name, owner } };
      },
      async onUploadFinish(_req, upload) {
        // tus has just read the upload's metadata: its form and field come with it.
        const form = stagedForms[upload.metadata?.form ?? ''];
        const field = upload.metadata?.field;
        if (!form || !field) throw notFound();
        const filePath = stagedFilePathOf(dataDir, upload.id);
        const file = { tempPath: filePath, detectedType: await stagedFileType(filePath) };
        const refusal = await documentTypeRefusal(file, form.spec(field));
        if (refusal) {
          // Nothing of a refused file is kept.
          removeStagedUpload(dataDir, upload.id);
          throw tusRefusal(415, refusal);
        }
        return {};
      },
      onResponseError(_req, error) {
        const status = 'status_code' in error ? error.status_code : 500;
        if (status === 413) return fileTooLarge();
        if (status === 404 || status === 410) return notFound();
        if (status >= 500) deps.logger.error({ err: error }, 'resumable upload error');
        return undefined;
      },
    });
  }

  return (req, res, next) => {
    if (!routePattern.test(req.path)) return next();
    if (!tusMethods.has(req.method)) {
      res.status(404).type('text/plain').send('Not found\n');
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    // The first upload of a browser gives it the id its uploads are bound to.
    if (req.method === 'POST' && !stagedOwnerOf(req.headers.cookie)) {
      const value = randomBytes(32).toString('base64url');
      const attributes = ['Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${ownerCookieMaxAgeSeconds}`];
      if (req.secure) attributes.push('Secure');
      res.append('Set-Cookie', `${stagedOwnerCookie}=${value}; ${attributes.join('; ')}`);
      req.headers.cookie = [req.headers.cookie, `${stagedOwnerCookie}=${value}`].filter(Boolean).join('; ');
    }
    const diskCheck =
      req.method === 'POST' || req.method === 'PATCH' ? assertDiskSpaceForUpload(dataDir, stagedMinFreeBytes) : Promise.resolve();
    diskCheck.then(
      async () => {
        try {
          // The body is taken from the socket now, before tus may still be
          // loading (the first upload): a connection dropped meanwhile keeps
          // the bytes that arrived.
          const request = webRequestOf(req);
          const answer = await (await tusOf()).handleWeb(request);
          if (res.destroyed) return;
          res.status(answer.status);
          // tus answers a refusal in mid-body (413: more bytes than declared)
          // with `Connection: close`, and the socket then closes while the
          // client is still writing: the client gets EPIPE or a reset instead
          // of the 413 and its message (tests/integration/resumable-uploads.test.ts).
          // So the rest of the body is read and dropped, up to a bound, and
          // the connection is kept, as drainRequest does for other refusals.
          const bodyStillArriving = !req.complete;
          answer.headers.forEach((value, name) => {
            if (bodyStillArriving && name === 'connection') return;
            res.setHeader(name, value);
          });
          if (bodyStillArriving) drainRequest(req, applicationUploadLimits.maxFileBytes + 1024 * 1024);
          res.end(Buffer.from(await answer.arrayBuffer()));
        } catch (error) {
          next(error);
        }
      },
      (error: unknown) => {
        if (!(error instanceof AppError)) return next(error);
        res.locals.refusedBecause = 'low disk space';
        res.status(507).setHeader('Tus-Resumable', '1.0.0');
        res.type('text/plain').send(error.message);
        drainRequest(req, applicationUploadLimits.maxFileBytes + 1024 * 1024);
      },
    );
  };
}
