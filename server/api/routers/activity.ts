// The staff activity page: decisions, settings changes and payments verified
// by hand, newest first.
import { z } from 'zod';
import { listActivity } from '../../services/records';
import { adminProcedure, router } from '../trpc';

export const activityRouter = router({
  list: adminProcedure('activity.read')
    .input(z.object({ page: z.number().int().min(0).max(10_000).default(0) }))
    .query(({ ctx, input }) => listActivity(ctx.db, input.page, ctx.admin.centres)),
});
