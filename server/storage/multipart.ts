// Streams a multipart/form-data body to temporary files under
// DATA_DIR/tmp, enforcing limits while the bytes arrive: a request that is
// too large is refused before it is read whole, and leaves no file behind.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../domain/problem';
import { tempDirOf } from './paths';
import { refusal } from '../../domain/refusal';
import type { Said } from '../../domain/said';
import { documentSizes } from '../../domain/schemas/documents';

export interface MultipartLimits {
  /** Largest single file, bytes. */
  maxFileBytes: number;
  /** Whole request body, bytes. */
  maxTotalBytes: number;
  maxFiles: number;
  maxFields: number;
  /** Largest text field value, bytes. */
  maxFieldBytes: number;
}

export const applicationUploadLimits: MultipartLimits = {
  ...documentSizes,
  maxFiles: 8,
  maxFields: 60,
  maxFieldBytes: 4 * 1024,
};

/** One gallery picture with its title, description and category. */
export const galleryUploadLimits: MultipartLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 11 * 1024 * 1024,
  maxFiles: 1,
  maxFields: 10,
  maxFieldBytes: 2 * 1024,
};

/** One bank statement (CSV, XLS or XLSX) and the column mapping's few fields. */
export const statementUploadLimits: MultipartLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 6 * 1024 * 1024,
  maxFiles: 1,
  maxFields: 16,
  maxFieldBytes: 1024,
};

export interface ReceivedFile {
  /** The form field the file came in. */
  field: string;
  /** The client's file name: metadata only, never a path. */
  originalName: string;
  tempPath: string;
  bytes: number;
  sha256: string;
  /** MIME type from the file's bytes (magic numbers), or null when unknown. */
  detectedType: string | null;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  /** Non-empty files by field name (an empty file input sends a 0-byte part: dropped). */
  files: Map<string, ReceivedFile>;
  /** Removes the temporary files that were not moved away. Safe to call twice. */
  cleanup: () => Promise<void>;
  /**
   * Once the record that holds these files is saved (server/api/trpc.ts calls
   * it when the procedure succeeded): removes the staged uploads the form
   * claimed (server/uploads/receive.ts). Absent when none were.
   */
  settle?: () => Promise<void>;
  /**
   * Staged uploads the form named but the server could not use (gone, not
   * finished), by field. Refused by the service only after it has checked
   * whether the submit is a resend (decision 017): a resend gets its first
   * receipt even when its staged uploads were claimed and removed already.
   */
  stagedRefusals?: Record<string, Said>;
}

const sniffBytes = 4100;

const tooLarge = (limits: MultipartLimits, what: 'file' | 'request') =>
  refusal(
    'PAYLOAD_TOO_LARGE',
    what === 'file'
      ? { key: 'templates.fileTooLarge', values: { megabytes: Math.round(limits.maxFileBytes / 1024 / 1024) } }
      : { key: 'templates.uploadTooLarge', values: { megabytes: Math.round(limits.maxTotalBytes / 1024 / 1024) } },
  );

/**
 * Parses a multipart body. `fileFields` lists the fields that may carry files;
 * a file in any other field is refused. Throws AppError (400, 413, 415).
 */
