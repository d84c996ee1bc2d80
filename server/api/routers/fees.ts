// Fee accounts (server/services/fees, decision 073): plans and concession
// reasons (fees.plan), ledgers, dues and collection (fees.read), payments,
// concessions, refunds and write-offs (fees.collect; the last two in two
// hands, decision 077). A record outside the person's centres answers as an
// unknown one.
import {
  applicantFeeAccountInput,
  claimInstalmentInput,
  confirmFeeClaimInput,
  collectionInput,
  concessionReasonInput,
  duesInput,
  feeAccountInput,
  feeAccountOfAdmissionInput,
  findFeeAccountInput,
  feePlanInput,
  grantConcessionInput,
  recordFeePaymentInput,
  reminderSentInput,
  requestRefundInput,
  retireConcessionReasonInput,
  writeOffInput,
} from '../../../domain/schemas/fees';
import {
  accountIdOfAdmission,
  applicantFeeAccount,
  claimInstalmentPayment,
  confirmClaim,
  accountIdOfReference,
  addConcessionReason,
  collection,
  collectionCsv,
  collectionXlsx,
  duesCsv,
  duesList,
  duesXlsx,
  grantConcession,
  ledgerOf,
  statementOf,
  listConcessionReasons,
  listPlans,
  planFees,
  markReminderSent,
  reminderHandOffs,
  recordPayment,
  retireConcessionReason,
  savePlan,
  askFeeChange,
  waitingFeeChanges,
} from '../../services/fees';
import { adminProcedure, inScope, lookupProcedure, publicProcedure, router } from '../trpc';

