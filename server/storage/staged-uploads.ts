// Staged uploads: documents a browser sends ahead of its form with the tus
// protocol (server/uploads/resumable.ts), kept under DATA_DIR/staged by
// tus' FileStore (`<id>` the bytes, `<id>.json` size and metadata). A form
// submit claims them: the bytes are linked into tmp/ and from there follow
// the path of any multipart file (decision 003). What is never claimed goes
// after six hours without a write. Its steps on disk are synchronous (decision 035).
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { copyFile, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Configstore, FileStore } from '@tus/file-store';
import { fileTypeFromBuffer } from 'file-type';
import type { ReceivedFile } from './multipart';
import { stagedDirOf, tempDirOf } from './paths';

/**
 * A staged upload not written to (or claimed) for this long is removed.
 * Hours, not a day: a visitor sends documents while filling the form and
 * submits within the hour; what is left after that is an abandoned form or
 * someone filling the disk.
 */
export const stagedUploadMaxAgeMs = 6 * 60 * 60 * 1000;
/** A half-created upload (bytes without metadata, or the reverse) older than this is debris of a crash. */
const brokenUploadGraceMs = 60 * 1000;
/** Enough leading bytes to recognise a type (as the multipart parser sniffs). */
const sniffBytes = 4100;

/** tus' FileStore names uploads with 16 random bytes in hex; nothing else is ever looked up. */
const uploadIdPattern = /^[0-9a-f]{32}$/;
export const isStagedUploadId = (id: string) => uploadIdPattern.test(id);

/**
 * The browser that sent a staged upload holds this cookie (set by
 * server/uploads/resumable.ts); the upload keeps its sha256 as its owner, and
 * only the same browser may resume or claim it.
 */
export const stagedOwnerCookie = 'staged-uploads';

/** sha256 of the browser's staged-upload cookie, or null when it has none. */
export function stagedOwnerOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === stagedOwnerCookie) {
      const value = rest.join('=');
      if (/^[A-Za-z0-9_-]{32,64}$/.test(value)) return createHash('sha256').update(value).digest('hex');
    }
  }
  return null;
}

/** The upload if this browser owns it; null for a missing upload and for another browser's alike. */
export function ownedStagedUpload(dataDir: string, id: string, cookieHeader: string | null | undefined): StagedUpload | null {
  const owner = stagedOwnerOf(cookieHeader);
  const upload = owner ? readStagedUpload(dataDir, id) : null;
  return upload && upload.owner === owner ? upload : null;
}

/** Metadata keys the server itself writes at creation (the client's own keys are dropped). */
export interface StagedMetadata {
  /** Which form the file is for: application or admission. */
  form: string;
  /** The form's file field. */
  field: string;
  /** The client's file name: metadata only, never a path. */
  name: string;
  /** sha256 of the browser's staged-upload cookie: only that browser may use the upload. */
  owner: string;
}

export interface StagedUpload extends StagedMetadata {
  id: string;
  /** Declared length, bytes. */
  size: number;
  /** Bytes received so far. */
  offset: number;
  filePath: string;
}

/** Where an upload's bytes are (its metadata is beside them, `.json`). */
export const stagedFilePathOf = (dataDir: string, id: string) => path.join(stagedDirOf(dataDir), id);

/** The upload with this id, or null if there is none (or it is half-written). */
export function readStagedUpload(dataDir: string, id: string): StagedUpload | null {
  if (!isStagedUploadId(id)) return null;
  const filePath = stagedFilePathOf(dataDir, id);
  try {
    const info = JSON.parse(readFileSync(`${filePath}.json`, 'utf8')) as {
      size?: number;
      metadata?: Partial<Record<keyof StagedMetadata, string | null>>;
    };
    const offset = statSync(filePath).size;
    const meta = info.metadata ?? {};
    if (typeof info.size !== 'number' || !meta.form || !meta.field || !meta.owner) return null;
    return {
      id,
      size: info.size,
      offset,
      filePath,
      form: meta.form,
      field: meta.field,
      name: meta.name ?? 'upload',
      owner: meta.owner,
    };
  } catch {
    return null;
  }
}

