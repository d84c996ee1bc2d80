// A gallery item's text fields (the picture arrives as the file field `image`).
import { z } from 'zod';
import { galleryCategories } from '../vocabulary';

export const galleryFieldsMissingMessage = 'Please fill in all fields and select a file.';

export const galleryItemInput = z.object({
  category: z.enum(galleryCategories.values, { error: galleryFieldsMissingMessage }),
  title: z.string({ error: galleryFieldsMissingMessage }).trim().min(1, galleryFieldsMissingMessage).max(120),
  description: z.string({ error: galleryFieldsMissingMessage }).trim().min(1, galleryFieldsMissingMessage).max(600),
});
export type GalleryItemInput = z.infer<typeof galleryItemInput>;