export const feesRouter = router({
  /**
   * The admitted student's own account, after the second factor (a mutation:
   * a wrong factor is counted), with a UPI payment for the next instalment.
   */
  applicantAccount: lookupProcedure
    .input(applicantFeeAccountInput)
    .mutation(({ ctx, input }) => applicantFeeAccount(ctx.db, input, ctx.ip)),
  /** The student's UTR for the next instalment (after the second factor): a claim staff verify. */
  claimInstalment: lookupProcedure
    .input(claimInstalmentInput)
    .mutation(({ ctx, input }) => claimInstalmentPayment(ctx.db, input, ctx.ip)),
  plans: adminProcedure('fees.read').query(({ ctx }) => listPlans(ctx.db)),
  /** The course fees the plans set, for the admissions page's fee table (public: the page shows them). */
  publicFees: publicProcedure.query(({ ctx }) => planFees(ctx.db)),
  savePlan: adminProcedure('fees.plan')
    .input(feePlanInput)
    .mutation(({ ctx, input }) => savePlan(ctx.db, input, ctx.admin.userId)),
  concessionReasons: adminProcedure('fees.read').query(({ ctx }) => listConcessionReasons(ctx.db)),
  addConcessionReason: adminProcedure('fees.plan')
    .input(concessionReasonInput)
    .mutation(({ ctx, input }) => addConcessionReason(ctx.db, input.label, ctx.admin.userId)),
  retireConcessionReason: adminProcedure('fees.plan')
    .input(retireConcessionReasonInput)
    .mutation(({ ctx, input }) => retireConcessionReason(ctx.db, input.id)),
  /** The account of an admission: its id, or null where none is open. */
  accountOfAdmission: adminProcedure('fees.read')
    .input(feeAccountOfAdmissionInput)
    .use(inScope('admission', 'admissionId'))
    .query(({ ctx, input }) => ({ accountId: accountIdOfAdmission(ctx.db, input.admissionId) })),
  /** The account of an admission by its reference id, at the reader's centres: its id, or null. */
  findAccount: adminProcedure('fees.read')
    .input(findFeeAccountInput)
    .query(({ ctx, input }) => ({ accountId: accountIdOfReference(ctx.db, ctx.admin.centres, input.referenceId) })),
  ledger: adminProcedure('fees.read')
    .input(feeAccountInput)
    .use(inScope('fee-account'))
    .query(({ ctx, input }) => {
      const ledger = ledgerOf(ctx.db, input.id);
      // The statement is printed in the student's language, whatever the reader's.
      return { ...ledger, statement: statementOf(ctx.db, ledger), waiting: waitingFeeChanges(ctx.db, input.id, ctx.admin) };
    }),
  dues: adminProcedure('fees.read')
    .input(duesInput)
    .query(({ ctx, input }) => duesList(ctx.db, ctx.admin.centres, input)),
  /** The dues list as CSV: { filename, csv, rows }. */
  duesCsv: adminProcedure('fees.read')
    .input(duesInput)
    .query(({ ctx, input }) => duesCsv(ctx.db, ctx.admin.centres, input)),
  /** The same rows as XLSX: { filename, bytes, rows } (for server-side callers). */
  duesXlsx: adminProcedure('fees.read')
    .input(duesInput)
    .query(({ ctx, input }) => duesXlsx(ctx.db, ctx.admin.centres, input)),
  collection: adminProcedure('fees.read')
    .input(collectionInput)
    .query(({ ctx, input }) => collection(ctx.db, ctx.admin.centres, input.period)),
  /** The collection by mode of payment as CSV: { filename, csv, rows }. */
  collectionCsv: adminProcedure('fees.read')
    .input(collectionInput)
    .query(({ ctx, input }) => collectionCsv(ctx.db, ctx.admin.centres, input.period)),
  /** The same rows as XLSX: { filename, bytes, rows } (for server-side callers). */
  collectionXlsx: adminProcedure('fees.read')
    .input(collectionInput)
    .query(({ ctx, input }) => collectionXlsx(ctx.db, ctx.admin.centres, input.period)),
  /** Fee reminders waiting to be sent from staff's WhatsApp. */
  reminderHandOffs: adminProcedure('fees.read').query(({ ctx }) => reminderHandOffs(ctx.db, ctx.admin.centres)),
  markReminderSent: adminProcedure('fees.collect')
    .input(reminderSentInput)
    .mutation(({ ctx, input }) => markReminderSent(ctx.db, ctx.admin.centres, input.id, ctx.admin.userId)),
  recordPayment: adminProcedure('fees.collect')
    .input(recordFeePaymentInput)
    .use(inScope('fee-account'))
    .mutation(({ ctx, input }) =>
      recordPayment(ctx.db, {
        accountId: input.id,
        amountPaise: input.amount,
        method: input.method,
        utr: input.utr,
        userId: ctx.admin.userId,
      }),
    ),
  /** A claimed UPI instalment seen in the bank: recorded as a payment with its receipt. */
  confirmClaim: adminProcedure('fees.collect')
    .input(confirmFeeClaimInput)
    .use(inScope('fee-account'))
    .mutation(({ ctx, input }) => confirmClaim(ctx.db, input.id, input.claimId, ctx.admin.userId)),
  grantConcession: adminProcedure('fees.collect')
    .input(grantConcessionInput)
    .use(inScope('fee-account'))
    .mutation(({ ctx, input }) =>
      grantConcession(ctx.db, {
        accountId: input.id,
        reasonId: input.reasonId,
        amountPaise: input.amount,
        shareBp: input.sharePercent === undefined ? undefined : Math.round(input.sharePercent * 100),
        userId: ctx.admin.userId,
      }),
    ),
  /**
   * Asks for a refund (decision 077): it is made, with its number, when a
   * second person holding fees.collect confirms it (moneyRequests.confirm),
   * or at once, marked, when nobody else holds it. Answers the request.
   */
  requestRefund: adminProcedure('fees.collect')
    .input(requestRefundInput)
    .use(inScope('fee-account'))
    .mutation(({ ctx, input }) =>
      askFeeChange(
        ctx.db,
        'refund',
        { accountId: input.id, amountPaise: input.amount, method: input.method, reason: input.reason },
        ctx.admin,
      ),
    ),
  /** Asks for a write-off, in two hands like a refund. */
  writeOff: adminProcedure('fees.collect')
    .input(writeOffInput)
    .use(inScope('fee-account'))
    .mutation(({ ctx, input }) =>
      askFeeChange(ctx.db, 'write-off', { accountId: input.id, amountPaise: input.amount, reason: input.reason }, ctx.admin),
    ),
});