/** Removes an upload's bytes and metadata. Safe to call twice. */
export function removeStagedUpload(dataDir: string, id: string): void {
  if (!isStagedUploadId(id)) return;
  const filePath = stagedFilePathOf(dataDir, id);
  rmSync(filePath, { force: true });
  rmSync(`${filePath}.json`, { force: true });
}

/**
 * Links a complete staged upload into tmp/ as a received file, so the form's
 * usual checks, re-encoding and placing run on it; the staged copy stays
 * until the record is saved (then removeStagedUpload) or the sweep.
 */
export async function claimStagedFile(dataDir: string, upload: StagedUpload): Promise<ReceivedFile> {
  const tempDir = tempDirOf(dataDir);
  mkdirSync(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
  try {
    linkSync(upload.filePath, tempPath);
  } catch {
    // Another file system (or no hard links): a copy does the same.
    await copyFile(upload.filePath, tempPath);
  }
  return { ...(await sniffStagedFile(upload)), tempPath };
}

/**
 * The type of the staged bytes from their first bytes, as the multipart
 * parser sniffs, or null when unknown. Reads only those bytes: the upload's
 * check as its last byte arrives needs no more (a claim reads it whole).
 */
export async function stagedFileType(filePath: string): Promise<string | null> {
  const head = Buffer.alloc(sniffBytes);
  const fd = openSync(filePath, 'r');
  let bytesRead: number;
  try {
    bytesRead = readSync(fd, head, 0, sniffBytes, 0);
  } finally {
    closeSync(fd);
  }
  return (await fileTypeFromBuffer(head.subarray(0, bytesRead)))?.mime ?? null;
}

/** The staged bytes as a received file (type sniffed, sha256 taken), read where they lie. */
async function sniffStagedFile(upload: StagedUpload): Promise<ReceivedFile> {
  // One synchronous read of the whole file (tus caps it at the form's largest
  // file, a few MB): the sha256 that follows holds the thread longer than the
  // read, and a trip to libuv's thread pool costs more than either for most
  // files (decision 035).
  const content = readFileSync(upload.filePath);
  const detected = await fileTypeFromBuffer(content.subarray(0, sniffBytes));
  return {
    field: upload.field,
    originalName: path.basename(upload.name).slice(0, 200) || 'upload',
    tempPath: upload.filePath,
    bytes: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    detectedType: detected?.mime ?? null,
  };
}

/**
 * Removes staged uploads with no write for `maxAgeMs` (a finished upload
 * keeps its last write time), and the debris a crash left half-created.
 * Runs at start and on a timer; a running upload is written to, so it stays.
 */
export async function sweepStagedUploads(dataDir: string, options: { now?: number; maxAgeMs?: number } = {}): Promise<number> {
  const now = options.now ?? Date.now();
  const maxAgeMs = options.maxAgeMs ?? stagedUploadMaxAgeMs;
  const dir = stagedDirOf(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const ids = new Set(names.map((name) => (name.endsWith('.json') ? name.slice(0, -'.json'.length) : name)));
  let removed = 0;
  for (const id of ids) {
    const filePath = path.join(dir, id);
    if (!isStagedUploadId(id)) {
      // Nothing of ours is named otherwise (tus writes only id and id.json).
      await rm(filePath, { force: true, recursive: true });
      removed += 1;
      continue;
    }
    const times = await Promise.all(
      [filePath, `${filePath}.json`].map((file) =>
        stat(file).then(
          (s) => s.mtimeMs,
          () => null,
        ),
      ),
    );
    const known = times.filter((time): time is number => time !== null);
    if (known.length === 0) continue;
    const idle = now - Math.max(...known);
    const complete = known.length === 2 && readStagedUpload(dataDir, id) !== null;
    if (idle > maxAgeMs || (!complete && idle > brokenUploadGraceMs)) {
      removeStagedUpload(dataDir, id);
      removed += 1;
    }
  }
  return removed;
}

/** How long a reading of the staged bytes is reused: creations are limited per address, so few land in between. */
const stagedBytesReadingMs = 5000;
const stagedBytesReadings = new Map<string, { at: number; bytes: Promise<number>; added: number }>();

/**
 * Bytes the staged uploads under DATA_DIR/staged hold or have declared they
 * will (an upload's declared length, from its metadata, counts from its
 * creation: the bytes may follow at once). Read from the folder at most every
 * few seconds; uploads created in between are added by `noteStagedBytes`.
 */
export async function stagedBytesInUse(dataDir: string): Promise<number> {
  const now = Date.now();
  let reading = stagedBytesReadings.get(dataDir);
  if (!reading || now - reading.at >= stagedBytesReadingMs) {
    reading = { at: now, bytes: readStagedBytes(stagedDirOf(dataDir)), added: 0 };
    stagedBytesReadings.set(dataDir, reading);
  }
  return (await reading.bytes) + reading.added;
}

/** Counts a just-created upload's declared bytes until the next reading of the folder. */
export function noteStagedBytes(dataDir: string, bytes: number): void {
  const reading = stagedBytesReadings.get(dataDir);
  if (reading) reading.added += bytes;
}

async function readStagedBytes(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const declared = new Map<string, number>();
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    try {
      const size = (JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { size?: unknown }).size;
      if (typeof size === 'number') declared.set(name.slice(0, -'.json'.length), size);
    } catch {
      // Half-written metadata: its bytes are counted as they lie below.
    }
  }
  let total = 0;
  for (const name of names) {
    if (name.endsWith('.json')) continue;
    const onDisk = await stat(path.join(dir, name)).then(
      (s) => s.size,
      () => 0,
    );
    total += Math.max(onDisk, declared.get(name) ?? 0);
  }
  return total;
}

// The store tus writes staged uploads with: its FileStore, with its small
// metadata steps done synchronously (decision 035): the `<id>.json` read,
// written and removed, the empty file made at creation, and the size read as
// each request looks the upload up. The bytes of a PATCH still stream to the
// file as FileStore writes them. The files on disk are the same as
// FileStore's own.
type TusUpload = Parameters<FileStore['create']>[0];

/** FileStore's configstore format (`<id>.json` beside the bytes), read and written synchronously. */
function syncConfigstore(directory: string): Configstore {
  const fileOf = (id: string) => {
    // tus names uploads itself; anything else never reaches the disk.
    if (!isStagedUploadId(id)) throw new Error('not a staged upload id');
    return path.join(directory, `${id}.json`);
  };
  return {
    async get(id) {
      try {
        return JSON.parse(readFileSync(fileOf(id), 'utf8')) as TusUpload;
      } catch {
        return undefined;
      }
    },
    async set(id, value) {
      writeFileSync(fileOf(id), JSON.stringify(value), { mode: 0o600 });
    },
    async delete(id) {
      rmSync(fileOf(id), { force: true });
    },
  };
}

/** tus' store, loaded with its package on the first upload (not at start). */
export async function createStagedStore(directory: string): Promise<FileStore> {
  const [{ FileStore }, { ERRORS, Upload }] = await Promise.all([import('@tus/file-store'), import('@tus/server')]);
  const makeFolder = () => mkdirSync(directory, { recursive: true, mode: 0o700 });
  // Made here, private, before FileStore's own (world-readable) mkdir runs.
  makeFolder();

  class StagedFileStore extends FileStore {
    override async create(file: TusUpload): Promise<TusUpload> {
      if (!isStagedUploadId(file.id)) throw new Error('not a staged upload id');
      const filePath = path.join(directory, file.id);
      try {
        writeFileSync(filePath, '', { mode: 0o600 });
      } catch (error) {
        // The folder was removed while the server ran: made again, once.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        makeFolder();
        writeFileSync(filePath, '', { mode: 0o600 });
      }
      await this.configstore.set(file.id, file);
      file.storage = { type: 'file', path: filePath };
      return file;
    }

    // FileStore's own lookup, with the size read by statSync.
    override async getUpload(id: string): Promise<TusUpload> {
      const file = await this.configstore.get(id);
      if (!file) throw ERRORS.FILE_NOT_FOUND;
      const filePath = path.join(directory, id);
      let size: number;
      try {
        const stats = statSync(filePath);
        if (stats.isDirectory()) throw ERRORS.FILE_NOT_FOUND;
        size = stats.size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw ERRORS.FILE_NO_LONGER_EXISTS;
        throw error;
      }
      return new Upload({
        id,
        size: file.size,
        offset: size,
        metadata: file.metadata,
        creation_date: file.creation_date,
        storage: { type: 'file', path: filePath },
      });
    }
  }
  return new StagedFileStore({ directory, configstore: syncConfigstore(directory) });
}
