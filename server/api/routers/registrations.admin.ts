import { z } from 'zod';
import { registrationsCsv, registrationsTable } from '../../services/export';
import { toXlsx } from '../../services/export-xlsx';
import { decisionInput, legacyDecisionInput, noticeInput } from '../../../domain/schemas/decision';
import { applicationListQuery } from '../../../domain/schemas/record-lists';
import { listRegistrations, registrationCounts, registrationDetail, registrationPaymentCounts } from '../../services/registration-records';
import { statusHistory } from '../../services/status';
import { decideAndNotify } from '../../services/email-outbox';
import { messagesOf, recordWhatsappNotice } from '../../services/applicant-notice';
import { correctionRequestInput } from '../../../domain/schemas/correction';
import { requestCorrection } from '../../services/corrections';
import { adminProcedure } from '../trpc';

export const recordIdInput = z.object({ id: z.coerce.number().int().positive() });

// Procedures of this domain that need an admin session (adminProcedure).
export const registrationsAdminProcedures = {
  /** One page: { rows, total, page, pageSize }. */
  list: adminProcedure.input(applicationListQuery).query(({ ctx, input }) => listRegistrations(ctx.db, input)),
  /** { total, PENDING, APPROVED, REJECTED } over all registrations. */
  counts: adminProcedure.query(({ ctx }) => registrationCounts(ctx.db)),
  /** How many payments stand in each check state against the bank statement, and how many are not verified. */
  paymentCounts: adminProcedure.query(({ ctx }) => registrationPaymentCounts(ctx.db)),
  /** { record, history, utrMatches, admissions } */
  detail: adminProcedure.input(recordIdInput).query(({ ctx, input }) => registrationDetail(ctx.db, input.id)),
  history: adminProcedure
    .input(recordIdInput)
    .query(({ ctx, input }) => statusHistory(ctx.db, 'registration', input.id)),
  /**
   * The dashboard's decision: APPROVED or REJECTED from any state, with a remark the
   * applicant sees; REJECTED needs one. The same state again is a no-op ({ changed: false }).
   */
  decide: adminProcedure
    .input(decisionInput)
    .mutation(({ ctx, input }) =>
      decideAndNotify(ctx.db, 'registration', input.id, input.status, ctx.admin.userId, input.remark, ctx.email, {
        overrideSeats: input.overrideSeats,
      }),
    ),
  /**
   * Send a PENDING registration back to its applicant instead of rejecting it:
   * the documents and fields to send again and what is wrong. The status stays
   * PENDING; the applicant's email is queued (email on). { id, deadlineAt, emailQueued }
   */
  requestCorrection: adminProcedure
    .input(correctionRequestInput)
    .mutation(({ ctx, input }) => requestCorrection(ctx.db, input, ctx.admin.userId, ctx.email)),
  /** The old client's update-status: the same move, the remark optional even for REJECTED. */
  setStatus: adminProcedure
    .input(legacyDecisionInput)
    .mutation(({ ctx, input }) => decideAndNotify(ctx.db, 'registration', input.id, input.status, ctx.admin.userId, input.remark, ctx.email)),
  /** The filtered list (page fields ignored) as spreadsheet-safe CSV: { filename, csv, rows }. */
  /** "Send on WhatsApp": records the message (who, when) and answers { url, text } for wa.me. */
  whatsappNotice: adminProcedure
    .input(noticeInput)
    .mutation(({ ctx, input }) => recordWhatsappNotice(ctx.db, 'registration', input.id, ctx.admin.userId, input.siteUrl)),
  /** The messages to the applicant and their state, newest first. */
  messages: adminProcedure.input(recordIdInput).query(({ ctx, input }) => messagesOf(ctx.db, 'registration', input.id)),
  exportCsv: adminProcedure.input(applicationListQuery).query(({ ctx, input }) => registrationsCsv(ctx.db, input)),
  /** The same rows as an XLSX workbook with text cells: { filename, bytes, rows } (for server-side callers). */
  exportXlsx: adminProcedure
    .input(applicationListQuery)
    .query(({ ctx, input }) => toXlsx(registrationsTable(ctx.db, input), 'Registrations')),
};
