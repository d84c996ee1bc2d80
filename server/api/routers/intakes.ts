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
import { adminProcedure, publicProcedure, router } from '../trpc';

// Intakes (batches) with their windows and seats (decision 049), and their waitlists (decision 051).
export const intakesRouter = router({
  /** For the public pages: the next intake of each course, centre and mode this session, with seats left. */
  open: publicProcedure.query(({ ctx }) => publicIntakes(ctx.db)),
  /** For the application form: per course, centre and mode with intakes, the one a submit goes to and its stage (issue 30). */
  choices: publicProcedure.query(({ ctx }) => applicationChoices(ctx.db)),
  /** Staff's list: every intake with its seats taken. */
  list: adminProcedure.query(({ ctx }) => listIntakes(ctx.db)),
  /** Intakes not closed that belong to another session than the current one: { session, ids }. */
  outOfSession: adminProcedure.query(({ ctx }) => intakesOutOfSession(ctx.db)),
  /** Carry every intake not closed over to the current session: { session, ids } (issue 55). */
  carryOver: adminProcedure.mutation(({ ctx }) => carryOverIntakes(ctx.db, ctx.admin.userId)),
  /** Create (no id) or change an intake. */
  save: adminProcedure.input(intakeInput).mutation(({ ctx, input }) => saveIntake(ctx.db, input, ctx.admin.userId)),
  /**
   * An intake's waitlist in order, with its seats ({ seats, taken, free, lines }).
   * A read only: an offer past its deadline shows as lapsed; the periodic
   * sweep or the next offerSeat passes its seat on.
   */
  waitlist: adminProcedure.input(waitlistIntakeInput).query(({ ctx, input }) => waitlistOf(ctx.db, input.intakeId)),
  /** Offer a free seat to the next in line; the applicant's email is queued (email on). { registrationId, deadlineAt } */
  offerSeat: adminProcedure
    .input(waitlistIntakeInput)
    .mutation(({ ctx, input }) => offerNextSeat(ctx.db, input.intakeId, ctx.admin.userId, ctx.email ?? null)),
});
