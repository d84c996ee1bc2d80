// Loads a module when the visitor first touches a form, not with the page.
// The zod schemas the forms pre-check with cost about 26 KB gzip, which every
// visitor on slow mobile data would pay for while only those who fill a form
// need them. Call `load` from the form's onFocus and onPointerDown; in the
// submit handler `get()` is the module, or undefined while it is still on its
// way (the form is then sent unchecked and the server, which validates with
// the same schemas, answers with the same inline messages).
import { useCallback, useMemo, useRef } from 'react';

export interface OnDemand<T> {
  /** The module, once loaded. */
  get(): T | undefined;
  /** Starts loading (once); resolves to the module, or undefined if it could not be fetched. */
  load(): Promise<T | undefined>;
}

/** `importer` must be stable (a function declared at module level). */
export function useOnDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  const loaded = useRef<T | undefined>(undefined);
  const pending = useRef<Promise<T | undefined> | undefined>(undefined);
  const load = useCallback(() => {
    pending.current ??= importer().then(
      (module) => (loaded.current = module),
      () => {
        // Offline for a moment: try again at the next interaction.
        pending.current = undefined;
        return undefined;
      },
    );
    return pending.current;
  }, [importer]);
  return useMemo(() => ({ get: () => loaded.current, load }), [load]);
}
