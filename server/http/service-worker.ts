// GET /sw.js: the service worker that lets a visitor open public pages they
// have visited when the phone has no signal (docs/decisions/018-offline-pages-and-page-messages.md).
//
// - It keeps the public pages listed below (in every language, only a plain
//   GET with no query string, only a 200) and the build's fingerprinted
//   /assets. Nothing else is ever stored: no admin page, no
//   document, no /api or /trpc answer, no answer to a POST.
// - Pages are network first: online, a visitor always gets the current page;
//   the stored copy is only for when the network fails. It is marked
//   `data-offline` on <html>, which shows the "may be out of date" line.
// - The cache is named after the build's assets version: a new release
//   installs a new worker (this file is served `no-cache`, so the browser
//   checks it on every visit), which takes over at once, deletes the old
//   caches and keeps the pages open at that moment.
// - When the network fails, a tap never ends on an error: the data a
//   client-side navigation asks for (`<page>.data`, `/__manifest`) is
//   answered with Remix's own "load the whole page" signal, and the whole
//   page then comes from the copy, or, for a page never opened on this phone,
//   from the site's own offline page in the page's language. This does not
//   depend on `navigator.onLine`, which says "online" whenever the phone has a
//   network, even one that carries nothing (decision 044).
import type { RequestHandler } from 'express';
import { adminArea, mainNavigation, publicPages, updatingPath } from '../../domain/catalogue/site';
import { pathInLanguage } from '../../domain/language-paths';
import { languages, type Language } from '../../domain/vocabulary';

/** Paths whose answers are never stored. */
export const neverCachedPrefixes = [adminArea, '/api', '/trpc', '/media', '/healthz', '/sw.js'] as const;

/**
 * The pages kept for reading offline, in every language: the same for every
 * visitor. Not /admission-form: its answers are one applicant's record.
 * `coursePaths`: the pages of the courses on offer (the shipped /DCASyllabus …
 * and the /courses/… staff add); an archived course's page is not kept.
 */
export const offlinePages = (coursePaths: readonly string[]): string[] =>
  languages.values.flatMap((language) =>
    [...publicPages.filter((page) => page !== '/admission-form'), ...coursePaths, updatingPath].map((page) =>
      pathInLanguage(language, page),
    ),
  );

/**
 * The body of a single-fetch answer that tells Remix's client to load `path`
 * as a whole page: the turbo-stream encoding of the redirect a loader's
 * `redirectDocument(path)` produces (@remix-run/server-runtime 2.17,
 * `encodeViaTurboStream`; tests/unit/service-worker-reload.test.ts decodes it
 * the way the client does).
 */
export function reloadDocumentBody(path: string): string {
  return `${JSON.stringify([
    ['SingleFetchRedirect', 1],
    { _2: 3, _4: 5, _6: 7, _8: 9, _10: 7 },
    'redirect',
    path,
    'status',
    302,
    'revalidate',
    false,
    'reload',
    true,
    'replace',
  ])}\n`;
}

/** Where the page's path goes in reloadDocumentBody's text: no real path is this. */
const pageSlot = '{page}';

