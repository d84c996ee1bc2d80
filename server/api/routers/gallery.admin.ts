import { z } from 'zod';
import {
  createGalleryItem,
  deleteGalleryItem,
  galleryFieldsMissingMessage,
  galleryItemInput,
} from '../../services/gallery';
import { AppError } from '../../services/errors';
import { adminProcedure } from '../trpc';

// Procedures of this domain that need an admin session (adminProcedure).
export const galleryAdminProcedures = {
  /**
   * Multipart only (ctx.upload, parsed by the transport): fields category,
   * title, description and the file `image`. Returns the new gallery_items row.
   */
  create: adminProcedure.mutation(async ({ ctx }) => {
    if (!ctx.upload) throw new AppError('BAD_REQUEST', 'Expected a multipart upload.');
    const fields = galleryItemInput.safeParse(ctx.upload.fields);
    const image = ctx.upload.files.get('image');
    if (!fields.success || !image) {
      throw new AppError('BAD_REQUEST', galleryFieldsMissingMessage, {
        fieldErrors: fields.success ? { image: [galleryFieldsMissingMessage] } : undefined,
      });
    }
    return createGalleryItem(ctx.db, ctx.dataDir, fields.data, image, ctx.admin.userId);
  }),
  delete: adminProcedure
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .mutation(({ ctx, input }) => deleteGalleryItem(ctx.db, ctx.dataDir, input.id)),
};
