// Bank statements: staff upload the account's statement (CSV, XLS or XLSX)
// through the admin page's form (multipart, parsed by the transport into
// ctx.upload), see how it matches the fees, and confirm to add the evidence.
// Credits that match no application are listed to be linked or dismissed.
import { AppError } from '../../../domain/problem';
import {
  dismissCreditInput,
  linkCreditInput,
  manualCheckInput,
  statementMappingInput,
  statementMessages,
} from '../../../domain/schemas/statements';
import { moneyChangeKinds, requestMoneyChange, unknownCredits, verifyPaymentByHand } from '../../services/money';
import { confirmStatement, previewStatement } from '../../services/money';
import type { Context } from '../trpc';
import { adminProcedure, router, inScope } from '../trpc';

const statementFile = (ctx: Context) => {
  if (!ctx.upload) throw new AppError('BAD_REQUEST', 'Expected a multipart upload.');
  const file = ctx.upload.files.get('statement');
  if (!file)
    throw new AppError('BAD_REQUEST', statementMessages.missingFile, {
      fieldErrors: { statement: [statementMessages.missingFile] },
    });
  return file;
};

export const statementsRouter = router({
  /** Multipart only: the file `statement` and the optional column mapping. Keeps nothing. */
  preview: adminProcedure('statements.import')
    .input(statementMappingInput)
    .mutation(({ ctx, input }) => previewStatement(ctx.db, statementFile(ctx), input, ctx.admin.userId)),
  /** The same, then the lines, the evidence, the import and the bank's mapping recorded in one transaction. */
  confirm: adminProcedure('statements.import')
    .input(statementMappingInput)
    .mutation(({ ctx, input }) => confirmStatement(ctx.db, statementFile(ctx), input, ctx.admin.userId)),
  /** A payment verified by hand (cash at the office), with a remark; its receipt is issued with it. */
  verifyByHand: adminProcedure('money.verify')
    .input(manualCheckInput)
    .use(inScope((input: { recordType: 'registration' | 'admission' }) => input.recordType))
    .mutation(({ ctx, input }) =>
      verifyPaymentByHand(ctx.db, input.recordType, input.id, input.remark, ctx.admin.userId, input.method),
    ),
  /** Credits of confirmed statements that match no application and were not dismissed. */
  unknownCredits: adminProcedure('money.read').query(({ ctx }) => unknownCredits(ctx.db)),
  /** Asks to link a credit to the registration or admission it pays, with a remark; a second person confirms (decision 069). */
  linkCredit: adminProcedure('money.verify')
    .input(linkCreditInput)
    .mutation(({ ctx, input }) => requestMoneyChange(ctx.db, moneyChangeKinds.creditLink, input, ctx.admin)),
  /** Asks to mark a credit as not an application fee, with a remark; a second person confirms (decision 069). */
  dismissCredit: adminProcedure('money.cancel')
    .input(dismissCreditInput)
    .mutation(({ ctx, input }) => requestMoneyChange(ctx.db, moneyChangeKinds.creditDismiss, input, ctx.admin)),
});
