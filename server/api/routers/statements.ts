// Bank statements: staff upload the account's statement (CSV or XLSX) through
// the admin page's form (multipart, parsed by the transport into ctx.upload),
// see how it matches the fees, and confirm to record the payment checks.
import { AppError } from '../../../domain/problem';
import { manualCheckInput, statementMappingInput, statementMessages } from '../../../domain/schemas/statements';
import { verifyPaymentByHand } from '../../services/statements/checks';
import { confirmStatement, previewStatement } from '../../services/statements/import';
import type { Context } from '../trpc';
import { adminProcedure, router } from '../trpc';

const statementFile = (ctx: Context) => {
  if (!ctx.upload) throw new AppError('BAD_REQUEST', 'Expected a multipart upload.');
  const file = ctx.upload.files.get('statement');
  if (!file) throw new AppError('BAD_REQUEST', statementMessages.missingFile, { fieldErrors: { statement: [statementMessages.missingFile] } });
  return file;
};

export const statementsRouter = router({
  /** Multipart only: the file `statement` and the optional column mapping. Writes nothing. */
  preview: adminProcedure.input(statementMappingInput).mutation(({ ctx, input }) => previewStatement(ctx.db, statementFile(ctx), input)),
  /** The same, then the payment checks, the import and the bank's mapping recorded in one transaction. */
  confirm: adminProcedure
    .input(statementMappingInput)
    .mutation(({ ctx, input }) => confirmStatement(ctx.db, statementFile(ctx), input, ctx.admin.userId)),
  /** A payment verified by hand (cash at the office), with a remark; its receipt is issued with it. */
  verifyByHand: adminProcedure
    .input(manualCheckInput)
    .mutation(({ ctx, input }) => verifyPaymentByHand(ctx.db, input.recordType, input.id, input.remark, ctx.admin.userId, input.method)),
});
