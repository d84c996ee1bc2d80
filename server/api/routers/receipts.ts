// Receipts of verified fees (server/services/money/receipts.ts): the applicant's
// printable page by reference id, and staff's list and cancellation.
import { cancelReceiptInput, receiptPrintInput, receiptsOfRecordInput } from '../../../domain/schemas/receipts';
import { moneyChangeKinds, printableReceipt, receiptsOf, requestMoneyChange } from '../../services/money';
import { adminProcedure, lookupProcedure, router, inScope } from '../trpc';
import { refusal } from '../../../domain/refusal';

export const receiptsRouter = router({
  /**
   * The receipt to print, for the applicant who holds the reference id (the
   * same rate limit as the status look-up); NOT_FOUND until the fee is verified.
   */
  print: lookupProcedure.input(receiptPrintInput).query(({ ctx, input }) => {
    const receipt = printableReceipt(ctx.db, input.referenceId, input.language);
    if (!receipt) throw refusal('NOT_FOUND', { key: 'receipt.notFound' });
    return receipt;
  }),
  /** Every receipt of one fee, newest first, cancelled ones included. */
  ofRecord: adminProcedure('records.read')
    .input(receiptsOfRecordInput)
    .use(inScope((input: { recordType: 'registration' | 'admission' }) => input.recordType))
    .query(({ ctx, input }) => receiptsOf(ctx.db, input.recordType, input.id)),
  /**
   * Asks for a receipt's cancellation with a reason (decision 069): it takes
   * effect when a second person with the permission confirms it
   * (moneyRequests.confirm), or at once when nobody else holds it. The
   * receipt keeps its number. The request: { id, state, summary, ... }.
   */
  cancel: adminProcedure('money.cancel')
    .input(cancelReceiptInput)
    .use(inScope('receipt'))
    .mutation(({ ctx, input }) => requestMoneyChange(ctx.db, moneyChangeKinds.receiptCancel, input, ctx.admin)),
});
