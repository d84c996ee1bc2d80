import { z } from 'zod';
import { login, revokeSession } from '../../services/auth';
import { adminProcedure, router, signInProcedure } from '../trpc';

export const loginInput = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(200),
  password: z.string().min(1, 'Password is required.').max(200),
});

export const authRouter = router({
  /** Opens a session; the transport hands the token to the client. */
  login: signInProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) => login(ctx.db, input, { ip: ctx.ip, userAgent: ctx.userAgent })),
  logout: adminProcedure.mutation(({ ctx }) => {
    revokeSession(ctx.db, ctx.admin.sessionId);
    return { ok: true as const };
  }),
  me: adminProcedure.query(({ ctx }) => ({ email: ctx.admin.email, name: ctx.admin.name })),
});
