// A page ships only the messages its first render read, as JSON in
// the HTML; the language's complete messages load when the visitor heads for
// another page (or a render reads a text the page did not carry), and before
// any navigation to another page. The messages chunk of a language
// (9-13 KB gzip) would otherwise be most of a public page's own JavaScript
// (docs/decisions/018-offline-pages-and-page-messages.md).
import { useBlocker } from '@remix-run/react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Language } from '../../domain/vocabulary';
import { createTranslation, TranslationProvider, type Translation } from './translation';
import { loadMessages } from '~/locales';
import type { Messages } from '~/locales/en';
import { useNonce } from '~/nonce';

const elementId = 'page-messages';

type Tree = { [key: string]: unknown };
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `tree` holds something at `path`. */
export function holds(tree: unknown, path: readonly string[]): boolean {
  let node = tree;
  for (const part of path) {
    if (!isTree(node) || !(part in node)) return false;
    node = node[part];
  }
  return true;
}

/** Copies what `source` holds at `path` into `target`, making the branches it needs. */
function copyPath(source: Tree, target: Tree, path: readonly string[]) {
  let from: unknown = source;
  let to = target;
  for (const [index, part] of path.entries()) {
    if (!isTree(from) || !(part in from)) return;
    from = from[part];
    if (index === path.length - 1 || !isTree(from)) {
      to[part] = from;
      return;
    }
    if (!isTree(to[part])) to[part] = {};
    to = to[part] as Tree;
  }
}

/** Server: the translation of a page, noting each text the render reads. */
export function trackedTranslation(language: Language, messages: Messages) {
  const used = new Set<string>();
  const translation = createTranslation(language, messages, (path) => {
    if (holds(messages, path)) used.add(path.join('.'));
  });
  /** The texts read so far, as the JSON the page carries. */
  const json = () => {
    const page: Tree = {};
    // A path under one already copied whole (a section read through `messages`) is in it.
    const inWhole = (path: string) => [...used].some((other) => path.startsWith(`${other}.`));
    for (const path of [...used].sort()) if (!inWhole(path)) copyPath(messages as unknown as Tree, page, path.split('.'));
    return JSON.stringify(page);
  };
  return { translation, json };
}

/** Client: the sections the server sent with the page, or null when it sent none. */
export function readPageMessages(): { json: string; messages: Messages } | null {
  const json = document.getElementById(elementId)?.textContent;
  if (!json) return null;
  return { json, messages: JSON.parse(json) as Messages };
}

/** What shows a visitor heading for a link: the first of them fetches the complete messages. */
const intents = ['pointerdown', 'touchstart', 'mouseover', 'focusin'] as const;

interface PageMessagesState {
  /** The JSON the page carries (the server's is complete only after the render). */
  json: () => string;
  /** Resolves once the complete messages are in use; null when they already are. */
  complete: (() => Promise<void>) | null;
}

const PageMessagesContext = createContext<PageMessagesState>({
  json: () => '{}',
  complete: null,
});

/**
 * Loads the complete messages now (they are fetched on the way to another
 * page otherwise): for a text said after a check, such as a problem in the
 * page's language. Re-renders the caller once they are in. Null when they are.
 */
export function useCompleteMessages(): (() => Promise<void>) | null {
  return useContext(PageMessagesContext).complete;
}

export function ServerPageMessages({ json, children }: { json: () => string; children: ReactNode }) {
  return <PageMessagesContext.Provider value={{ json, complete: null }}>{children}</PageMessagesContext.Provider>;
}

/**
 * Client: hydrates with the page's sections, then loads the complete messages
 * when the visitor heads for a link, or at once when a render reads a section
 * the page did not carry (a dialog, an acknowledgement).
 *
 * The complete messages replace the page's behind the same translation
 * object: what is on screen already reads the same texts from them, so the
 * page is not rendered again for them (a whole-page render after load was
 * Total Blocking Time on a phone). Only when a render read a text the page did
 * not carry is the page rendered again, to show it.
 */
