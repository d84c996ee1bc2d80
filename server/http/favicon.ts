// GET /favicon.ico: browsers ask for it on their own. The institute's logo
// once staff uploaded one, else the drawn mark every page links to.
import type { RequestHandler } from 'express';
import type { DB } from '../../db/client';
import { logoFilePath } from '../services/brand-images';

export function favicon(deps: { db: DB; dataDir: string }): RequestHandler {
  return (_req, res, next) => {
    const file = logoFilePath(deps.db, deps.dataDir);
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
