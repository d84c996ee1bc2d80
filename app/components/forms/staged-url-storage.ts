// Where this browser remembers its staged uploads' URLs (tus-js-client's
// urlStorage, decision 053): one localStorage entry per upload, keyed by the
// form, the field and the file's name, type, size and last change. After a
// reload or a closed tab, the same file (chosen again, or put back from the
// form's draft) goes on from the server's offset, and a finished one is not
// sent again. The server still answers only the browser holding the upload's
// cookie (decision 019); an entry alone opens nothing.
//
// Small and without tus-js-client, so a page can forget its uploads (after a
// submit) without loading the upload code.
import type { PreviousUpload, UrlStorage } from 'tus-js-client';

const prefix = 'staged-upload::';
/**
 * Entries older than this are dropped when read: the server sweeps a staged
 * upload after hours without a write, and the cookie it is bound to lasts
 * two days.
 */
const entryLifetimeMs = 2 * 24 * 60 * 60 * 1000;

export type StagedFormName = 'application' | 'admission';

/** What identifies the same file for the same field of the same form (tus' fingerprint). */
export function stagedFingerprint(form: StagedFormName, field: string, file: File): string {
  return [form, field, encodeURIComponent(file.name), encodeURIComponent(file.type), file.size, file.lastModified].join('/');
}

/** localStorage, or null where it is missing or refused (private windows, blocked storage). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

interface Entry extends PreviousUpload {
  urlStorageKey: string;
}

/** Entries whose key starts with `start` (after the prefix); stale and unreadable ones are removed. */
function entries(start: string): Entry[] {
  const store = storage();
  if (!store) return [];
  const found: Entry[] = [];
  const stale: string[] = [];
  try {
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (!key || !key.startsWith(prefix + start)) continue;
      try {
        const upload = JSON.parse(store.getItem(key) ?? '') as PreviousUpload;
        const created = Date.parse(upload.creationTime);
        if (!upload.uploadUrl || !(Date.now() - created < entryLifetimeMs)) stale.push(key);
        else found.push({ ...upload, urlStorageKey: key });
      } catch {
        stale.push(key);
      }
    }
    for (const key of stale) store.removeItem(key);
  } catch {
    return [];
  }
  // The newest first: it is the one to go on with.
  return found.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
}

/** tus-js-client's urlStorage, on our own keys (so a form's entries can be found and forgotten). */
export const stagedUrlStorage: UrlStorage = {
  findAllUploads: () => Promise.resolve(entries('')),
  findUploadsByFingerprint: (fingerprint) => Promise.resolve(entries(`${fingerprint}::`)),
  removeUpload: (urlStorageKey) => {
    storage()?.removeItem(urlStorageKey);
    return Promise.resolve();
  },
  addUpload: (fingerprint, upload) => {
    const key = `${prefix}${fingerprint}::${Math.random().toString(36).slice(2, 12)}`;
    try {
      storage()?.setItem(key, JSON.stringify(upload));
    } catch {
      // Full or refused storage: this upload simply cannot resume after a reload.
    }
    return Promise.resolve(key);
  },
};

/** True when this browser has an upload of exactly this file for the field (sent already, or on its way). */
export function hasStagedUpload(form: StagedFormName, field: string, file: File): boolean {
  return entries(`${stagedFingerprint(form, field, file)}::`).length > 0;
}

/**
 * Forgets every upload this browser remembers for a form. With `terminate`,
 * the server is asked to delete each one too ("Start again"); after a
 * successful submit the server has already removed what it claimed.
 */
export async function forgetStagedUploads(form: StagedFormName, options: { terminate: boolean }): Promise<void> {
  const store = storage();
  const found = entries(`${form}/`);
  for (const entry of found) store?.removeItem(entry.urlStorageKey);
  if (!options.terminate) return;
  await Promise.all(
    found.map((entry) =>
      fetch(entry.uploadUrl!, {
        method: 'DELETE',
        headers: { 'Tus-Resumable': '1.0.0' },
        credentials: 'same-origin',
        keepalive: true,
      }).catch(() => undefined),
    ),
  );
}
