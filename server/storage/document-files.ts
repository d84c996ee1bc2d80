// Applicant documents: decide what each file really is from its bytes,
// re-encode images that need it (rotation applied, metadata stripped, pixel
// count capped; a clean picture within its limits is kept as sent, decision
// 034), and move them into place. The service that stores the record writes the
// rows that claim them (server/services/admissions/record-documents.ts).
//
// Order of a save (crash-safe): files wait in DATA_DIR/tmp, are renamed into
// DATA_DIR/uploads (same file system, so each rename is atomic), and only then
// the record and its uploads rows are inserted in ONE transaction. A failure
// removes the files and leaves no row. A crash at any point leaves at worst
// files no row refers to, which the start-up sweep removes: never a row
// without its files.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentKind, DocumentSpec } from '../../domain/schemas/documents';
import {
  acceptedTypes,
  type DocumentRule,
  extensionsOf,
  fileTypes,
  jpegRules,
  pictureLimits,
} from '../../domain/schemas/document-types';
import { loadSharp } from './images';
import type { ReceivedFile, ReceivedForm } from './multipart';
import { tempDirOf, uploadsDirOf } from './paths';
import { refusal } from '../../domain/refusal';
import type { ProblemKey, Said } from '../../domain/said';

export interface PreparedDocument {
  field: string;
  kind: DocumentKind;
  /** Where the file to keep waits (under DATA_DIR/tmp). */
  tempPath: string;
  storedName: string;
  originalName: string;
  detectedType: string;
  bytes: number;
  sha256: string;
}

const { jpeg, png, webp, docx, doc } = fileTypes;

/** What each rule takes (one table with the forms' file pickers). */
const allowed = acceptedTypes;

const typeRefusalKey: Record<DocumentRule, ProblemKey> = {
  photo: 'templates.notImage',
  image: 'templates.notImage',
  identity: 'templates.notIdentity',
  certificate: 'templates.notCertificate',
};

/** A document's refusal said by key, the document named by its label's key. */
const documentSaid = (key: ProblemKey, spec: DocumentSpec): Said => ({
  key,
  values: { label: { said: { key: `documentLabels.${spec.field}` as ProblemKey } } },
});

/** Refuses decompression bombs: a small file that claims a huge picture. */
export const maxInputPixels = 40_000_000;

/** What deciding a file's real type needs of it. */
type TypedFile = Pick<ReceivedFile, 'tempPath' | 'detectedType'>;

const randomName = (type: string) => `${randomBytes(16).toString('hex')}.${extensionsOf[type]?.[0]?.slice(1) ?? 'bin'}`;

/**
 * The real type of a received file. The multipart parser sniffs only the
 * first bytes; containers (zip, CFB) need the whole file: a docx is a zip
 * with a Word part, a .doc is a CFB file with a WordDocument stream (an .msi
 * or .xls is CFB too, and is refused).
 */
async function realTypeOf(file: TypedFile): Promise<string | null> {
  const sniffed = file.detectedType;
  if (sniffed === 'application/zip' || sniffed === docx) {
    // Files are at most a few MB (the parser's limit): reading one whole is fine.
    return (await fileTypeFromBuffer(await readFile(file.tempPath)))?.mime ?? null;
  }
  if (sniffed === 'application/x-cfb') {
    const bytes = await readFile(file.tempPath);
    return bytes.includes(Buffer.from('WordDocument', 'utf16le')) ? doc : sniffed;
  }
  return sniffed;
}

// Read in one synchronous call: the hash that follows holds the thread longer (decision 035).
function digestOf(filePath: string) {
  const content = readFileSync(filePath);
  return { bytes: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** A picture's headers (size, type, metadata), read without decoding its pixels. */
async function headersOf(file: Pick<ReceivedFile, 'tempPath'>) {
  const sharp = await loadSharp();
  return sharp(file.tempPath, { limitInputPixels: maxInputPixels, failOn: 'error' }).metadata();
}

/**
 * Whether a picture is already what a re-encode would make of it, so it is
 * kept byte for byte: a JPEG or PNG within its rule's limits, upright, in
 * sRGB or grey, one frame, and carrying no metadata to strip (EXIF, XMP,
 * IPTC, PNG text). A colour profile only says how to show the colours:
 * Chromium's canvas writes one into every JPEG. The forms' browser shrink
 * sends such pictures, and decoding one only to encode it again was most of
 * an application's CPU (decision 034). Reads the headers only.
 */
async function isKeptAsSent(file: ReceivedFile, type: string, rule: DocumentRule): Promise<boolean> {
  const limit = pictureLimits[rule];
  if ((type !== jpeg && type !== png) || file.bytes > limit.keptBytes) return false;
  const meta = await headersOf(file);
  const carriesMetadata = Boolean(meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || meta.comments?.length);
  return (
    Math.max(meta.width, meta.height) <= limit.longestSide &&
    meta.orientation === undefined &&
    (meta.space === 'srgb' || meta.space === 'b-w') &&
    (meta.pages ?? 1) === 1 &&
    !carriesMetadata
  );
}

/** Re-encodes an image into a new temporary file; the output type follows the input (WebP becomes JPEG). */
async function reencode(file: ReceivedFile, type: string, rule: DocumentRule, tempDir: string) {
  const outputType = type === png && !jpegRules.has(rule) ? png : jpeg;
  const tempPath = path.join(tempDir, `${randomBytes(16).toString('hex')}.part`);
  const sharp = await loadSharp();
  // One pipeline from file to file, so a JPEG larger than the cap is decoded
  // at 1/2, 1/4 or 1/8 of its size (shrink-on-load) rather than whole. The
  // re-encode is most of an application's CPU on the one core (decision 024):
  // Mitchell reduces a little cheaper than the default Lanczos and still
  // keeps a screenshot's text clean; unoptimised Huffman tables skip a second
  // pass over the picture for files about 5% larger.
  const side = pictureLimits[rule].longestSide;
  const pipeline = sharp(file.tempPath, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true, kernel: 'mitchell' });
  await (
    outputType === png ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 82, optimiseCoding: false })
  ).toFile(tempPath);
  return { tempPath, type: outputType };
}

