// tus' FileStore for staged uploads (server/storage/staged-uploads.ts), with
// its small metadata steps done synchronously (decision 035): the `<id>.json`
// read, written and removed, the empty file made at creation, and the size
// read as each request looks the upload up. The bytes of a PATCH still
// stream to the file as FileStore writes them. The files on disk are the
// same as FileStore's own.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Configstore, FileStore } from '@tus/file-store';
import { isStagedUploadId } from './staged-uploads';

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
