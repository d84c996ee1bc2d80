import { z } from 'zod';
import { galleryCategories } from '../../../domain/vocabulary';
import { listGalleryItems } from '../../services/gallery';
import { publicProcedure } from '../trpc';

// Procedures of this domain that visitors may call.
export const galleryPublicProcedures = {
  list: publicProcedure
    .input(z.object({ category: z.enum(galleryCategories.values).nullish() }).optional())
    .query(({ ctx, input }) => listGalleryItems(ctx.db, { category: input?.category })),
};
