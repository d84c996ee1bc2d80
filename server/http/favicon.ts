// GET /favicon.ico: browsers ask for it on their own. The institute's logo
// once staff uploaded one, else the drawn mark every page links to. Where the
// logo is comes from server/app.ts: server/http imports no service (decision 006).
import type { RequestHandler } from 'express';

export function favicon(deps: { logoFile: () => string | null }): RequestHandler {
  return (_req, res, next) => {
    const file = deps.logoFile();
    if (!file) {
      res.redirect(302, '/favicon.svg');
      return;
    }
    // Short: the logo can change under this one name.
    res.sendFile(file, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' } }, (error) => {
      if (error) next(error);
    });
  };
}
