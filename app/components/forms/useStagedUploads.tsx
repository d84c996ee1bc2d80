// The forms' documents, sent ahead as soon as they are chosen (resumable
// uploads, app/components/forms/resumable-upload.ts, loaded on the first
// choice). At submit the form names the finished uploads (`staged.<field>`)
// instead of carrying the files; a file whose upload could not start goes in
// the form itself, as without JavaScript. The uploads' URLs are remembered on
// this device (staged-url-storage.ts): the same file chosen again, or put
// back from the form's draft after a reload, goes on where it stopped.
import { useCallback, useRef, useState } from 'react';
import { useProblemText } from '~/i18n/problem-text';
import { useTranslation } from '~/i18n/translation';
import type { StagedHandle, StagedState } from './resumable-upload';
import { forgetStagedUploads, hasStagedUpload, type StagedFormName } from './staged-url-storage';
import styles from './forms.module.css';

const loadStaging = () => import('./resumable-upload');

export type StagedForm = StagedFormName;

/** The same file as far as the browser can tell (a draft's copy is another object with the same identity). */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.type === b.type && a.size === b.size && a.lastModified === b.lastModified;

export interface StagedUploads {
  states: Record<string, StagedState>;
  /** Starts sending a chosen file (after `prepare`, e.g. shrinking a picture); null forgets the field. */
  choose: (field: string, file: File | null, prepare?: (file: File) => Promise<File>) => void;
  /**
   * Waits for every started upload. `ids` are the finished ones by field;
   * `refused` the fields whose upload was refused, with the server's words;
   * `limited` the field whose status shows the address's limit (said once for all files).
   */
  settled: () => Promise<{
    ids: Record<string, string>;
    refused: Record<string, string>;
    limited: { field: string; message: string } | null;
  }>;
  /** Forgets a field's upload (the server no longer has it): the next submit carries the file. */
  forget: (field: string) => void;
  /** Starts again the uploads the address's limit refused (at submit: the wait may be over). */
  retryLimited: () => void;
  /** "Start again": stops every upload and deletes what was staged, on the server and on this device. */
  clear: () => void;
  /** After a successful submit: the server has removed what it claimed; this device forgets the uploads. */
  sent: () => void;
}