/** The words of the site's own offline page, in one language. */
export interface OfflinePageWords {
  title: string;
  text: string;
  savedPages: string;
  noSavedPages: string;
  tryAgain: string;
  /** The main menu's labels, by its keys. */
  nav: Record<(typeof mainNavigation)[number]['key'], string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The offline page for one language: plain HTML with its style inline (no
 * script, no asset it would have to fetch). `<!--saved-->` is where the worker
 * lists the menu's pages this phone has kept.
 */
export function offlinePageHtml(language: Language, words: OfflinePageWords): string {
  return `<!doctype html><html lang="${language}" data-offline=""><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.title)}</title>\
<style>body{margin:0;font:1rem/1.5 system-ui,"Noto Sans Devanagari","Noto Sans",sans-serif;color:#1d2733;background:#fff}\
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem;color:#0b4f8a}\
ul{padding:0;list-style:none}li{margin:.5rem 0}a{color:#0b4f8a;font-weight:600}\
.retry{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.4rem;background:#0b4f8a;color:#fff;text-decoration:none}</style>\
</head><body><main><h1 tabindex="-1">${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p>\
<!--saved--><a class="retry" href="">${escapeHtml(words.tryAgain)}</a></main></body></html>`;
}

/** The menu's pages in every language, with their labels, for the offline page's list. */
function menuInLanguages(words: Record<Language, OfflinePageWords>) {
  return Object.fromEntries(
    languages.values.map((language) => [
      language,
      mainNavigation.map((item) => ({ path: pathInLanguage(language, item.to), label: words[language].nav[item.key] })),
    ]),
  );
}

/**
 * `saveData`: the script for a browser that asks to save data (its request
 * for /sw.js said `Save-Data: on`). Such a worker fetches nothing by itself:
 * it keeps the pages and assets the visitor's own requests bring, and
 * nothing more (issue 32, decision 055). Any worker checks
 * `navigator.connection.saveData` too, which the browser may set later.
 */
export function serviceWorkerScript(
  version: string,
  words: Record<Language, OfflinePageWords>,
  saveData = false,
  coursePaths: readonly string[] = [],
): string {
  const offlinePage = Object.fromEntries(
    languages.values.map((language) => [language, offlinePageHtml(language, words[language])]),
  );
  const savedHeading = Object.fromEntries(
    languages.values.map((language) => [
      language,
      { list: `<h2>${escapeHtml(words[language].savedPages)}</h2>`, none: `<p>${escapeHtml(words[language].noSavedPages)}</p>` },
    ]),
  );
  const languagePrefixes = languages.values.filter((language) => pathInLanguage(language, '/') !== '/');
  return `// Generated by the server for build ${version}.
const cacheName = ${JSON.stringify(`pages-${version}`)};
const neverCached = ${JSON.stringify(neverCachedPrefixes)};
const kept = new Set(${JSON.stringify(offlinePages(coursePaths))});
const offlinePage = ${JSON.stringify(offlinePage)};
const savedHeading = ${JSON.stringify(savedHeading)};
const menu = ${JSON.stringify(menuInLanguages(words))};
const prefixed = ${JSON.stringify(languagePrefixes)};
const pageSlot = ${JSON.stringify(JSON.stringify(pageSlot))};
const reloadTemplate = ${JSON.stringify(reloadDocumentBody(pageSlot))};
const askedToSaveData = ${JSON.stringify(saveData)};
// The visitor asked to save data: no fetch of the worker's own, only what passes through it.
const savingData = () => askedToSaveData || self.navigator.connection?.saveData === true;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== cacheName) await caches.delete(key);
      // A worker of the same build with other pages (a course archived): what is no longer kept goes.
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (!url.pathname.startsWith('/assets/') && !kept.has(url.pathname)) await cache.delete(request);
      }
      await self.clients.claim();
      if (savingData()) return;
      // The pages open now loaded before the worker ran: keep them too.
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        const url = new URL(client.url);
        if (url.origin !== self.location.origin || url.search || !kept.has(url.pathname)) continue;
        try {
          const response = await fetch(url.href);
          if (response.status === 200 && !response.redirected) await keepPage(cache, url.href, response);
        } catch {
          // Offline already: it is kept on the next visit.
        }
      }
    })(),
  );
});

const isPrivate = (url) => neverCached.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix + '/'));

async function asset(request) {
  const cache = await caches.open(cacheName);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

// A kept page keeps the scripts and styles it names (its route modules among
// them): without them it could not run offline, and Remix, failing to load a
// route's module, reloads the page it is on instead of following the tap.
// They are fingerprinted and already in the browser's HTTP cache, so this
// costs no download on a page that has loaded.
async function keepPage(cache, href, response) {
  const html = await response.clone().text();
  await cache.put(href, response);
  return keepAssets(cache, html);
}

async function keepAssets(cache, html) {
  const names = new Set(html.match(/\\/assets\\/[A-Za-z0-9._-]+\\.(?:js|css)/g) ?? []);
  for (const name of names) {
    const asset = new URL(name, self.location.origin).href;
    if (await cache.match(asset)) continue;
    try {
      const answer = await fetch(asset);
      if (answer.status === 200) await cache.put(asset, answer);
    } catch {
      // Offline now: the page loads them when it opens online.
    }
  }
}

async function markedOffline(stored) {
  const html = (await stored.text()).replace('<html ', '<html data-offline="" ');
  const headers = new Headers(stored.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, statusText: 'OK', headers });
}

const languageOf = (pathname) => prefixed.find((language) => pathname === '/' + language || pathname.startsWith('/' + language + '/')) ?? 'en';

// A page never opened here: the site's own word, in the page's language, with
// the menu's pages this phone has kept.
async function notKept(url) {
  const language = languageOf(url.pathname);
  const cache = await caches.open(cacheName);
  const links = [];
  for (const item of menu[language] ?? menu.en) {
    if (await cache.match(new URL(item.path, url.origin).href)) links.push('<li><a href="' + item.path + '">' + item.label + '</a></li>');
  }
  const heading = savedHeading[language] ?? savedHeading.en;
  const saved = links.length > 0 ? heading.list + '<ul>' + links.join('') + '</ul>' : heading.none;
  const html = (offlinePage[language] ?? offlinePage.en).replace('<!--saved-->', saved);
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}

async function page(event, request, url) {
  const cache = await caches.open(cacheName);
  const keep = !url.search && kept.has(url.pathname);
  try {
    const response = await fetch(request);
    if (keep && response.status === 200 && !response.redirected) {
      // The page is stored before it is handed over; its assets follow.
      const copy = response.clone();
      const html = await copy.clone().text();
      await cache.put(request.url, copy);
      if (!savingData()) event.waitUntil(keepAssets(cache, html));
    }
    return response;
  } catch {
    const stored = keep ? await cache.match(request.url) : undefined;
    return stored ? markedOffline(stored) : notKept(url);
  }
}

// The page a single-fetch data URL belongs to: '/_root.data' is '/', '/hi/gallery.data' is '/hi/gallery'.
function pageOfData(url) {
  const page = new URL(url.pathname === '/_root.data' ? '/' : url.pathname.slice(0, -'.data'.length), url.origin);
  for (const [name, value] of url.searchParams) if (name !== '_routes') page.searchParams.append(name, value);
  return page;
}

// A client-side navigation's data: online, the server's answer as it is;
// without network, Remix's signal to load the whole page, which page() answers.
async function data(request, url) {
  try {
    return await fetch(request);
  } catch {
    const page = pageOfData(url);
    const body = reloadTemplate.replace(pageSlot, JSON.stringify(page.pathname + page.search));
    return new Response(body, { status: 202, headers: { 'Content-Type': 'text/x-script', 'Cache-Control': 'no-store' } });
  }
}

// Remix asks which routes a link leads to before following it; without
// network, its "version changed" answer makes it load the whole page instead.
async function manifest(request) {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true', 'Cache-Control': 'no-store' } });
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isPrivate(url)) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
  else if (request.mode === 'navigate') event.respondWith(page(event, request, url));
  else if (url.pathname === '/__manifest') event.respondWith(manifest(request));
  else if (url.pathname.endsWith('.data') && !isPrivate(pageOfData(url))) event.respondWith(data(request, url));
});
`;
}

/** Whether a request says the browser was asked to save data (the `Save-Data` client hint). */
export const asksToSaveData = (header: string | undefined) => header?.trim().toLowerCase() === 'on';

/**
 * Serves the worker; `no-cache` so that a new release reaches every visitor.
 * A browser that sends `Save-Data: on` gets the worker that fetches nothing by
 * itself (`Vary: Save-Data`: the two are different answers).
 */
export function serviceWorker(
  version: string,
  words: Record<Language, OfflinePageWords>,
  coursePaths: () => readonly string[],
): RequestHandler {
  // Written again only when the courses' pages change (a publish): the browser
  // then sees a new worker, which keeps a new course's page and drops an archived one's.
  let written: { paths: string; script: string; savingScript: string } | null = null;
  const scripts = () => {
    const paths = coursePaths();
    const key = paths.join('\n');
    if (written?.paths !== key) {
      written = {
        paths: key,
        script: serviceWorkerScript(version, words, false, paths),
        savingScript: serviceWorkerScript(version, words, true, paths),
      };
    }
    return written;
  };
  return (req, res) => {
    const { script, savingScript } = scripts();
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Save-Data');
    res.send(asksToSaveData(req.get('Save-Data')) ? savingScript : script);
  };
}
