// Money in two hands (decision 069): the changes waiting for a second person,
// and their answers. Each procedure declares money.read (everyone who works
// with money); confirming or refusing also needs the permission of the
// change's kind, which the service checks (two-hands.ts).
import { z } from 'zod';
import { answerMoneyRequest, pendingMoneyRequests, selfConfirmedRequests } from '../../services/money';
import { adminProcedure, router } from '../trpc';

const answerInput = z.object({
  id: z.coerce.number().int().positive(),
  remark: z.string().trim().max(300, 'Please keep the remark under 300 characters.').optional(),
});

export const moneyRequestsRouter = router({
  /** Requests waiting for a second person, in the caller's centres, oldest first; `mayAnswer` says whether the caller may. */
  pending: adminProcedure('money.read').query(({ ctx }) => pendingMoneyRequests(ctx.db, ctx.admin)),
  /** Confirms a request: the change takes effect now. Not its requester's to confirm. */
  confirm: adminProcedure('money.read')
    .input(answerInput)
    .mutation(({ ctx, input }) => answerMoneyRequest(ctx.db, input.id, 'confirm', ctx.admin, input.remark)),
  /** Refuses a request: nothing changes. */
  refuse: adminProcedure('money.read')
    .input(answerInput)
    .mutation(({ ctx, input }) => answerMoneyRequest(ctx.db, input.id, 'refuse', ctx.admin, input.remark)),
  /** The requester takes their request back. */
  withdraw: adminProcedure('money.read')
    .input(answerInput)
    .mutation(({ ctx, input }) => answerMoneyRequest(ctx.db, input.id, 'withdraw', ctx.admin, input.remark)),
  /** Changes confirmed by their requester alone (nobody else held the permission), newest first: for the Owner. */
  selfConfirmed: adminProcedure('staff.manage').query(({ ctx }) => selfConfirmedRequests(ctx.db, ctx.admin.centres)),
});
