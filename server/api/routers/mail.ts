import { adminProcedure, router } from '../trpc';

export const mailRouter = router({
  /**
   * Whether decisions email the applicant: 'on' when SMTP is configured. The
   * dashboard says "email is off" otherwise, where a decision would send one.
   */
  status: adminProcedure.query(({ ctx }) => ({ email: ctx.email ? ('on' as const) : ('off' as const) })),
});
