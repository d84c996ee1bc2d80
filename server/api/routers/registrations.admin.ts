import { z } from 'zod';
import { registrationsCsv, registrationsTable } from '../../services/records';
import { toXlsx } from '../../services/records';
import { decisionInput, legacyDecisionInput, noticeInput } from '../../../domain/schemas/decision';
import { applicationListQuery } from '../../../domain/schemas/record-lists';
import {
  liftRegistrationFactorLock,
  listRegistrations,
  registrationCounts,
  registrationDetail,
  registrationPaymentCounts,
} from '../../services/records';
import { statusHistory } from '../../services/admissions';
import { paymentEvidence } from '../../services/money';
import { decideAndNotify } from '../../services/messages';
import { messagesOf, recordWhatsappNotice } from '../../services/messages';
import { adminProcedure, adminUploadProcedure, assertMay, assertOwnCentre, inScope } from '../trpc';
import { requireEmailWhileSent } from '../email-required';
import { walkInInput } from '../../../domain/schemas/registration';
import { submitWalkIn } from '../../services/admissions';
import { correctionRequestInput } from '../../../domain/schemas/correction';
import { requestCorrection } from '../../services/admissions';

export const recordIdInput = z.object({ id: z.coerce.number().int().positive() });

// Procedures of this domain that need an admin session (adminProcedure).
export const registrationsAdminProcedures = {
  /** One page: { rows, total, page, pageSize }. */
  list: adminProcedure('records.read')
    .input(applicationListQuery)
    .query(({ ctx, input }) => listRegistrations(ctx.db, input, { scope: ctx.admin.centres })),
  /** { total, PENDING, APPROVED, REJECTED } over all registrations. */
  counts: adminProcedure('records.read').query(({ ctx }) => registrationCounts(ctx.db, ctx.admin.centres)),
  /** How many payments stand in each check state against the bank statement, and how many are not verified. */
  paymentCounts: adminProcedure('records.read').query(({ ctx }) => registrationPaymentCounts(ctx.db, ctx.admin.centres)),
  /** { record, history, utrMatches, admissions, factorLock } */
  detail: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('registration'))
    .query(({ ctx, input }) => registrationDetail(ctx.db, input.id)),
  /**
   * Lifts the delay wrong second factors set on the registration's reference
   * id (decision 067): the applicant can open a correction, an offer or the
   * admission again at once.
   */
  liftFactorLock: adminProcedure('corrections.ask')
    .input(recordIdInput)
    .use(inScope('registration'))
    .mutation(({ ctx, input }) => liftRegistrationFactorLock(ctx.db, input.id)),
  history: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('registration'))
    .query(({ ctx, input }) => statusHistory(ctx.db, 'registration', input.id)),
  /**
   * The dashboard's decision: APPROVED or REJECTED from any state, with a remark the
   * applicant sees; REJECTED needs one, and so does APPROVED while the fee is not verified
   * (with approveUnverifiedPayment). The same state again is a no-op ({ changed: false }).
   */
  decide: adminProcedure('decisions.make')
    .input(decisionInput)
    .use(inScope('registration'))
    .mutation(({ ctx, input }) =>
      decideAndNotify(ctx.db, 'registration', input.id, input.status, ctx.admin.userId, input.remark, ctx.email, {
        approveUnverifiedPayment: input.approveUnverifiedPayment,
        overrideSeats: input.overrideSeats,
      }),
    ),
  /** Where the fee stands and what that rests on (statement line or remark), and its receipt: for the decision dialog. */
  payment: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('registration'))
    .query(({ ctx, input }) => paymentEvidence(ctx.db, 'registration', input.id)),
  /**
   * Send a PENDING registration back to its applicant instead of rejecting it:
   * the documents and fields to send again and what is wrong. The status stays
   * PENDING; the applicant's email is queued (email on). { id, deadlineAt, emailQueued }
   */
  requestCorrection: adminProcedure('corrections.ask')
    .input(correctionRequestInput)
    .use(inScope('registration'))
    .mutation(({ ctx, input }) => requestCorrection(ctx.db, input, ctx.admin.userId, ctx.email)),
  /** The old client's update-status: the same move, the remark optional even for REJECTED. */
  setStatus: adminProcedure('decisions.make')
    .input(legacyDecisionInput)
    .use(inScope('registration'))
    .mutation(({ ctx, input }) =>
      decideAndNotify(ctx.db, 'registration', input.id, input.status, ctx.admin.userId, input.remark, ctx.email),
    ),
  /**
   * A walk-in: an application brought to the office, entered by staff with
   * the same fields, documents (ctx.upload) and rules as registrations.submit;
   * the fee paid in cash (verified and receipted at once) or by UPI (its UTR).
   * The record says who entered it.
   */
  walkIn: adminUploadProcedure('walkin.enter')
    .input(walkInInput)
    .mutation(({ ctx, input }) => {
      // Cash is money in hand: verified and receipted at once, so it takes money rights.
      if (input.paymentMethod === 'cash') assertMay(ctx.admin, 'walkin.cash');
      assertOwnCentre(ctx.admin, input.centre);
      requireEmailWhileSent(ctx.email, input.email, 'registration.email');
      return submitWalkIn(ctx.db, ctx.dataDir, input, ctx.upload, ctx.admin.userId);
    }),
  /** "Send on WhatsApp": records the message (who, when) and answers { url, text } for wa.me. */
  whatsappNotice: adminProcedure('messages.send')
    .input(noticeInput)
    .use(inScope('registration'))
    .mutation(({ ctx, input }) => recordWhatsappNotice(ctx.db, 'registration', input.id, ctx.admin.userId, input.siteUrl)),
  /** The messages to the applicant and their state, newest first. */
  messages: adminProcedure('records.read')
    .input(recordIdInput)
    .use(inScope('registration'))
    .query(({ ctx, input }) => messagesOf(ctx.db, 'registration', input.id)),
  /** The filtered list (page fields ignored) as spreadsheet-safe CSV: { filename, csv, rows }. */
  exportCsv: adminProcedure('records.export')
    .input(applicationListQuery)
    .query(({ ctx, input }) => registrationsCsv(ctx.db, input, ctx.admin.centres)),
  /** The same rows as an XLSX workbook with text cells: { filename, bytes, rows } (for server-side callers). */
  exportXlsx: adminProcedure('records.export')
    .input(applicationListQuery)
    .query(({ ctx, input }) => toXlsx(registrationsTable(ctx.db, input, ctx.admin.centres), 'Registrations')),
};
