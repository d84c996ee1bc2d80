import { z } from 'zod';
import { staffDisableInput, staffRightsFields, staffRightsInput } from '../../../domain/schemas/staff';
import {
  changePassword,
  createAdmin,
  listStaff,
  minimumPasswordLength,
  ownerOfAll,
  setStaffDisabled,
  updateStaffRights,
} from '../../services/staff';
import { adminProcedure, router } from '../trpc';

const passwordRule = z
  .string()
  .min(minimumPasswordLength, `Password must be at least ${minimumPasswordLength} characters.`)
  .max(200);

// Staff accounts (decision 068): the Owner adds people with their roles and
// centres, changes them and disables accounts; everyone changes their own
// password (which ends their other sessions and tokens).
export const adminsRouter = router({
  /** [{ id, email, name, createdAt, roles, centres ('all' or a list), disabledAt }] */
  list: adminProcedure('staff.manage').query(({ ctx }) => listStaff(ctx.db)),
  /** { id, email }. Without roles and centres: an Owner of every centre, as every account was before roles. */
  create: adminProcedure('staff.manage')
    .input(
      z.object({
        email: z.email('Enter an email address.').trim().max(200),
        name: z.string().trim().min(1, 'Name is required.').max(80),
        password: passwordRule,
        roles: staffRightsFields.roles.default(ownerOfAll.roles),
        centres: staffRightsFields.centres.default(ownerOfAll.centres),
      }),
    )
    .mutation(({ ctx, input }) => createAdmin(ctx.db, input, ctx.admin.userId)),
  /** A person's roles and centres, in place of what they had; from their next request. { id } */
  update: adminProcedure('staff.manage')
    .input(staffRightsInput)
    .mutation(({ ctx, input }) => updateStaffRights(ctx.db, input, ctx.admin.userId)),
  /** Disable (their sessions end at once) or enable an account; never deleted. { id, disabled } */
  setDisabled: adminProcedure('staff.manage')
    .input(staffDisableInput)
    .mutation(({ ctx, input }) => setStaffDisabled(ctx.db, input, ctx.admin.userId)),
  changePassword: adminProcedure('account.own')
    .input(z.object({ currentPassword: z.string().min(1, 'Current password is required.').max(200), newPassword: passwordRule }))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.admin.userId, input.currentPassword, input.newPassword, ctx.admin.sessionId);
      return { ok: true as const };
    }),
});
