import { z } from 'zod';
import { emailHealth, heldEmails, settleHeldEmails } from '../../services/messages';
import { adminProcedure, router } from '../trpc';

const heldInput = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1, 'Choose at least one email.').max(500),
  action: z.enum(['send', 'cancel']),
});

export const mailRouter = router({
  /**
   * Whether decisions email the applicant: 'on' when SMTP is configured. The
   * dashboard says "email is off" otherwise, where a decision would send one.
   */
  status: adminProcedure('account.own').query(({ ctx }) => ({ email: ctx.email ? ('on' as const) : ('off' as const) })),
  /** The dashboard's notice: failing sends (how many wait, the last error) and emails held by a restore. */
  health: adminProcedure('records.read').query(({ ctx }) => ({
    email: ctx.email ? ('on' as const) : ('off' as const),
    ...emailHealth(ctx.db),
  })),
  /** Emails a restore held (they may already have been sent before it), oldest first. */
  held: adminProcedure('settings.manage').query(({ ctx }) => heldEmails(ctx.db)),
  /** Staff's answer for held emails: send them again, or cancel them. */
  settleHeld: adminProcedure('settings.manage')
    .input(heldInput)
    .mutation(({ ctx, input }) => settleHeldEmails(ctx.db, input.ids, input.action)),
});