/**
 * The picture to keep of `file`: the file itself when it is already clean,
 * else a re-encoded copy in `tempDir`, whose path is added to `created`.
 */
async function pictureToKeep(file: ReceivedFile, type: string, rule: DocumentRule, tempDir: string, created: string[]) {
  if (await isKeptAsSent(file, type, rule)) {
    return { tempPath: file.tempPath, detectedType: type, bytes: file.bytes, sha256: file.sha256 };
  }
  mkdirSync(tempDir, { recursive: true });
  const output = await reencode(file, type, rule, tempDir);
  created.push(output.tempPath);
  return { tempPath: output.tempPath, detectedType: output.type, ...digestOf(output.tempPath) };
}

/**
 * The refusal a file would get from prepareDocuments for its field's rule,
 * or null when it passes: its real type, and for a picture that it decodes.
 * Lets a staged upload be checked as soon as its last byte arrives.
 */
export async function documentTypeRefusal(file: TypedFile, spec: DocumentSpec): Promise<Said | null> {
  const type = await realTypeOf(file);
  if (!type || !allowed[spec.rule].includes(type)) return documentSaid(typeRefusalKey[spec.rule], spec);
  if (type === jpeg || type === png || type === webp) {
    try {
      const meta = await headersOf(file);
      if (!meta.width || !meta.height) throw new Error('no size');
    } catch {
      return documentSaid('templates.unreadablePicture', spec);
    }
  }
  return null;
}

export interface PreparedSet {
  documents: PreparedDocument[];
  /** Removes the files this step created (re-encoded copies). Safe to call twice. */
  discard: () => Promise<void>;
}

/**
 * Checks and prepares the files named in `specs` that are present in the
 * upload (presence itself is the caller's rule). Throws AppError with field
 * errors naming every file that is not what its field needs.
 */
export async function prepareDocuments(
  dataDir: string,
  upload: ReceivedForm | null | undefined,
  specs: readonly DocumentSpec[],
): Promise<PreparedSet> {
  const created: string[] = [];
  const discard = async () => {
    for (const file of created.splice(0)) rmSync(file, { force: true });
  };
  const tempDir = tempDirOf(dataDir);
  const documents: PreparedDocument[] = [];
  const fieldSaid: Record<string, Said> = {};
  try {
    for (const spec of specs) {
      const file = upload?.files.get(spec.field);
      if (!file) continue;
      const type = await realTypeOf(file);
      if (!type || !allowed[spec.rule].includes(type)) {
        fieldSaid[spec.field] = documentSaid(typeRefusalKey[spec.rule], spec);
        continue;
      }
      if (type === jpeg || type === png || type === webp) {
        try {
          const kept = await pictureToKeep(file, type, spec.rule, tempDir, created);
          documents.push({
            field: spec.field,
            kind: spec.kind,
            storedName: randomName(kept.detectedType),
            originalName: file.originalName,
            ...kept,
          });
        } catch {
          fieldSaid[spec.field] = documentSaid('templates.unreadablePicture', spec);
        }
        continue;
      }
      documents.push({
        field: spec.field,
        kind: spec.kind,
        tempPath: file.tempPath,
        storedName: randomName(type),
        originalName: file.originalName,
        detectedType: type,
        bytes: file.bytes,
        sha256: file.sha256,
      });
    }
  } catch (error) {
    await discard();
    throw error;
  }
  if (Object.keys(fieldSaid).length > 0) {
    await discard();
    throw refusal('BAD_REQUEST', { key: 'refusals.filesWrongType' }, { fieldSaid });
  }
  return { documents, discard };
}

export interface PlacedDocuments {
  documents: PreparedDocument[];
  /** Removes the placed files again (the record that would claim them was not saved). */
  remove: () => Promise<void>;
}

/**
 * Waits until a file's bytes, or a folder's entries, are on the disk. A
 * rename reaches the disk's journal on its own: without this, a power cut can
 * leave a renamed file empty under its new name. Through the thread pool, not
 * synchronous as the steps of decision 035: it waits on the disk itself.
 */
async function syncToDisk(filePath: string) {
  const handle = await open(filePath, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Moves prepared files from DATA_DIR/tmp into DATA_DIR/uploads (one rename
 * each, atomic on one file system), each file's bytes and then the renames
 * synced to the disk. The caller then writes the rows that claim them, and
 * calls remove() if that fails; a crash in between, a power cut included,
 * leaves only files no row claims, which the start-up sweep removes.
 */
export async function placeDocuments(dataDir: string, prepared: PreparedSet): Promise<PlacedDocuments> {
  const moved: string[] = [];
  const remove = async () => {
    for (const file of moved) rmSync(file, { force: true });
    await prepared.discard();
  };
  try {
    // Renames within one file system: synchronous (decision 035).
    const target = uploadsDirOf(dataDir);
    mkdirSync(target, { recursive: true, mode: 0o700 });
    await Promise.all(prepared.documents.map((document) => syncToDisk(document.tempPath)));
    for (const document of prepared.documents) {
      const destination = path.join(target, document.storedName);
      renameSync(document.tempPath, destination);
      moved.push(destination);
    }
    if (moved.length > 0) await syncToDisk(target);
  } catch {
    await remove();
    throw refusal('INSUFFICIENT_STORAGE', { key: 'refusals.documentsNotSaved' });
  }
  return { documents: prepared.documents, remove };
}
