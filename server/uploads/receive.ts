// Receiving a form's files, for every transport that takes them (page actions
// through the load context, the legacy adapter): the form's fields and
// limits, the guard checked before a byte is read, the documents the
// JavaScript forms sent ahead (claimed below), a refusal the client can
// read, and the temporary files removed whatever happens. A transport makes
// one call, submitReceived, naming a Submission (page-forms.ts, the legacy
// adapter's own): the server maps the fields to the procedure's input and
// runs it with the files, and the transport gets the answer.
import { rmSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Request } from 'express';
import { documentForms } from '../../domain/schemas/documents';
import type { GuardKind, Guards } from '../api/guards';
import {
  applicationUploadLimits,
  galleryUploadLimits,
  parseMultipart,
  statementUploadLimits,
  type MultipartLimits,
  type ReceivedForm,
} from '../storage/multipart';
import { claimStagedFile, ownedStagedUpload, removeStagedUpload } from '../storage/staged-uploads';
import { drainRequest } from '../http/drain';
import { refusal } from '../../domain/refusal';
import type { Said } from '../../domain/said';
import type { Language } from '../../domain/vocabulary';
import type { Caller } from '../api/root';

const uploadForms = {
  application: { fileFields: documentForms.application.fields, limits: applicationUploadLimits },
  admission: { fileFields: documentForms.admission.fields, limits: applicationUploadLimits },
  gallery: { fileFields: ['image'], limits: galleryUploadLimits },
  brand: { fileFields: ['image'], limits: galleryUploadLimits },
  statement: { fileFields: ['statement'], limits: statementUploadLimits },
  contentImage: { fileFields: ['image'], limits: galleryUploadLimits },
} as const;

type UploadForm = keyof typeof uploadForms;

/**
 * One form's way from its posted fields to its procedure: the server's, so
 * no transport hands the edge a callback of its own.
 */
export interface Submission<Input, Output> {
  form: UploadForm;
  /** The guard(s) of the procedure(s) the upload is for, checked before the body is read (see UploadOptions). */
  guard?: UploadOptions['guard'];
  /** The procedure's input from the text fields; null when this post asks nothing of its files. */
  input: (fields: Record<string, string>, language: Language) => Input;
  run: (api: Caller, input: NonNullable<Input>) => Promise<Output>;
}

/** A submission's answer: null where its input was null (the procedure was not called). */
export type AnswerOf<Input, Output> = null extends Input ? Output | null : Output;

/**
 * What a transport gets back: the text fields and the file fields that
 * arrived (a refused form keeps the one and says to choose the other again),
 * and the procedure's answer or what it threw.
 */
export type Submitted<Answer> = { fields: Record<string, string>; fileFields: string[] } & (
  { ok: true; value: Answer } | { ok: false; error: unknown }
);

