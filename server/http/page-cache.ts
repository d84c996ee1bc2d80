// Caches rendered public pages in memory so a visit costs a map lookup, not a
// React render, and answers ETag / 304 so a returning phone downloads nothing.
//
// - Only pages whose route opted in with `Cache-Control: public` are stored
//   (see app/utils/http.ts), only 200s, never a response that sets a cookie,
//   never for a request that carries the admin session cookie.
// - The key is the content version (settings, gallery), the origin the page
//   was rendered for, the path and only the query parameters a page reads
//   (`queryKey`): `/academics?x=<random>` is the cached `/academics`.
// - A stored page is byte-identical for every visitor (decision 010): the
//   render's CSP nonce is taken out and the response's Content-Security-Policy
//   lists the SHA-256 hashes of the page's inline scripts instead. So it is
//   stored gzip- and brotli-compressed once, and a hit only writes bytes.
//
// Two parts: `serve` answers hits on the bare node:http request, before
// Express; `collect`, an Express middleware just before the renderer (after
// the compression middleware, so it sees the uncompressed page), stores what
// a miss rendered.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { hashInlineScripts } from './inline-script-hashes';

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  path: string;
  /** brotli at its best quality is slow: made in the background, gzip until then. */
  bodies: { identity: Buffer; gzip: Buffer; br?: Buffer };
  etags: Record<Encoding, string>;
  /** The whole header list of a 200 in each encoding, flat ([name, value, ...]), made once. */
  rawHeaders: Partial<Record<Encoding, (string | number)[]>>;
  headers: Record<string, string>;
  bytes: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  /** The stored bytes (all three encodings) never exceed this. */
  maxBytes: number;
  /** At most this many query variants of one path; older ones go first. */
  maxVariantsPerPath: number;
  /** Changes whenever cached pages would render differently. */
  version: () => number | string;
  /** Path prefixes never cached. */
  excludedPrefixes: readonly string[];
  /**
   * The part of the query a page reads, normalised ('' for none), or null
   * when the request must bypass the cache. Every other parameter is ignored.
   */
  queryKey: (query: URLSearchParams, path: string) => string | null;
  /** Scheme and host the page is rendered for (the root loader reads them). */
  originOf: (req: IncomingMessage) => string;
  /** False when the request must go through the app even if a page is stored (a language redirect). */
  mayServe?: (req: IncomingMessage) => boolean;
  /**
   * Called for each hit before it is answered (a hit never reaches Express):
   * returns the headers that belong to this response (request id, HSTS).
   */
  onHit?: (req: IncomingMessage, res: ServerResponse) => Record<string, string>;
}

// Headers that belong to one response, not to the page.
const perResponseHeaders = new Set([
  'x-request-id',
  'date',
  'etag',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'strict-transport-security',
  'x-page-cache',
  'set-cookie',
]);

const brotli = promisify(zlib.brotliCompress);

/** If-None-Match holds one or more tags, possibly weak (W/"..."), or *. */
const matchesEtag = (header: string | undefined, etags: Record<Encoding, string>) =>
  Boolean(header) &&
  header!.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '');
    return bare === '*' || bare === etags.identity || bare === etags.gzip || bare === etags.br;
  });

const hasSessionCookie = (headers: IncomingHttpHeaders) => /(?:^|;\s*)(?:__Host-)?session=/.test(headers.cookie ?? '');

