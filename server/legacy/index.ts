// The documented /api paths of the old single-page client (spec section 7).
// Each route only translates: old field names and shapes in and out, and the
// same tRPC procedures the pages use in between. See docs/legacy-api.md.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import express, { type NextFunction, type Request, type Response } from 'express';
import { documentFile, documentHeaders } from '../services/documents';
import { AppError } from '../services/errors';
import { legacyErrorOf, legacyRoute, type LegacyDeps } from './http';
import { openApiDocument } from './openapi';
import { admissionRoutes } from './routes/admissions';
import { authRoutes } from './routes/auth';
import { enquiryRoutes } from './routes/enquiries';
import { formRoutes } from './routes/forms';
import { galleryRoutes } from './routes/gallery';
import { verifyDocumentSignature } from './signed-urls';

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

  // Computed once: the schemas do not change while the server runs.
  const openApi = openApiDocument();
  api.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });

  // Signed, short-lived links to private documents (see signed-urls.ts).
  api.get(
    '/files/:uploadId',
    legacyRoute(async (req, res) => {
      const uploadId = Number(req.params.uploadId);
      if (
        !Number.isInteger(uploadId) ||
        !verifyDocumentSignature(options.sessionSecret, uploadId, req.query.expires, req.query.signature)
      ) {
        res.status(403).json({ message: 'This link is not valid or has expired.' });
        return;
      }
      // The signature is the authorisation here (an <img> cannot send the
      // token), so this is the one adapter path that reads the service directly.
      const file = (() => {
        try {
          return documentFile(options.db, options.dataDir, uploadId);
        } catch (error) {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
          throw error;
        }
      })();
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
    if (error instanceof AppError) {
      const refusal = legacyErrorOf(error);
      return res.status(refusal.status).json(refusal.body);
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return res.status(413).json({ message: 'The request is too large.' });
    if (status && status >= 400 && status < 500) {
      return res.status(400).json({ message: 'The request body could not be read as JSON.' });
    }
    next(error);
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
