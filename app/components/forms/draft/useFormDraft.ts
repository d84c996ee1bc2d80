// The form remembers (a saved draft on this device): one hook a form calls.
// It loads the draft code on demand after the page is interactive, puts back
// what was saved, keeps saving as the visitor types, and gives the form the
// idempotency key to send (kept with the draft, so a resend after a reload
// gets the first receipt). Without JavaScript, or without IndexedDB, the form
// works as before and says nothing about saving.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Draft, DraftSession } from './draft-session';

/** The draft code, fetched when a form needs it (not with the page). */
export const loadDrafts = () => import('./draft-session');

/** Deletes a form's saved draft (only the one of `scope`, when given); quietly does nothing without IndexedDB. */
export function forgetFormDraft(name: string, scope?: string): Promise<void> {
  return loadDrafts()
    .then((drafts) => drafts.clearDraft(name, scope))
    .catch(() => undefined);
}

/**
 * opening: not known yet (the server's render, and until the draft code has
 * opened IndexedDB); off: nothing is saved (no IndexedDB); restored: a saved
 * form was put back.
 */
export type DraftStatus = 'opening' | 'off' | 'saving' | 'restored' | 'cleared';

export interface FormDraft {
  /** The key the form sends; undefined until the draft is open (the form then sends the page's key). */
  key: string | undefined;
  status: DraftStatus;
  /** Forgets the saved form and empties the form. */
  startAgain: () => void;
}

export interface FormDraftOptions {
  /** Which form: one draft per name on this device. */
  name: string;
  /** What the draft belongs to (the registration of an admission); a draft of another scope is not restored. */
  scope?: string;
  /** True once the form was sent successfully: the draft is deleted. */
  done?: boolean;
  /** Turns a chosen file into what is kept (pictures shrunk as they will be sent). */
  prepareFile?: (file: File, field: string) => Promise<File>;
  /** Called after a saved draft was put back, for state the fields alone do not show. */
  onRestored?: (draft: Draft) => void;
  /** Called after "Start again" emptied the form, to reset the form's own state. */
  onStartAgain?: () => void;
}

export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, options: FormDraftOptions): FormDraft {
  const [key, setKey] = useState<string>();
  const [status, setStatus] = useState<DraftStatus>('opening');
  const session = useRef<DraftSession>();
  const latest = useRef(options);
  latest.current = options;
  const { name, scope = '', done = false } = options;

  useEffect(() => {
    if (done) {
      void forgetFormDraft(name);
      return;
    }
    const form = formRef.current;
    if (!form) return;
    let cancelled = false;
    loadDrafts()
      .then(async (drafts) => {
        const prepareFile = (file: File, field: string) => latest.current.prepareFile?.(file, field) ?? Promise.resolve(file);
        const opened = await drafts.DraftSession.open(form, { name, scope, prepareFile });
        if (cancelled) return opened.session.stop();
        session.current = opened.session;
        setKey(opened.session.key);
        if (opened.restored) latest.current.onRestored?.(opened.restored);
        setStatus(opened.restored ? 'restored' : 'saving');
      })
      .catch(() => setStatus('off'));
    return () => {
      cancelled = true;
      session.current?.stop();
      session.current = undefined;
    };
  }, [formRef, name, scope, done]);

  const startAgain = useCallback(() => {
    const current = session.current;
    if (!current) return;
    void current.startAgain().then(() => {
      setKey(current.key);
      setStatus('cleared');
      latest.current.onStartAgain?.();
    });
  }, []);

  return { key, status, startAgain };
}
