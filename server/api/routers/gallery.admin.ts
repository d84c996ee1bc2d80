import { z } from 'zod';
import { createGalleryItem, galleryImageSources, deleteGalleryItem } from '../../services/site';
import { AppError } from '../../../domain/problem';
import { adminProcedure } from '../trpc';
import { galleryFieldsMissingMessage, galleryItemInput } from '../../../domain/schemas/gallery';

// Procedures of this domain that need an admin session (adminProcedure).
export const galleryAdminProcedures = {
  /**
   * Multipart only (ctx.upload, parsed by the transport): fields category,
   * title, description and the file `image`. Returns the new gallery_items row.
   */
  create: adminProcedure('gallery.manage').mutation(async ({ ctx }) => {
    if (!ctx.upload) throw new AppError('BAD_REQUEST', 'Expected a multipart upload.');
    const fields = galleryItemInput.safeParse(ctx.upload.fields);
    const image = ctx.upload.files.get('image');
    if (!fields.success || !image) {
      throw new AppError('BAD_REQUEST', galleryFieldsMissingMessage, {
        fieldErrors: fields.success ? { image: [galleryFieldsMissingMessage] } : undefined,
      });
    }
    const item = await createGalleryItem(ctx.db, ctx.dataDir, fields.data, image, ctx.admin.userId);
    return { ...item, image: galleryImageSources(item) };
  }),
  delete: adminProcedure('gallery.manage')
    .input(z.object({ id: z.coerce.number().int().positive() }))
    .mutation(({ ctx, input }) => deleteGalleryItem(ctx.db, ctx.dataDir, input.id)),
};
