// The baseline: a plain static file server (node:http, files read from disk
// per request, no framework) serving snapshots of the app's own pages.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const root = process.argv[2]!;
const port = Number(process.argv[3]);

http
  .createServer(async (req, res) => {
    // POST: a sink that reads the whole body and answers 201, the floor for
    // any server that accepts the same upload.
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => res.writeHead(201, { 'content-length': 0 }).end());
      return;
    }
    const name = (req.url ?? '/').split('?')[0]!.replace(/\/$/, '') || '/index';
    // /hi/DCASyllabus is hi/DCASyllabus.html; nothing outside the snapshot folder.
    const file = path.resolve(root, `.${path.posix.normalize(name)}.html`);
    const info = file.startsWith(path.resolve(root) + path.sep) ? await stat(file).catch(() => null) : null;
    if (!info) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': info.size });
    createReadStream(file).pipe(res);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
