import { intakeInput } from '../../../domain/schemas/intake';
import { waitlistIntakeInput } from '../../../domain/schemas/waitlist';
import { applicationChoices, listIntakes, publicIntakes, saveIntake } from '../../services/intakes';
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
   * Offers past their deadline are passed to the next in line first .
   */
  waitlist: adminProcedure('intakes.manage')
    .input(waitlistIntakeInput)
    .use(inScope('intake', 'intakeId'))
    .query(({ ctx, input }) => waitlistOf(ctx.db, input.intakeId, ctx.email ?? null)),
  /** Offer a free seat to the next in line; the applicant's email is queued (email on). { registrationId, deadlineAt } */
  offerSeat: adminProcedure('intakes.manage')
    .input(waitlistIntakeInput)
    .use(inScope('intake', 'intakeId'))
    .mutation(({ ctx, input }) => offerNextSeat(ctx.db, input.intakeId, ctx.admin.userId, ctx.email ?? null)),
});
