import { z } from 'zod';
import { changePassword, createAdmin, listAdmins } from '../../services/staff';
import { minimumPasswordLength } from '../../services/staff';
import { adminProcedure, router } from '../trpc';

const passwordRule = z
  .string()
  .min(minimumPasswordLength, `Password must be at least ${minimumPasswordLength} characters.`)
  .max(200);

// Admin accounts: any admin may add another and change their own password
// (which ends their other sessions and tokens).
export const adminsRouter = router({
  /** [{ id, email, name, createdAt }] */
  list: adminProcedure('staff.manage').query(({ ctx }) => listAdmins(ctx.db)),
  /** { id, email } */
  create: adminProcedure('staff.manage')
    .input(
      z.object({
        email: z.email('Enter an email address.').trim().max(200),
        name: z.string().trim().min(1, 'Name is required.').max(80),
        password: passwordRule,
      }),
    )
    .mutation(({ ctx, input }) => createAdmin(ctx.db, input)),
  changePassword: adminProcedure('account.own')
    .input(z.object({ currentPassword: z.string().min(1, 'Current password is required.').max(200), newPassword: passwordRule }))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.admin.userId, input.currentPassword, input.newPassword, ctx.admin.sessionId);
      return { ok: true as const };
    }),
});
