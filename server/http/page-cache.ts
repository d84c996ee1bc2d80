// Caches rendered public pages in memory so a visit costs a map lookup, not a
// React render, and answers ETag / 304 so a returning phone downloads nothing.
//
// - Only pages whose route opted in with `Cache-Control: public` are stored
//   (see app/utils/http.ts), only 200s, never a response that sets a cookie,
//   never for a request that carries the admin session cookie.
// - The key is the content version (settings, gallery) plus path and query,
//   so a change staff make shows on the next request.
// - Each response carries a fresh CSP nonce: the stored copy holds a
//   placeholder where the nonce was, filled in again on every hit.
import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

interface Entry {
  template: string;
  etag: string;
  headers: Record<string, string>;
}

export interface PageCacheOptions {
  maxEntries: number;
  /** Changes whenever cached pages would render differently. */
  version: () => number | string;
  /** Path prefixes never cached. */
  excludedPrefixes: readonly string[];
}

const storedHeaders = ['content-type', 'cache-control', 'link', 'vary'];
// A value that cannot occur in a page by chance.
const noncePlaceholder = `__nonce_${randomBytes(8).toString('hex')}__`;

/** If-None-Match holds one or more tags, possibly weak (W/"..."), or *. */
const matchesEtag = (header: string | undefined, etag: string) =>
  Boolean(header) && header!.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

const hasSessionCookie = (req: Request) => /(?:^|;\s*)(?:__Host-)?session=/.test(req.headers.cookie ?? '');

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();

  const remember = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    // Map keeps insertion order: the first key is the least recently used.
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  };

  function pageCache(req: Request, res: Response, next: NextFunction) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req)) return next();
    if (options.excludedPrefixes.some((prefix) => req.path.startsWith(prefix))) return next();

    const key = `${options.version()}\n${req.originalUrl}`;
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : null;
    const entry = entries.get(key);
    if (entry) {
      remember(key, entry);
      res.set(entry.headers);
      res.setHeader('ETag', entry.etag);
      res.setHeader('X-Page-Cache', 'hit');
      if (matchesEtag(req.get('if-none-match'), entry.etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).send(nonce ? entry.template.replaceAll(noncePlaceholder, nonce) : entry.template);
      return;
    }

    // Miss: let the page render, and keep a copy of what it wrote.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.setHeader('X-Page-Cache', 'miss');
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (
        req.method === 'GET' &&
        res.statusCode === 200 &&
        /\bpublic\b/.test(cacheControl) &&
        !res.getHeader('set-cookie')
      ) {
        const body = Buffer.concat(chunks).toString('utf8');
        const template = nonce ? body.replaceAll(nonce, noncePlaceholder) : body;
        const headers: Record<string, string> = {};
        for (const name of storedHeaders) {
          const value = res.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const etag = `"${createHash('sha1').update(template).digest('base64url')}"`;
        remember(key, { template, etag, headers });
      }
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  }

  return Object.assign(pageCache, { size: () => entries.size, clear: () => entries.clear() });
}
