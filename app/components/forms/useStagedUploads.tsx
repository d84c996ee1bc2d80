// The forms' documents, sent ahead as soon as they are chosen (resumable
// uploads, app/components/forms/resumable-upload.ts, loaded on the first
// choice). At submit the form names the finished uploads (`staged.<field>`)
// instead of carrying the files; a file whose upload could not start goes in
// the form itself, as without JavaScript.
import { useCallback, useRef, useState } from 'react';
import { useProblemText } from '~/i18n/problem-text';
import { useTranslation } from '~/i18n/translation';
import type { StagedHandle, StagedState } from './resumable-upload';
import styles from './forms.module.css';

const loadStaging = () => import('./resumable-upload');

export type StagedForm = 'application' | 'admission';

export interface StagedUploads {
  states: Record<string, StagedState>;
  /** Starts sending a chosen file (after `prepare`, e.g. shrinking a picture); null forgets the field. */
  choose: (field: string, file: File | null, prepare?: (file: File) => Promise<File>) => void;
  /**
   * Waits for every started upload. `ids` are the finished ones by field;
   * `refused` the fields whose upload was refused, with the server's words.
   */
  settled: () => Promise<{ ids: Record<string, string>; refused: Record<string, string> }>;
  /** Forgets a field's upload (the server no longer has it): the next submit carries the file. */
  forget: (field: string) => void;
}

export function useStagedUploads(form: StagedForm): StagedUploads {
  const [states, setStates] = useState<Record<string, StagedState>>({});
  const handles = useRef(new Map<string, StagedHandle>());
  const stateOf = useRef(new Map<string, StagedState>());

  const setState = useCallback((field: string, state: StagedState | null) => {
    if (state) stateOf.current.set(field, state);
    else stateOf.current.delete(field);
    setStates(Object.fromEntries(stateOf.current));
  }, []);

  const forget = useCallback(
    (field: string) => {
      handles.current.get(field)?.cancel();
      handles.current.delete(field);
      setState(field, null);
    },
    [setState],
  );

  const choose = useCallback(
    (field: string, file: File | null, prepare?: (file: File) => Promise<File>) => {
      forget(field);
      if (!file || file.size === 0) return;
      setState(field, { kind: 'uploading', fraction: 0 });
      const started = Promise.all([loadStaging(), prepare ? prepare(file) : file]).then(([{ stageFile }, ready]) => {
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
        cancel: () => void started.then((handle) => handle?.cancel(), () => undefined),
      };
      handles.current.set(field, pending);
    },
    [form, forget, setState],
  );

  const settled = useCallback(async () => {
    const entries = await Promise.all(
      [...handles.current].map(async ([field, handle]) => [field, await handle.done] as const),
    );
    const ids: Record<string, string> = {};
    const refused: Record<string, string> = {};
    for (const [field, id] of entries) {
      const state = stateOf.current.get(field);
      if (id) ids[field] = id;
      else if (state?.kind === 'refused') refused[field] = state.message;
      else if (state?.kind === 'failed') refused[field] = '';
    }
    return { ids, refused };
  }, []);

  return { states, choose, settled, forget };
}

/** One document's progress and state, in the page's language. */
export function UploadStatus({ state, id }: { state: StagedState | undefined; id: string }) {
  const { t } = useTranslation();
  const say = useProblemText();
  if (!state) return null;
  const percent = 'fraction' in state ? Math.round(state.fraction * 100) : 100;
  return (
    <div className={styles.progress} role="status" id={`${id}-upload`} data-upload-state={state.kind}>
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
                : t('uploads.failed')}
      </span>
    </div>
  );
}
