// The small final submit of a JavaScript form: its documents arrived ahead as
// staged uploads (server/uploads/resumable.ts), and the form names them
// in fields `staged.<file field>` = upload id. Each is claimed here, only by
// the browser that uploaded it, and joins the request's files as if it had
// come in the multipart body: the procedure then checks, re-encodes and
// places it and commits the record with it, as for every other upload.
import { rmSync } from 'node:fs';
import { AppError, type FieldErrors } from '../../domain/problem';
import { fill, refusalMessages, refusalTemplates } from '../../domain/schemas/refusals';
import type { MultipartLimits, ReceivedForm } from '../storage/multipart';
import { claimStagedFile, removeStagedUpload } from '../storage/staged-uploads';
import { ownedStagedUpload, stagedForms } from './resumable';

export const stagedFieldPrefix = 'staged.';

export async function claimStagedUploads(
  received: ReceivedForm,
  options: { dataDir: string; form: 'application' | 'admission'; cookieHeader: string | undefined; limits: MultipartLimits },
): Promise<ReceivedForm> {
  const fileFields = stagedForms[options.form]!.fields;
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
    const fieldErrors: FieldErrors = {};
    for (const { field, id } of wanted) {
      const upload = ownedStagedUpload(options.dataDir, id, options.cookieHeader);
      if (!upload || upload.form !== options.form || upload.field !== field) {
        fieldErrors[field] = [refusalMessages.stagedUploadMissing];
        continue;
      }
      if (upload.offset !== upload.size) {
        fieldErrors[field] = [refusalMessages.stagedUploadUnfinished];
        continue;
      }
      const file = await claimStagedFile(options.dataDir, upload);
      linked.push(file.tempPath);
      received.files.set(field, file);
    }
    if (Object.keys(fieldErrors).length > 0) received.stagedRefusals = fieldErrors;
    const total = [...received.files.values()].reduce((sum, file) => sum + file.bytes, 0);
    if (total > options.limits.maxTotalBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        fill(refusalTemplates.uploadTooLarge, { megabytes: Math.round(options.limits.maxTotalBytes / 1024 / 1024) }),
      );
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
