// The baseline: a static server in the style of nginx with `gzip_static` and
// an open-file cache. node:http, no framework; each page's bytes are held in
// memory, gzip and brotli made once at start, and every answer carries the
// same headers the app sent for that page (a snapshot taken by bench/run.ts).
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';

export interface PageSnapshot {
  path: string;
  headers: Record<string, string>;
  /** base64 of the identity body */
  body: string;
}

const snapshotFile = process.argv[2]!;
const port = Number(process.argv[3]);

type Encoding = 'br' | 'gzip' | 'identity';
interface Page {
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
}

const pages = new Map<string, Page>();
for (const snapshot of JSON.parse(readFileSync(snapshotFile, 'utf8')) as PageSnapshot[]) {
  const identity = Buffer.from(snapshot.body, 'base64');
  const tag = createHash('sha1').update(identity).digest('base64url');
  pages.set(snapshot.path, {
    headers: snapshot.headers,
    bodies: {
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    },
    etags: { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` },
  });
}

const pick = (header: string | undefined): Encoding =>
  !header ? 'identity' : /\bbr\b/.test(header) ? 'br' : /\bgzip\b/.test(header) ? 'gzip' : 'identity';

http
  .createServer((req, res) => {
    // POST: a sink that reads the whole body and answers 201, the floor for
    // any server that accepts the same upload.
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-length': 0 }).end());
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    const page = pages.get(path);
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    const encoding = pick(req.headers['accept-encoding']);
    const body = page.bodies[encoding];
    const headers: Record<string, string | number> = {
      ...page.headers,
      'x-request-id': randomUUID(),
      etag: page.etags[encoding],
      vary: 'Accept-Encoding',
      'content-length': body.length,
    };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(200, headers).end(body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