export function useStagedUploads(form: StagedForm): StagedUploads {
  const [states, setStates] = useState<Record<string, StagedState>>({});
  const handles = useRef(new Map<string, StagedHandle>());
  const stateOf = useRef(new Map<string, StagedState>());
  /** The file each field's handle is for: choosing the same one again changes nothing. */
  const fileOf = useRef(new Map<string, File>());
  /** How each field's file is prepared before it is sent (pictures shrunk), for a retry. */
  const prepareOf = useRef(new Map<string, (file: File) => Promise<File>>());

  const setState = useCallback((field: string, state: StagedState | null) => {
    let next = state;
    // The address's limit is the same for every file: its words stand under the first file only.
    if (next?.kind === 'limited') {
      const shownElsewhere = [...stateOf.current].some(
        ([other, known]) => other !== field && known.kind === 'limited' && known.shown,
      );
      next = { ...next, shown: !shownElsewhere };
    }
    const before = stateOf.current.get(field);
    if (next) stateOf.current.set(field, next);
    else stateOf.current.delete(field);
    // The field that showed the limit let go of it: the next one says it.
    if (before?.kind === 'limited' && before.shown && next?.kind !== 'limited') {
      const heir = [...stateOf.current].find(([, known]) => known.kind === 'limited');
      if (heir) stateOf.current.set(heir[0], { ...(heir[1] as Extract<StagedState, { kind: 'limited' }>), shown: true });
    }
    setStates(Object.fromEntries(stateOf.current));
  }, []);

  const forget = useCallback(
    (field: string) => {
      handles.current.get(field)?.cancel();
      handles.current.delete(field);
      fileOf.current.delete(field);
      setState(field, null);
    },
    [setState],
  );

  const choose = useCallback(
    (field: string, file: File | null, prepare?: (file: File) => Promise<File>) => {
      // The same file again (a draft puts a file back through its input and
      // then hands it over too): its upload goes on as it is.
      // A refused or failed one is tried again.
      const current = fileOf.current.get(field);
      const going = ['uploading', 'offline', 'done'].includes(stateOf.current.get(field)?.kind ?? '');
      if (file && current && going && handles.current.has(field) && sameFile(current, file)) return;
      forget(field);
      if (!file || file.size === 0) return;
      fileOf.current.set(field, file);
      if (prepare) prepareOf.current.set(field, prepare);
      else prepareOf.current.delete(field);
      setState(field, { kind: 'uploading', fraction: 0 });
      // A file this device already sent (or began to) for the field is the
      // prepared one, put back from the draft: shrinking it again would make
      // another file, which would start again from its first byte.
      const ready = !prepare || hasStagedUpload(form, field, file) ? file : prepare(file);
      const started = Promise.all([loadStaging(), ready]).then(([{ stageFile }, ready]) => {
        // Another file was chosen meanwhile: this one is not wanted any more.
        if (!stateOf.current.has(field) || handles.current.get(field) !== pending) return null;
        return stageFile(ready, { form, field }, (state) => {
          if (handles.current.get(field) === pending) setState(field, state);
        });
      });
      // A placeholder handle until the module is here, so submit can wait for it.
      const pending: StagedHandle = {
        done: started.then(
          (handle) => handle?.done ?? null,
          () => {
            // The module could not be fetched (offline at the first choice): the file goes with the form.
            if (handles.current.get(field) === pending) {
              handles.current.delete(field);
              setState(field, null);
            }
            return null;
          },
        ),
        cancel: () =>
          void started.then(
            (handle) => handle?.cancel(),
            () => undefined,
          ),
      };
      handles.current.set(field, pending);
    },
    [form, forget, setState],
  );

  const settled = useCallback(async () => {
    const entries = await Promise.all([...handles.current].map(async ([field, handle]) => [field, await handle.done] as const));
    const ids: Record<string, string> = {};
    const refused: Record<string, string> = {};
    let limited: { field: string; message: string } | null = null;
    for (const [field, id] of entries) {
      const state = stateOf.current.get(field);
      if (id) ids[field] = id;
      else if (state?.kind === 'refused') refused[field] = state.message;
      else if (state?.kind === 'failed') refused[field] = '';
      else if (state?.kind === 'limited' && (state.shown || !limited)) limited = { field, message: state.message };
    }
    return { ids, refused, limited };
  }, []);

  const retryLimited = useCallback(() => {
    for (const [field, state] of [...stateOf.current]) {
      const file = fileOf.current.get(field);
      if (state.kind === 'limited' && file) choose(field, file, prepareOf.current.get(field));
    }
  }, [choose]);

  const clear = useCallback(() => {
    for (const field of [...handles.current.keys()]) forget(field);
    // Also what this device remembers from before a reload and no field holds now.
    void forgetStagedUploads(form, { terminate: true });
  }, [form, forget]);

  const sent = useCallback(() => {
    // Nothing to stop or delete: every upload finished and the server claimed it.
    handles.current.clear();
    fileOf.current.clear();
    stateOf.current.clear();
    setStates({});
    void forgetStagedUploads(form, { terminate: false });
  }, [form]);

  return { states, choose, settled, forget, retryLimited, clear, sent };
}

/** Brings the one notice of the address's limit (under `field`'s file) into view, with the focus. */
export function showLimitNotice(field: string): void {
  const notice = document.getElementById(`${field}-upload`);
  notice?.scrollIntoView({ block: 'center' });
  notice?.focus({ preventScroll: true });
}

/** One document's progress and state, in the page's language. */
export function UploadStatus({ state, id }: { state: StagedState | undefined; id: string }) {
  const { t } = useTranslation();
  const say = useProblemText();
  if (!state) return null;
  const percent = 'fraction' in state ? Math.round(state.fraction * 100) : 100;
  const shownLimit = state.kind === 'limited' && state.shown;
  return (
    <div
      className={styles.progress}
      role="status"
      id={`${id}-upload`}
      data-upload-state={state.kind}
      // The form brings the one limit notice into view and focus at submit.
      tabIndex={shownLimit ? -1 : undefined}
    >
      {state.kind === 'uploading' || state.kind === 'offline' ? (
        <progress max={100} value={percent} aria-label={t('uploads.uploading', { percent })} />
      ) : null}
      <span>
        {state.kind === 'uploading'
          ? t('uploads.uploading', { percent })
          : state.kind === 'offline'
            ? t('uploads.offline')
            : state.kind === 'done'
              ? t('uploads.done')
              : state.kind === 'refused'
                ? t('uploads.refused', { reason: say(state.message) })
                : state.kind === 'limited'
                  ? state.shown
                    ? t('uploads.refused', { reason: say(state.message) })
                    : t('uploads.limitedElsewhere')
                  : t('uploads.failed')}
      </span>
    </div>
  );
}
