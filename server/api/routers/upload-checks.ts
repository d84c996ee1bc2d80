import type { ReceivedForm } from '../../storage/multipart';
import { publicProcedure } from '../trpc';

/**
 * A public procedure whose whole input (text and staged files) is checked by
 * `check` BEFORE tRPC parses the input, so a form gets every field error at
 * once, those of its text fields and of its missing files, in one answer.
 */
export const procedureCheckedWith = (check: (raw: unknown, upload: ReceivedForm | null | undefined) => unknown) =>
  publicProcedure.use(async ({ ctx, getRawInput, next }) => {
    check(await getRawInput(), ctx.upload);
    return next();
  });
