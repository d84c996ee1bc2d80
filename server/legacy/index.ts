// The documented /api paths of the old single-page client (spec section 7).
// Each route only translates: old field names and shapes in and out, and the
// same tRPC procedures the pages use in between. See docs/legacy-api.md.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import express, { type NextFunction, type Request, type Response } from 'express';
import { problemOf } from '../api/problem-of';
import { documentHeaders } from '../http/document-headers';
import { AppError, problemMessages } from '../../domain/problem';
import { legacyCaller, legacyErrorOf, legacyRoute, type LegacyDeps } from './http';
import { admissionRoutes } from './routes/admissions';
import { authRoutes } from './routes/auth';
import { enquiryRoutes } from './routes/enquiries';
import { formRoutes } from './routes/forms';
import { galleryRoutes } from './routes/gallery';

export interface LegacyRouterOptions extends LegacyDeps {
  /** Origins allowed to call /api from a browser (CORS); empty: none. */
  allowedOrigins: readonly string[];
}

export function createLegacyRouter(options: LegacyRouterOptions) {
  const api = express.Router();

  api.use(corsFor(options.allowedOrigins));
  api.use(express.json({ limit: '100kb' }));

  authRoutes(api, options);
  formRoutes(api, options);
  admissionRoutes(api, options);
  enquiryRoutes(api, options);
  galleryRoutes(api, options);

  // Computed once, on the first request for it (not at start: it walks every
  // schema); the schemas do not change while the server runs.
  let openApi: Promise<unknown> | null = null;
  api.get(
    '/openapi.json',
    legacyRoute(async (_req, res) => {
      openApi ??= import('./openapi').then(({ openApiDocument }) => openApiDocument());
      res.json(await openApi);
    }),
  );

  // Signed, short-lived links to private documents (server/api/signed-links.ts).
  api.get(
    '/files/:uploadId',
    legacyRoute(async (req, res) => {
      const uploadId = Number(req.params.uploadId);
      if (!Number.isInteger(uploadId) || uploadId < 1) {
        res.status(403).json({ message: 'This link is not valid or has expired.' });
        return;
      }
      const file = await legacyCaller(options, req)
        .documents.signedFile({ id: uploadId, expires: req.query.expires, signature: req.query.signature })
        .catch((error: unknown) => {
          if (problemOf(error).code === 'NOT_FOUND') return null;
          throw error;
        });
      const info = file ? await stat(file.filePath).catch(() => null) : null;
      if (!file || !info?.isFile()) {
        res.status(404).json({ message: 'Document not found.' });
        return;
      }
      res.set(documentHeaders(file, info.size));
      createReadStream(file.filePath).pipe(res);
    }),
  );

  api.use((_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });

  // Malformed JSON and other body errors are the client's mistake: 400, not 500.
  api.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const refusal = legacyErrorOf(error);
    if (refusal.status >= 500) return next(error);
    const isBodyError = !(error instanceof AppError) && refusal.status === 400;
    res.status(refusal.status).json(isBodyError ? { message: problemMessages.notJson } : refusal.body);
  });

  return api;
}

function corsFor(allowedOrigins: readonly string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'x-auth-token, content-type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') return res.status(204).end();
    next();
  };
}
