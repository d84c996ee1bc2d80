import { useLocation } from '@remix-run/react';

/**
 * Brings an outcome (a result, a refusal, a lost connection) into view below
 * the sticky header (html's scroll-padding-top) and gives it the focus: after
 * a submit, what happened is what the applicant sees and hears first, not
 * the footer or a button that simply comes back. The element needs
 * tabIndex={-1}. No smooth scroll: the outcome must be in place at once.
 */
export function bringIntoView(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'start' });
}

// The key of the location the browser loaded the page at: the router's first
// location. (Remix's ScrollRestoration gives it a random key, so it is not
// React Router's 'default'.)
let documentLocationKey: string | undefined;

/**
 * Notes the document's location. Called by root.tsx's Layout, which renders
 * first: the first render in the browser is the one that hydrates the page,
 * at the location the document was loaded at.
 */
export function useNoteDocumentLocation() {
  const { key } = useLocation();
  if (typeof document !== 'undefined') documentLocationKey ??= key;
}

/**
 * Whether the answer on screen came with the page the browser loaded: a form
 * posted before the page's script ran (or without it). The browser has then
 * already scrolled to the answer's #fragment and focused it, and the visitor
 * may have scrolled on and be typing or pressing Send by the time the script
 * wakes up. Bringing the answer into view again then would move the page
 * under their finger: a press on Send went down on the button and came up
 * beside it, and the enquiry was never sent (tests/e2e/journeys-enquiry.spec.ts).
 *
 * For an answer the router brings (action or loader data): every answer the
 * script fetches comes at a new location. (The application form, which sends
 * by XMLHttpRequest, knows it another way: its answer is the page's own.)
 */
export function useAnswerCameWithPage(): boolean {
  return useLocation().key === documentLocationKey;
}
