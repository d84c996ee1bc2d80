import { admissionsCsv, admissionsTable } from '../../services/records';
import { toXlsx } from '../../services/records';
import { decisionInput, legacyDecisionInput, noticeInput } from '../../../domain/schemas/decision';
import { applicationListQuery } from '../../../domain/schemas/record-lists';
import { admissionCounts, admissionDetail, admissionPaymentCounts, listAdmissions } from '../../services/records';
import { statusHistory } from '../../services/admissions';
import { paymentEvidence } from '../../services/money';
import { decideAndNotify } from '../../services/messages';
import { messagesOf, recordWhatsappNotice } from '../../services/messages';
import { adminProcedure, inScope } from '../trpc';
import { recordIdInput } from './registrations.admin';

// Procedures of this domain that need an admin session (adminProcedure).
export const admissionsAdminProcedures = {
  /** One page: { rows, total, page, pageSize }; course, centre and mode come from the registration. */
  list: adminProcedure('records.read')
    .input(applicationListQuery)
    .query(({ ctx, input }) => listAdmissions(ctx.db, input, { scope: ctx.admin.centres })),
  /** { total, PENDING, APPROVED, REJECTED } over all admissions. */
  counts: adminProcedure('records.read').query(({ ctx }) => admissionCounts(ctx.db, ctx.admin.centres)),
  /** How many payments stand in each check state against the bank statement, and how many are not verified. */
  paymentCounts: adminProcedure('records.read').query(({ ctx }) => admissionPaymentCounts(ctx.db, ctx.admin.centres)),
  /** { record, history, utrMatches } */
  detail: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('admission'))
    .query(({ ctx, input }) => admissionDetail(ctx.db, input.id)),
  history: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('admission'))
    .query(({ ctx, input }) => statusHistory(ctx.db, 'admission', input.id)),
  /**
   * The dashboard's decision: APPROVED or REJECTED from any state, with a remark the
   * applicant sees; REJECTED needs one, and so does APPROVED while the fee is not verified
   * (with approveUnverifiedPayment). The same state again is a no-op ({ changed: false }).
   */
  decide: adminProcedure('decisions.make')
    .input(decisionInput)
    .use(inScope('admission'))
    .mutation(({ ctx, input }) =>
      decideAndNotify(ctx.db, 'admission', input.id, input.status, ctx.admin.userId, input.remark, ctx.email, {
        approveUnverifiedPayment: input.approveUnverifiedPayment,
      }),
    ),
  /** Where the fee stands and what that rests on (statement line or remark), and its receipt: for the decision dialog. */
  payment: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('admission'))
    .query(({ ctx, input }) => paymentEvidence(ctx.db, 'admission', input.id)),
  /** The old client's update-status: the same move, the remark optional even for REJECTED. */
  setStatus: adminProcedure('decisions.make')
    .input(legacyDecisionInput)
    .use(inScope('admission'))
    .mutation(({ ctx, input }) =>
      decideAndNotify(ctx.db, 'admission', input.id, input.status, ctx.admin.userId, input.remark, ctx.email),
    ),
  /** "Send on WhatsApp": records the message (who, when) and answers { url, text } for wa.me. */
  whatsappNotice: adminProcedure('messages.send')
    .input(noticeInput)
    .use(inScope('admission'))
    .mutation(({ ctx, input }) => recordWhatsappNotice(ctx.db, 'admission', input.id, ctx.admin.userId, input.siteUrl)),
  /** The messages to the applicant and their state, newest first. */
  messages: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('admission'))
    .query(({ ctx, input }) => messagesOf(ctx.db, 'admission', input.id)),
  exportCsv: adminProcedure('records.export')
    .input(applicationListQuery)
    .query(({ ctx, input }) => admissionsCsv(ctx.db, input, ctx.admin.centres)),
  /** The same rows as an XLSX workbook with text cells: { filename, bytes, rows } (for server-side callers). */
  exportXlsx: adminProcedure('records.export')
    .input(applicationListQuery)
    .query(({ ctx, input }) => toXlsx(admissionsTable(ctx.db, input, ctx.admin.centres), 'Admissions')),
};
