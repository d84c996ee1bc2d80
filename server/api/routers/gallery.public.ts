import { z } from 'zod';
import { galleryCategories } from '../../../domain/vocabulary';
import { galleryMaxPage, galleryMaxPageSize } from '../../../domain/schemas/gallery';
import { listGalleryItems } from '../../services/site';
import { publicProcedure } from '../trpc';

// Procedures of this domain that visitors may call.
export const galleryPublicProcedures = {
  list: publicProcedure
    .input(
      z
        .object({
          category: z.enum(galleryCategories.values).nullish(),
          page: z.number().int().min(1).max(galleryMaxPage).optional(),
          pageSize: z.number().int().min(1).max(galleryMaxPageSize).optional(),
        })
        .optional(),
    )
    .query(({ ctx, input }) => listGalleryItems(ctx.db, input ?? {})),
};
