import { z } from 'zod';
import { documentFile } from '../../services/documents';
import { adminProcedure, router } from '../trpc';

// Private applicant documents (uploads table). Admin only; the transport
// (a Remix resource route, the legacy adapter) streams the file itself.
export const documentsRouter = router({
  /** { id, filePath, contentType, disposition: inline|attachment, fileName, bytes } */
  file: adminProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .query(({ ctx, input }) => documentFile(ctx.db, ctx.dataDir, input.id)),
});
