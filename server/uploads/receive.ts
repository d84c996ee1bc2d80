// Receiving a form's files, for every transport that takes them (page actions
// through the load context, the legacy adapter): the form's fields and
// limits, the guard checked before a byte is read, the documents the
// JavaScript forms sent ahead (staged-claims.ts), a refusal the client can
// read, and the temporary files removed whatever happens. A transport makes
// one call, withReceivedFiles, and gets the files ready for its procedure.
import type { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Request } from 'express';
import { admissionFileFields, registrationFileFields } from '../../domain/schemas/rules';
import type { GuardKind, Guards } from '../api/guards';
import {
  applicationUploadLimits,
  galleryUploadLimits,
  parseMultipart,
  statementUploadLimits,
  type ReceivedForm,
} from '../storage/multipart';
import { drainRequest } from '../http/drain';
import { claimStagedUploads } from './staged-claims';

const uploadForms = {
  application: { fileFields: registrationFileFields, limits: applicationUploadLimits },
  admission: { fileFields: admissionFileFields, limits: applicationUploadLimits },
  gallery: { fileFields: ['image'], limits: galleryUploadLimits },
  brand: { fileFields: ['image'], limits: galleryUploadLimits },
  statement: { fileFields: ['statement'], limits: statementUploadLimits },
} as const;

export interface UploadOptions {
  /** Which form this is: its file fields and size limits. */
  form: keyof typeof uploadForms;
  /** The guard of the procedure the upload is for, checked before the body is read. */
  guard?: GuardKind;
  /**
   * Claim the staged uploads the form names (`staged.<field>`): set for the
   * pages' forms only, so the old client's /api reads its bodies as before.
   */
  claimStaged?: boolean;
}

/**
 * A body refused before it was read whole is still read (and dropped) up to
 * this many bytes, so the client finishes sending and reads the refusal;
 * beyond it the connection is cut.
 */
export const refusedBodyReadLimit = 64 * 1024 * 1024;

async function receiveFiles(
  req: Request,
  body: Readable | WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  options: UploadOptions,
  deps: { dataDir: string; guards: Guards; clientIp: string },
): Promise<ReceivedForm> {
  const form = uploadForms[options.form];
  try {
    if (options.guard) await deps.guards.check(options.guard, deps.clientIp);
    const received = await parseMultipart({
      body,
      headers: { 'content-type': req.get('content-type'), 'content-length': req.get('content-length') },
      dataDir: deps.dataDir,
      limits: form.limits,
      fileFields: form.fileFields,
    });
    // The JavaScript forms send their documents ahead (resumable uploads) and name them here.
    if (options.claimStaged && (options.form === 'application' || options.form === 'admission')) {
      return await claimStagedUploads(received, {
        dataDir: deps.dataDir,
        form: options.form,
        cookieHeader: req.headers.cookie,
        limits: form.limits,
      });
    }
    return received;
  } catch (error) {
    if (!req.readableEnded) drainRequest(req, refusedBodyReadLimit);
    throw error;
  }
}

/**
 * Receives the request's files, runs `handle` with them, and removes their
 * temporary copies whatever `handle` did; a procedure that stored them has
 * moved them away by then, and has settled the staged uploads it claimed
 * (server/api/trpc.ts).
 */
export async function withReceivedFiles<T>(
  req: Request,
  body: Readable | WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  options: UploadOptions,
  deps: { dataDir: string; guards: Guards; clientIp: string },
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const form = await receiveFiles(req, body, options, deps);
  try {
    return await handle(form);
  } finally {
    await form.cleanup();
  }
}
