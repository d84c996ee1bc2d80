import { z } from 'zod';
import { AppError } from '../../../domain/problem';
import { brandImageKinds, isBrandImageKind, merchantQrPayee, removeBrandImage, setBrandImage } from '../../services/site';
import { retentionDaysFromEnv } from '../../config';
import { instituteIdentity } from '../../services/site';
import { setupChecklist } from '../../services/upkeep';
import { getSettings, typedSettingsSchema, updateSettings } from '../../services/site';
import { adminProcedure, publicProcedure, router } from '../trpc';

const imageMissingMessage = 'Please choose an image to upload.';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx.db)),
  /** The institute's name, address and contacts, as applicants' pages show them (empty values: show nothing). */
  identity: publicProcedure.query(({ ctx }) => instituteIdentity(getSettings(ctx.db))),
  /** What the privacy notice is built from: who to contact, and how long documents are kept. */
  privacy: publicProcedure.query(({ ctx }) => ({
    identity: instituteIdentity(getSettings(ctx.db)),
    documentRetentionDays: retentionDaysFromEnv(),
  })),
  /** What is left to do before going live (the dashboard shows it until all is done). */
  checklist: adminProcedure('settings.manage').query(({ ctx }) => setupChecklist(ctx.db, ctx.dataDir)),
  update: adminProcedure('settings.manage')
    .input(typedSettingsSchema.partial())
    .mutation(({ ctx, input }) => updateSettings(ctx.db, input, ctx.admin.userId)),
  /**
   * Multipart only (ctx.upload, parsed by the transport): field `kind`
   * (logo or merchantQr) and the file `image`. Returns the settings.
   */
  uploadImage: adminProcedure('settings.manage').mutation(async ({ ctx }) => {
    if (!ctx.upload) throw new AppError('BAD_REQUEST', 'Expected a multipart upload.');
    const kind = ctx.upload.fields.kind;
    const image = ctx.upload.files.get('image');
    if (!isBrandImageKind(kind)) throw new AppError('BAD_REQUEST', 'Choose the logo or the merchant QR.');
    if (!image) throw new AppError('BAD_REQUEST', imageMissingMessage, { fieldErrors: { image: [imageMissingMessage] } });
    return setBrandImage(ctx.db, ctx.dataDir, kind, image, ctx.admin.userId);
  }),
  /** Whom the uploaded merchant QR pays (read from the QR itself), and whether that is the UPI id set. */
  merchantQr: adminProcedure('settings.manage').query(({ ctx }) => merchantQrPayee(ctx.db, ctx.dataDir)),
  removeImage: adminProcedure('settings.manage')
    .input(z.object({ kind: z.enum(Object.keys(brandImageKinds) as [keyof typeof brandImageKinds]) }))
    .mutation(({ ctx, input }) => removeBrandImage(ctx.db, ctx.dataDir, input.kind, ctx.admin.userId)),
});
