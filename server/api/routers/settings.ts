import { instituteIdentity } from '../../services/identity';
import { getSettings, settingsSchema, updateSettings } from '../../services/settings';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const settingsRouter = router({
  get: publicProcedure.query(({ ctx }) => getSettings(ctx.db)),
  /** The institute's name, address and contacts, as applicants' pages show them (empty values: show nothing). */
  identity: publicProcedure.query(({ ctx }) => instituteIdentity(getSettings(ctx.db))),
  update: adminProcedure
    .input(settingsSchema.partial())
    .mutation(({ ctx, input }) => updateSettings(ctx.db, input, ctx.admin.userId)),
});