export interface UploadOptions {
  /** Which form this is: its file fields and size limits. */
  form: UploadForm;
  /**
   * The guard of the procedure the upload is for, checked before the body is
   * read. A form whose intents call procedures of several guards names them
   * all, the one its files are for first: a body that can carry files is
   * read only while that guard has room, a small one while any has.
   */
  guard?: GuardKind | readonly [GuardKind, ...GuardKind[]];
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

/** A body at most this long carries fields only (a look-up, a claim), never a document. */
export const fieldsOnlyBodyBytes = 64 * 1024;

async function checkGuards(req: Request, guard: UploadOptions['guard'], deps: { guards: Guards; clientIp: string }) {
  if (!guard) return;
  const [filesGuard, ...others] = typeof guard === 'string' ? [guard] : guard;
  try {
    await deps.guards.check(filesGuard, deps.clientIp);
  } catch (error) {
    const length = Number(req.get('content-length'));
    if (!(length <= fieldsOnlyBodyBytes)) throw error;
    for (const other of others) {
      try {
        await deps.guards.check(other, deps.clientIp);
        return;
      } catch {
        // spent too
      }
    }
    throw error;
  }
}

async function receiveFiles(
  req: Request,
  body: Readable | WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  options: UploadOptions,
  deps: { dataDir: string; guards: Guards; clientIp: string },
): Promise<ReceivedForm> {
  const form = uploadForms[options.form];
  try {
    await checkGuards(req, options.guard, deps);
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
 * Receives the request's files, maps its fields to the submission's input,
 * runs the procedure with a caller that reads the files, and removes their
 * temporary copies whatever it did; a procedure that stored them has moved
 * them away by then, and has settled the staged uploads it claimed
 * (server/api/trpc.ts).
 */
export async function submitReceived<Input, Output>(
  req: Request,
  body: Readable | WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null,
  submission: Submission<Input, Output>,
  deps: {
    dataDir: string;
    guards: Guards;
    clientIp: string;
    language: Language;
    /** Claim the staged uploads the form names: the pages' forms only (see UploadOptions). */
    claimStaged: boolean;
    callerFor: (upload: ReceivedForm) => Caller;
  },
): Promise<Submitted<AnswerOf<Input, Output>>> {
  const options = {
    form: submission.form,
    claimStaged: deps.claimStaged,
    ...(submission.guard ? { guard: submission.guard } : {}),
  };
  let form: ReceivedForm;
  try {
    form = await receiveFiles(req, body, options, deps);
  } catch (error) {
    return { ok: false, error, fields: {}, fileFields: [] };
  }
  const fields = { ...form.fields };
  const fileFields = [...form.files.keys()];
  try {
    const input = submission.input(form.fields, deps.language);
    const value = input === null ? null : await submission.run(deps.callerFor(form), input as NonNullable<Input>);
    return { ok: true, value: value as AnswerOf<Input, Output>, fields, fileFields };
  } catch (error) {
    return { ok: false, error, fields, fileFields };
  } finally {
    await form.cleanup();
  }
}

// The small final submit of a JavaScript form: its documents arrived ahead as
// staged uploads (resumable.ts), and the form names them in fields
// `staged.<file field>` = upload id. Each is claimed here, only by the browser
// that uploaded it, and joins the request's files as if it had come in the
// multipart body: the procedure then checks, re-encodes and places it and
// commits the record with it, as for every other upload.
const stagedFieldPrefix = 'staged.';

async function claimStagedUploads(
  received: ReceivedForm,
  options: { dataDir: string; form: 'application' | 'admission'; cookieHeader: string | undefined; limits: MultipartLimits },
): Promise<ReceivedForm> {
  const fileFields: readonly string[] = documentForms[options.form].fields;
  const wanted: { field: string; id: string }[] = [];
  for (const [name, value] of Object.entries(received.fields)) {
    if (!name.startsWith(stagedFieldPrefix)) continue;
    delete received.fields[name];
    const field = name.slice(stagedFieldPrefix.length);
    // A file sent in the body itself wins over a staged one for the same field.
    if (fileFields.includes(field) && value && !received.files.has(field)) wanted.push({ field, id: value });
  }
  if (wanted.length === 0) return received;

  const linked: string[] = [];
  // Once the record is saved these links were moved away: each rm finds nothing.
  const removeLinked = async () => {
    for (const file of linked.splice(0)) rmSync(file, { force: true });
  };
  try {
    const refused: Record<string, Said> = {};
    for (const { field, id } of wanted) {
      const upload = ownedStagedUpload(options.dataDir, id, options.cookieHeader);
      if (!upload || upload.form !== options.form || upload.field !== field) {
        refused[field] = { key: 'refusals.stagedUploadMissing' };
        continue;
      }
      if (upload.offset !== upload.size) {
        refused[field] = { key: 'refusals.stagedUploadUnfinished' };
        continue;
      }
      const file = await claimStagedFile(options.dataDir, upload);
      linked.push(file.tempPath);
      received.files.set(field, file);
    }
    if (Object.keys(refused).length > 0) received.stagedRefusals = refused;
    const total = [...received.files.values()].reduce((sum, file) => sum + file.bytes, 0);
    if (total > options.limits.maxTotalBytes) {
      throw refusal('PAYLOAD_TOO_LARGE', {
        key: 'templates.uploadTooLarge',
        values: { megabytes: Math.round(options.limits.maxTotalBytes / 1024 / 1024) },
      });
    }
  } catch (error) {
    await removeLinked();
    await received.cleanup();
    throw error;
  }
  return {
    fields: received.fields,
    files: received.files,
    ...(received.stagedRefusals ? { stagedRefusals: received.stagedRefusals } : {}),
    cleanup: async () => {
      await received.cleanup();
      await removeLinked();
    },
    settle: async () => {
      for (const { id } of wanted) removeStagedUpload(options.dataDir, id);
    },
  };
}
