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
