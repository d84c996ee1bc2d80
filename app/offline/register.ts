// The page's side of offline reading (server/http/service-worker.ts): after
// the page has loaded, register the worker; while the phone is offline, mark
// the page (the "may be out of date" line) and turn links into full page
// loads, which the worker answers from its copies (a client-side navigation
// would ask the server for data and fail).
const offlineAttribute = 'data-offline';

function followLinksAsPages(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  location.assign(url.href);
}

export function startOfflineSupport() {
  const root = document.documentElement;
  if (!navigator.onLine) root.setAttribute(offlineAttribute, '');
  window.addEventListener('offline', () => root.setAttribute(offlineAttribute, ''));
  window.addEventListener('online', () => root.removeAttribute(offlineAttribute));
  // Capture on window runs before the router's own click handling.
  window.addEventListener('click', followLinksAsPages, true);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, no storage) simply reads online.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
