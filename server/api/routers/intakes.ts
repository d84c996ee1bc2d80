import { intakeInput } from '../../../domain/schemas/intake';
import { listIntakes, publicIntakes, saveIntake } from '../../services/intakes';
import { adminProcedure, publicProcedure, router } from '../trpc';

// Intakes (batches) with their windows and seats (decision 049).
export const intakesRouter = router({
  /** For the public pages: the next intake of each course, centre and mode this session, with seats left. */
  open: publicProcedure.query(({ ctx }) => publicIntakes(ctx.db)),
  /** Staff's list: every intake with its seats taken. */
  list: adminProcedure.query(({ ctx }) => listIntakes(ctx.db)),
  /** Create (no id) or change an intake. */
  save: adminProcedure.input(intakeInput).mutation(({ ctx, input }) => saveIntake(ctx.db, input, ctx.admin.userId)),
});