export async function parseMultipart(options: {
  body: Readable | WebReadableStream<Uint8Array> | ReadableStream<Uint8Array> | null;
  headers: { 'content-type'?: string | null; 'content-length'?: string | null };
  dataDir: string;
  limits: MultipartLimits;
  fileFields: readonly string[];
}): Promise<ReceivedForm> {
  const { limits, headers } = options;
  const contentType = headers['content-type'] ?? '';
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data upload.');
  }
  const declaredLength = Number(headers['content-length'] ?? NaN);
  if (Number.isFinite(declaredLength) && declaredLength > limits.maxTotalBytes) {
    throw tooLarge(limits, 'request');
  }
  if (!options.body) throw refusal('BAD_REQUEST', { key: 'refusals.formEmpty' });

  const tempDir = tempDirOf(options.dataDir);
  // Small steps on names, not bytes: synchronous (decision 035). Once a
  // record is saved its files were moved away, and each rm finds nothing.
  mkdirSync(tempDir, { recursive: true });
  const written: string[] = [];
  const cleanup = async () => {
    for (const file of written.splice(0)) rmSync(file, { force: true });
  };

  const source =
    options.body instanceof Readable ? options.body : Readable.fromWeb(options.body as WebReadableStream<Uint8Array>);

  const fields: Record<string, string> = {};
  const files = new Map<string, ReceivedFile>();
  const fileWrites: Promise<void>[] = [];
  const openFileStreams = new Set<Readable>();
  // A write stream destroyed while its file is still being opened creates the
  // file after pipeline() has given up on it: the temporary files are removed
  // only once every one of them is closed.
  const fileSinksClosed: Promise<void>[] = [];

  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      let totalBytes = 0;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        source.unpipe?.(parser);
        // Abort the file writes in progress so their temporary files can go.
        for (const stream of openFileStreams) stream.destroy(new Error('aborted'));
        // Stop reading the rest of the body; the caller answers at once.
        source.resume?.();
        reject(error);
      };
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: { 'content-type': contentType },
          limits: {
            fileSize: limits.maxFileBytes,
            files: limits.maxFiles,
            fields: limits.maxFields,
            fieldSize: limits.maxFieldBytes,
            parts: limits.maxFiles + limits.maxFields,
          },
        });
      } catch {
        throw refusal('BAD_REQUEST', { key: 'refusals.formUnreadable' });
      }

      source.on('data', (chunk: Buffer) => {
        totalBytes += chunk.length;
        if (totalBytes > limits.maxTotalBytes) fail(tooLarge(limits, 'request'));
      });
      source.on('error', (error) => fail(error));

      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) return fail(new AppError('BAD_REQUEST', `The field ${name} is too long.`));
        fields[name] = value;
      });

      parser.on('file', (field, stream, info) => {
        // busboy emits 'error' on a file stream whose body ends mid-file; an
        // unheard 'error' event would crash the whole process, so every file
        // stream gets a listener (the parser's own error or close decides).
        stream.on('error', () => {});
        if (failed || !options.fileFields.includes(field)) {
          stream.resume();
          if (!failed) fail(new AppError('BAD_REQUEST', `Unexpected file in the field ${field}.`));
          return;
        }
        openFileStreams.add(stream);
        stream.on('close', () => openFileStreams.delete(stream));
        const tempPath = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
        written.push(tempPath);
        const hash = createHash('sha256');
        // The first bytes are enough to recognise the type (magic numbers).
        const head: Buffer[] = [];
        let bytes = 0;
        let truncated = false;
        stream.on('data', (chunk: Buffer) => {
          if (bytes < sniffBytes) head.push(chunk);
          bytes += chunk.length;
          hash.update(chunk);
        });
        stream.on('limit', () => {
          truncated = true;
          fail(tooLarge(limits, 'file'));
        });
        const sink = createWriteStream(tempPath, { mode: 0o600 });
        fileSinksClosed.push(new Promise((resolve) => sink.once('close', () => resolve())));
        fileWrites.push(
          pipeline(stream, sink).then(
            async () => {
              if (truncated || failed || bytes === 0) return;
              const detected = await fileTypeFromBuffer(Buffer.concat(head).subarray(0, sniffBytes));
              files.set(field, {
                field,
                originalName: path.basename(info.filename || 'upload').slice(0, 200),
                tempPath,
                bytes,
                sha256: hash.digest('hex'),
                detectedType: detected?.mime ?? null,
              });
            },
            (error: unknown) => fail(error),
          ),
        );
      });

      parser.on('filesLimit', () => fail(new AppError('BAD_REQUEST', 'Too many files in one form.')));
      parser.on('fieldsLimit', () => fail(new AppError('BAD_REQUEST', 'Too many fields in one form.')));
      parser.on('partsLimit', () => fail(new AppError('BAD_REQUEST', 'Too many parts in one form.')));
      parser.on('error', () => fail(refusal('BAD_REQUEST', { key: 'refusals.formUnreadable' })));
      parser.on('close', () => {
        if (failed) return;
        Promise.all(fileWrites).then(() => (failed ? undefined : resolve()), fail);
      });
      source.pipe(parser);
    });
  } catch (error) {
    await Promise.allSettled(fileWrites);
    await Promise.all(fileSinksClosed);
    await cleanup();
    throw error;
  }
  return { fields, files, cleanup };
}
