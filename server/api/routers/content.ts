import { z } from 'zod';
import { contentKinds } from '../../../domain/vocabulary';
import {
  centreNotes,
  contentHistory,
  currentContent,
  currentNotices,
  catalogueCourses,
  checkContentImage,
  contentImageMessages,
  offeredCourses,
  publicCourses,
  publishContent,
  restoreContent,
  siteTextBodies,
  storeContentImage,
} from '../../services/content';
import { AppError } from '../../../domain/problem';
import { adminProcedure, publicProcedure, router } from '../trpc';

const kind = z.enum(contentKinds, { error: 'Unknown kind of content.' });
const key = z.string().trim().min(1).max(40);

// What visitors read (issue 52): the pages' loaders call these; staff edit
// through the rest (permission content.edit, decision 068). Content is not
// tied to a centre: every centre's visitors read the same site.
export const contentRouter = router({
  /** The courses on offer, in the catalogue's order, both languages. */
  courses: publicProcedure.query(({ ctx }) => publicCourses(ctx.db)),
  /** The courses a new application or batch may name (decision 078): code, names, program. */
  offered: publicProcedure.query(({ ctx }) => offeredCourses(ctx.db)),
  /** Every course records may name, archived ones included: staff filter old records by them. */
  catalogue: adminProcedure('records.read').query(({ ctx }) => catalogueCourses(ctx.db)),
  /** Each centre's description in both languages. */
  centres: publicProcedure.query(({ ctx }) => centreNotes(ctx.db)),
  /** The home and about pages' texts by key, both languages. */
  texts: publicProcedure.query(({ ctx }) => siteTextBodies(ctx.db)),
  /** The notices shown today, pinned first. */
  notices: publicProcedure.query(({ ctx }) => currentNotices(ctx.db)),
  /** Every item of a kind as it is now, archived courses and expired notices included. */
  items: adminProcedure('content.edit')
    .input(z.object({ kind }))
    .query(({ ctx, input }) =>
      currentContent(ctx.db)[input.kind].map((item) => ({
        key: item.key,
        version: item.version,
        id: item.id,
        body: item.body as unknown,
        publishedAt: item.publishedAt,
        publishedByName: item.publishedByName,
        shipped: item.shipped,
      })),
    ),
  history: adminProcedure('content.edit')
    .input(z.object({ kind, key }))
    .query(({ ctx, input }) => contentHistory(ctx.db, input.kind, input.key)),
  /** Publishes a new version; key null adds an item (a course, a notice). */
  publish: adminProcedure('content.edit')
    .input(z.object({ kind, key: key.nullable(), body: z.unknown() }))
    .mutation(({ ctx, input }) => {
      checkContentImage(ctx.dataDir, input.body);
      return publishContent(ctx.db, input.kind, input.key, input.body, { userId: ctx.admin.userId, name: ctx.admin.name });
    }),
  /**
   * Multipart only (ctx.upload): the file `image`, a course's image or a
   * centre's photo, re-encoded into phone sizes. Answers its id for the
   * editor to publish with the item (decision 084); nothing is shown until then.
   */
  uploadImage: adminProcedure('content.edit').mutation(async ({ ctx }) => {
    if (!ctx.upload) throw new AppError('BAD_REQUEST', 'Expected a multipart upload.');
    const image = ctx.upload.files.get('image');
    if (!image)
      throw new AppError('BAD_REQUEST', contentImageMessages.missing, { fieldErrors: { image: [contentImageMessages.missing] } });
    return storeContentImage(ctx.dataDir, image);
  }),
  /** Publishes an earlier version again (a new version). */
  restore: adminProcedure('content.edit')
    .input(z.object({ versionId: z.number().int().positive() }))
    .mutation(({ ctx, input }) => restoreContent(ctx.db, input.versionId, { userId: ctx.admin.userId, name: ctx.admin.name })),
});
