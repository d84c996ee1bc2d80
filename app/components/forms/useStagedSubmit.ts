// The submit of a form whose documents went ahead (resumable uploads,
// useStagedUploads), written once for the application, the admission's
// payment step and the answer to a correction: wait for the uploads still on
// their way, say a refused one under its field, and name each staged
// document in the body (`staged.<field>`) instead of sending it again; a
// chosen file that was not sent ahead goes in the body, prepared (shrunk);
// and the XHR post that shows the body's progress.
import { useState } from 'react';
import { saidMessage } from '../../../domain/said';
import { focusFirstError, type FieldErrors } from './fields';
import { showLimitNotice, type StagedUploads } from './useStagedUploads';

export interface StagedSubmitOptions {
  /** A picture shrunk as its field wants it (picture-shrink.ts). */
  prepare: (file: File, field: string) => Promise<File>;
  /** Shows the staged uploads the server refused, by field (focused here). */
  refuse: (errors: FieldErrors) => void;
  /** Sends a file not sent ahead under the name it was chosen with (the application's files). */
  keepFileName?: boolean;
}

export function useStagedSubmit(uploads: StagedUploads) {
  const [waiting, setWaiting] = useState(false);
  /**
   * The body to send, with its documents named or carried; null when it
   * cannot go: the address's upload limit was met (said under the file that
   * met it) or a staged upload was refused (`refuse`).
   */
  const stage = async (
    form: HTMLFormElement,
    body: FormData,
    options: StagedSubmitOptions,
  ): Promise<{ body: FormData; ids: Record<string, string> } | null> => {
    setWaiting(true);
    // Files the address's limit refused are tried again: the wait may be over.
    uploads.retryLimited();
    const staged = await uploads.settled().finally(() => setWaiting(false));
    if (staged.limited) {
      showLimitNotice(staged.limited.field);
      return null;
    }
    const refused: FieldErrors = Object.fromEntries(
      Object.entries(staged.refused).map(([field, message]) => [field, [message || saidMessage('refusals.documentsNotSaved')]]),
    );
    if (Object.keys(refused).length > 0) {
      options.refuse(refused);
      focusFirstError(form, refused);
      return null;
    }
    for (const [field, value] of Array.from(body.entries())) {
      const id = staged.ids[field];
      if (id) {
        body.delete(field);
        body.set(`staged.${field}`, id);
      } else if (value instanceof File && value.size > 0) {
        const prepared = await options.prepare(value, field);
        if (options.keepFileName) body.set(field, prepared, value.name);
        else body.set(field, prepared);
      }
    }
    return { body, ids: staged.ids };
  };
  return { waiting, stage };
}

/** Posts a staged form's body with XMLHttpRequest, which (unlike fetch) reports the upload's progress. */
export function post(url: string, body: FormData, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new Error('network'));
    request.ontimeout = () => reject(new Error('timeout'));
    request.send(body);
  });
}
