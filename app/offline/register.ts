// The page's side of offline reading (server/http/service-worker.ts): after
// the page has loaded, register the worker; while the phone is offline, mark
// the page (the "may be out of date" line) and turn links into full page
// loads, which the worker answers from its copies (a client-side navigation
// would ask the server for data first).
//
// A page the worker served from its copy comes marked (`data-offline` on
// <html>) and keeps following links as whole pages: `navigator.onLine` is not
// to be trusted for this (it says "online" whenever the phone has a network,
// even one that carries nothing, and a page's first reading of it may come
// before the browser's own). When a live page's connection dies unnoticed,
// the worker turns the failed data request into a whole-page load itself
// (decision 044).
const offlineAttribute = 'data-offline';
let servedFromCopy = false;

function followLinksAsPages(event: MouseEvent) {
  if ((navigator.onLine && !servedFromCopy) || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  location.assign(url.href);
}

// Remix prefetches a link's route module when it is hovered, focused or
// touched; offline, a module the worker has not kept fails, and Remix then
// reloads the page it is on, which cancels the whole-page load the tap has
// just started. While the page knows it is offline or is a copy, those events
// stop before React sees them on a link (the tap itself still goes through).
function holdPrefetch(event: Event) {
  if (navigator.onLine && !servedFromCopy) return;
  if (event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
}

export function startOfflineSupport() {
  const root = document.documentElement;
  servedFromCopy = root.hasAttribute(offlineAttribute);
  if (!navigator.onLine) root.setAttribute(offlineAttribute, '');
  // document.documentElement each time: React may replace <html> when it renders again.
  window.addEventListener('offline', () => document.documentElement.setAttribute(offlineAttribute, ''));
  // A copy stays a copy ("may be out of date") when the signal comes back.
  window.addEventListener('online', () => {
    if (!servedFromCopy) document.documentElement.removeAttribute(offlineAttribute);
  });
  // Capture on window runs before the router's own click handling.
  window.addEventListener('click', followLinksAsPages, true);
  for (const type of ['mouseover', 'pointerover', 'focusin', 'touchstart']) {
    window.addEventListener(type, holdPrefetch, { capture: true, passive: true });
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The visitor asked the browser to save data: no worker, so nothing is
  // fetched in the background (issue 32, decision 055). A worker installed
  // before checks the same and fetches nothing of its own.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true) return;
  const register = () => {
    // A browser that refuses (private mode, no storage) simply reads online.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
