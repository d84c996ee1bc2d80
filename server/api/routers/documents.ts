import { z } from 'zod';
import { documentFile } from '../../services/admissions';
import { AppError } from '../../../domain/problem';
import { verifyDocumentSignature } from '../signed-links';
import { adminProcedure, publicProcedure, router, inScope } from '../trpc';

// Private applicant documents (uploads table). Admin only; the transport
// (a Remix resource route, the legacy adapter) streams the file itself.
export const documentsRouter = router({
  /** { id, filePath, contentType, disposition: inline|attachment, fileName, bytes } */
  file: adminProcedure('records.read')
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .use(inScope('document'))
    .query(({ ctx, input }) => documentFile(ctx.db, ctx.dataDir, input.id)),
  /**
   * The same, for the old client's signed, short-lived links (an <img> cannot
   * send the token): the signature is the authorisation.
   */
  signedFile: publicProcedure
    .input(z.object({ id: z.coerce.number().int().positive(), expires: z.unknown(), signature: z.unknown() }))
    .query(({ ctx, input }) => {
      if (!ctx.signingSecret || !verifyDocumentSignature(ctx.signingSecret, input.id, input.expires, input.signature)) {
        throw new AppError('FORBIDDEN', 'This link is not valid or has expired.');
      }
      return documentFile(ctx.db, ctx.dataDir, input.id);
    }),
});
