import { intakeInput } from '../../../domain/schemas/intake';
import { waitlistIntakeInput } from '../../../domain/schemas/waitlist';
import {
  applicationChoices,
  carryOverIntakes,
  intakesOutOfSession,
  listIntakes,
  publicIntakes,
  saveIntake,
} from '../../services/intakes';
import { offerNextSeat, waitlistOf } from '../../services/intakes';
import { adminProcedure, assertOwnCentre, publicProcedure, router, inScope } from '../trpc';

// Intakes (batches) with their windows and seats (decision 049), and their waitlists (decision 051).
export const intakesRouter = router({
  /** For the public pages: the next intake of each course, centre and mode this session, with seats left. */
  open: publicProcedure.query(({ ctx }) => publicIntakes(ctx.db)),
  /** For the application form: per course, centre and mode with intakes, the one a submit goes to and its stage (issue 30). */
  choices: publicProcedure.query(({ ctx }) => applicationChoices(ctx.db)),
  /** Staff's list: every intake with its seats taken. */
  list: adminProcedure('intakes.manage').query(({ ctx }) => listIntakes(ctx.db, Date.now(), ctx.admin.centres)),
  /** Intakes not closed that belong to another session than the current one, at the person's centres: { session, ids }. */
  outOfSession: adminProcedure('intakes.manage').query(({ ctx }) => intakesOutOfSession(ctx.db, Date.now(), ctx.admin.centres)),
  /** Carry every intake not closed, at the person's centres, over to the current session: { session, ids } (issue 55). */
  carryOver: adminProcedure('intakes.manage').mutation(({ ctx }) =>
    carryOverIntakes(ctx.db, ctx.admin.userId, Date.now(), ctx.admin.centres),
  ),
  /** Create (no id) or change an intake. */
  save: adminProcedure('intakes.manage')
    .input(intakeInput)
    .use(inScope('intake'))
    .mutation(({ ctx, input }) => {
      assertOwnCentre(ctx.admin, input.centre);
      return saveIntake(ctx.db, input, ctx.admin.userId);
    }),
  /**
   * An intake's waitlist in order, with its seats ({ seats, taken, free, lines }).
   * A read only: an offer past its deadline shows as lapsed; the periodic
   * sweep or the next offerSeat passes its seat on.
   */
  waitlist: adminProcedure('intakes.manage')
    .input(waitlistIntakeInput)
    .use(inScope('intake', 'intakeId'))
    .query(({ ctx, input }) => waitlistOf(ctx.db, input.intakeId)),
  /** Offer a free seat to the next in line; the applicant's email is queued (email on). { registrationId, deadlineAt } */
  offerSeat: adminProcedure('intakes.manage')
    .input(waitlistIntakeInput)
    .use(inScope('intake', 'intakeId'))
    .mutation(({ ctx, input }) => offerNextSeat(ctx.db, input.intakeId, ctx.admin.userId, ctx.email ?? null)),
});
