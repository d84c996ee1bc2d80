// Loads a module when the visitor first touches a form, not with the page.
// The zod schemas the forms pre-check with cost about 26 KB gzip, which every
// visitor on slow mobile data would pay for while only those who fill a form
// need them. Call `load` from the form's onFocus and onPointerDown; in the
// submit handler `get()` is the module, or undefined while it is still on its
// way (the form is then sent unchecked and the server, which validates with
// the same schemas, answers with the same inline messages).
//
// The module counts as here only once the words its checks are said in are
// here too (they say by key, app/i18n/problem-text.ts): on an English page
// the English problems, on a page in another language its complete messages,
// which hold the problems in that language. Until then the server checks,
// and it answers in the page's language (app/actions/refusals.server.ts),
// so a slow phone never shows a Hindi form's messages in English first.
import { useCallback, useMemo, useRef } from 'react';
import { useLoadProblemWords } from '~/i18n/problem-text';

export interface OnDemand<T> {
  /** The module, once loaded. */
  get(): T | undefined;
  /** Starts loading (once); resolves to the module, or undefined if it could not be fetched. */
  load(): Promise<T | undefined>;
}

/** `importer` must be stable (a function declared at module level). */
export function useOnDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  const loadWords = useLoadProblemWords();
  const loaded = useRef<T | undefined>(undefined);
  const pending = useRef<Promise<T | undefined> | undefined>(undefined);
  const load = useCallback(() => {
    pending.current ??= Promise.all([importer(), loadWords()]).then(
      ([module]) => (loaded.current = module),
      () => {
        // Offline for a moment: try again at the next interaction.
        pending.current = undefined;
        return undefined;
      },
    );
    return pending.current;
  }, [importer, loadWords]);
  return useMemo(() => ({ get: () => loaded.current, load }), [load]);
}