/** The best encoding the client accepts among those at hand: brotli, then gzip, else none. */
export function pickEncoding(header: string | undefined, brotliReady: boolean): Encoding {
  if (!header) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return br && brotliReady ? 'br' : gzip ? 'gzip' : 'identity';
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  let storedBytes = 0;
  // The key serve() computed for a request it could not answer, for collect().
  const pendingKeys = new WeakMap<IncomingMessage, string>();

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    storedBytes -= entry.bytes;
    entries.delete(key);
  };

  const remember = (key: string, entry: Entry) => {
    forget(key);
    if (entry.bytes > options.maxBytes) return;
    // A path with many variants (random values of a parameter it reads)
    // pushes out only its own older variants, never other pages.
    let variants = 0;
    for (const other of entries.values()) if (other.path === entry.path) variants += 1;
    if (variants >= options.maxVariantsPerPath) {
      for (const [otherKey, other] of entries) {
        if (other.path === entry.path) {
          forget(otherKey);
          break;
        }
      }
    }
    entries.set(key, entry);
    storedBytes += entry.bytes;
    evictOverBudget();
  };

  function evictOverBudget() {
    // Map keeps insertion order: the first key is the least recently used.
    while (entries.size > options.maxEntries || storedBytes > options.maxBytes) forget(entries.keys().next().value!);
  }

  /** The cache key of a request, or null when it must not use the cache. */
  const keyOf = (req: IncomingMessage): string | null => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req.headers)) return null;
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    if (options.excludedPrefixes.some((prefix) => path.startsWith(prefix))) return null;
    const query = queryStart < 0 ? '' : options.queryKey(new URLSearchParams(url.slice(queryStart + 1)), path);
    if (query === null) return null;
    return `${options.version()}\n${options.originOf(req)}\n${path}\n${query}`;
  };

  /**
   * Answers a hit on the bare node:http request, before Express (whose
   * per-request work would cost more than the hit itself). True if answered.
   */
  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = keyOf(req);
    if (key === null) return false;
    pendingKeys.set(req, key);
    const entry = entries.get(key);
    if (!entry) return false;
    if (options.mayServe && !options.mayServe(req)) return false;
    // Most recently used goes last.
    entries.delete(key);
    entries.set(key, entry);
    const encoding = pickEncoding(req.headers['accept-encoding'], entry.bodies.br !== undefined);
    const own = options.onHit?.(req, res);
    if (matchesEtag(req.headers['if-none-match'], entry.etags)) {
      res.writeHead(304, {
        ...own,
        etag: entry.etags[encoding],
        'cache-control': entry.headers['cache-control'] ?? 'no-cache',
        vary: entry.headers.vary ?? 'Accept-Encoding',
        'x-page-cache': 'hit',
      });
      res.end();
      return true;
    }
    const body = entry.bodies[encoding]!;
    let prepared = entry.rawHeaders[encoding];
    if (!prepared) {
      prepared = Object.entries(entry.headers).flat();
      prepared.push('etag', entry.etags[encoding], 'content-length', body.length, 'x-page-cache', 'hit');
      if (encoding !== 'identity') prepared.push('content-encoding', encoding);
      entry.rawHeaders[encoding] = prepared;
    }
    // A flat list to writeHead with nothing set before is Node's fast path for headers.
    const headers = own ? prepared.concat(Object.entries(own).flat()) : prepared;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  function collect(req: Request, res: Response, next: NextFunction) {
    const key = pendingKeys.get(req);
    if (key === undefined) return next();
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : null;

    // Miss: let the page render, and keep a copy of what it wrote.
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const gather = (chunk: unknown, encoding?: unknown) => {
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
      gather(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      gather(chunk, rest[0]);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (req.method === 'GET' && res.statusCode === 200 && /\bpublic\b/.test(cacheControl) && !res.getHeader('set-cookie')) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !perResponseHeaders.has(name)) headers[name] = String(value);
        }
        store(key, req.path, Buffer.concat(chunks), headers, nonce);
      }
      return end(chunk, ...rest);
    }) as Response['end'];
    next();
  }

  function store(key: string, path: string, rendered: Buffer, headers: Record<string, string>, nonce: string | null) {
    // What the render varied by (the language of an English URL: Cookie,
    // Accept-Language), and the encoding a hit picks.
    const vary = (headers.vary ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (!vary.some((name) => name.toLowerCase() === 'accept-encoding')) vary.push('Accept-Encoding');
    headers.vary = vary.join(', ');
    let identity = rendered;
    const csp = headers['content-security-policy'];
    if (nonce && csp) {
      const html = rendered.toString('utf8');
      // The same page for everyone: no nonce in it; its inline scripts are allowed by hash.
      const withoutNonce = html.replaceAll(` nonce="${nonce}"`, '');
      if (withoutNonce.includes(nonce)) return; // the nonce sits somewhere unexpected: do not store
      const hashes = hashInlineScripts(withoutNonce).map((hash) => `'${hash}'`);
      headers['content-security-policy'] = csp.replace(`'nonce-${nonce}'`, hashes.join(' ')).replace(/ {2,}/g, ' ');
      identity = Buffer.from(withoutNonce, 'utf8');
    }
    // Synchronous, so the next request already hits (a page is tens of KB: a few ms, once).
    const gzipped = zlib.gzipSync(identity, { level: 9 });
    const tag = createHash('sha1').update(identity).digest('base64url');
    const entry: Entry = {
      path,
      bodies: { identity, gzip: gzipped },
      etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
      rawHeaders: {},
      headers,
      bytes: identity.length + gzipped.length,
    };
    remember(key, entry);
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }).then(
      (compressed) => {
        entry.bodies.br = compressed;
        // Counted only while the entry is still kept.
        if (entries.get(key) !== entry) return;
        entry.bytes += compressed.length;
        storedBytes += compressed.length;
        evictOverBudget();
      },
      () => undefined, // gzip keeps serving brotli clients
    );
  }

  return {
    serve,
    collect,
    size: () => entries.size,
    bytes: () => storedBytes,
    clear: () => {
      entries.clear();
      storedBytes = 0;
    },
  };
}
