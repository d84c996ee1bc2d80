import { z } from 'zod';
import { login, revokeSession } from '../../services/staff';
import { endOtherSessions, endSession, listSessions } from '../../services/staff';
import { adminProcedure, router, signInProcedure } from '../trpc';

export const loginInput = z.object({
  email: z.string().trim().min(1, 'Email is required.').max(200),
  password: z.string().min(1, 'Password is required.').max(200),
});

export const authRouter = router({
  /** Opens a session; the transport hands the token to the client. */
  login: signInProcedure
    .input(loginInput)
    .mutation(({ ctx, input }) =>
      login(ctx.db, input, { ip: ctx.ip, userAgent: ctx.userAgent, kind: ctx.sessionKind, deviceUserId: ctx.deviceUserId }),
    ),
  logout: adminProcedure('account.own').mutation(({ ctx }) => {
    revokeSession(ctx.db, ctx.admin.sessionId);
    return { ok: true as const };
  }),
  me: adminProcedure('account.own').query(({ ctx }) => ({ email: ctx.admin.email, name: ctx.admin.name })),
  /** The signed-in admin's live sessions: [{ id, kind, createdAt, lastSeenAt, ip, userAgent, current }] */
  sessions: adminProcedure('account.own').query(({ ctx }) => listSessions(ctx.db, ctx.admin.userId, ctx.admin.sessionId)),
  /** Ends one of the signed-in admin's own sessions. */
  endSession: adminProcedure('account.own')
    .input(z.object({ id: z.coerce.number().int().positive('Choose a session.') }))
    .mutation(({ ctx, input }) => {
      endSession(ctx.db, ctx.admin.userId, input.id);
      return { ok: true as const, endedCurrent: input.id === ctx.admin.sessionId };
    }),
  /** Ends every session of the signed-in admin except this one. */
  endOtherSessions: adminProcedure('account.own').mutation(({ ctx }) => ({
    ended: endOtherSessions(ctx.db, ctx.admin.userId, ctx.admin.sessionId),
  })),
});
