// Which query parameters make a different cached page. Everything else in a
// query string is ignored by the page cache, so `/academics?x=<random>` is the
// cached `/academics` and random query strings cannot push pages out. The
// language is in the path (/hi/...), which is part of the key already;
// `?lang=xx` on a page is a choice the language middleware answers with a
// redirect before the cache is asked.
//
// The rule to keep: a page that opts in to the cache (publicPageHeaders) may
// read only the parameters listed here, and only the values accepted here.
import { galleryCategories } from '../../domain/vocabulary';
import { parseGalleryPage } from '../../domain/schemas/gallery';

// Remix single-fetch data requests name the routes to load: `root,routes/x`.
const routeIdList = /^[\w$.,/-]{1,200}$/;

// The gallery in any language, and its single-fetch data request.
const galleryPath = /^(?:\/[a-z]{2})?\/gallery(?:\.data)?\/?$/;

export function pageCacheQueryKey(query: URLSearchParams, path = ''): string | null {
  const parts: string[] = [];
  // The gallery's filter; an unknown category shows every photo, as no filter does.
  const category = query.get('category')?.trim().toLowerCase();
  if (category && (galleryCategories.values as readonly string[]).includes(category)) parts.push(`category=${category}`);
  // The gallery's page, read as the gallery route reads it, and only on the
  // gallery (other pages ignore it). A page past the end is a 404, which is
  // never cached, so the entries stay one per real page.
  const page = galleryPath.test(path) ? parseGalleryPage(query.get('page')) : 1;
  if (page > 1) parts.push(`page=${page}`);
  // The enquiry and certification pages' thank-you state after a successful post (a 303 lands here).
  if (query.get('sent') === '1') parts.push('sent=1');
  const routes = query.get('_routes');
  if (routes !== null) {
    if (!routeIdList.test(routes)) return null;
    parts.push(`_routes=${routes}`);
  }
  if (query.has('index')) parts.push('index');
  return parts.join('&');
}