export function ClientPageMessages({
  language,
  page,
  children,
}: {
  language: Language;
  page: { json: string; messages: Messages };
  children: ReactNode;
}) {
  const [completed, setCompleted] = useState(false);
  // Bumped when the complete messages arrive after a render missed a text.
  const [shownAgain, setShownAgain] = useState(0);
  const source = useRef<{ translation: Translation; missed: boolean; loading?: Promise<void> } | null>(null);
  const loadComplete = useCallback((): Promise<void> => {
    const current = source.current!;
    current.loading ??= loadMessages[language]().then(
      (complete) => {
        current.translation = createTranslation(language, complete);
        // A transition: React holds it while a part of the page has not
        // hydrated yet (app/components/forms/after-load.tsx) instead of
        // throwing that part's server HTML away.
        startTransition(() => {
          setCompleted(true);
          if (current.missed) setShownAgain((count) => count + 1);
        });
      },
      (error: unknown) => {
        // No connection to fetch them (and no copy in the offline worker):
        // a later call tries again instead of keeping the failure.
        current.loading = undefined;
        throw error;
      },
    );
    return current.loading;
  }, [language]);
  source.current ??= {
    missed: false,
    translation: createTranslation(language, page.messages, (path) => {
      if (holds(page.messages, path)) return;
      source.current!.missed = true;
      void loadComplete().catch(() => undefined);
    }),
  };
  const translation: Translation = useMemo(
    () => ({
      language,
      get messages() {
        return source.current!.translation.messages;
      },
      t: (key, values) => source.current!.translation.t(key, values),
    }),
    // A new object (a render of every reader) only when a missed text has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shownAgain is that signal
    [language, shownAgain],
  );
  useEffect(() => {
    // Fetched when the visitor heads for another page (a link touched,
    // pressed, hovered or focused), not after every load: a visitor who reads
    // one page and leaves does not pay for the other pages' texts (issue 32,
    // decision 055). The navigation itself still waits for them (PageMessages).
    const headingElsewhere = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || new URL(link.href, location.href).origin !== location.origin) return;
      // Until they are in: a fetch that failed (no signal) is tried at the next one.
      loadComplete().then(stop, () => undefined);
    };
    const stop = () => {
      for (const type of intents) document.removeEventListener(type, headingElsewhere, true);
    };
    for (const type of intents) document.addEventListener(type, headingElsewhere, { capture: true, passive: true });
    return stop;
  }, [loadComplete]);
  const state = useMemo(
    () => ({ json: () => page.json, complete: completed ? null : loadComplete }),
    [page.json, completed, loadComplete],
  );
  return (
    <PageMessagesContext.Provider value={state}>
      <TranslationProvider value={translation}>{children}</TranslationProvider>
    </PageMessagesContext.Provider>
  );
}

/** JSON that cannot end its <script> element early (`<` as \u003c is the same JSON). */
export const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * The page's sections, last in <body> so that the server has rendered every
 * other part first. A data block: the browser never runs it.
 */
export function PageMessages() {
  const { json, complete } = useContext(PageMessagesContext);
  const nonce = useNonce();
  // The next page may read any section: hold a navigation until all are here.
  const blocker = useBlocker(complete !== null);
  const loadingWhole = useRef(false);
  useEffect(() => {
    // Loading them re-renders this with `complete` null: then it proceeds, once.
    if (blocker.state !== 'blocked') return;
    if (!complete) {
      blocker.proceed();
      return;
    }
    const { pathname, search, hash } = blocker.location;
    complete().catch(() => {
      if (loadingWhole.current) return;
      loadingWhole.current = true;
      // They cannot be had (the connection is gone): load the next page
      // whole instead of holding the tap forever. It carries its own
      // sections, and offline the worker answers it from its copy
      // (decision 044).
      blocker.reset();
      window.location.assign(`${pathname}${search}${hash}`);
    });
  }, [blocker, complete]);
  return (
    <script
      id={elementId}
      type="application/json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: scriptSafe(json()) }}
    />
  );
}
