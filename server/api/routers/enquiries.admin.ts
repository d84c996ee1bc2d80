import { enquiriesCsv, enquiriesTable } from '../../services/records';
import { toXlsx } from '../../services/records';
import { answerInput, noticeInput, reopenInput, resolveInput } from '../../../domain/schemas/decision';
import { enquiryListQuery } from '../../../domain/schemas/record-lists';
import { enquiryCounts, enquiryDetail, listEnquiries } from '../../services/records';
import { reopenEnquiry, statusHistory } from '../../services/admissions';
import { resolveAndNotify } from '../../services/messages';
import { messagesOf, recordWhatsappNotice } from '../../services/messages';
import { adminProcedure } from '../trpc';
import { recordIdInput } from './registrations.admin';

// Procedures of this domain that need an admin session (adminProcedure).
export const enquiriesAdminProcedures = {
  list: adminProcedure('enquiries.manage')
    .input(enquiryListQuery)
    .query(({ ctx, input }) => listEnquiries(ctx.db, input)),
  /** { total, PENDING, RESOLVED } */
  counts: adminProcedure('enquiries.manage').query(({ ctx }) => enquiryCounts(ctx.db)),
  /** { record, history } */
  detail: adminProcedure('enquiries.manage')
    .input(recordIdInput)
    .query(({ ctx, input }) => enquiryDetail(ctx.db, input.id)),
  history: adminProcedure('enquiries.manage')
    .input(recordIdInput)
    .query(({ ctx, input }) => statusHistory(ctx.db, 'enquiry', input.id)),
  /** PENDING -> RESOLVED; resolving again is a no-op ({ changed: false }). */
  resolve: adminProcedure('enquiries.manage')
    .input(resolveInput)
    .mutation(({ ctx, input }) => resolveAndNotify(ctx.db, input.id, ctx.admin.userId, input.remark, ctx.email)),
  /**
   * The dashboard's "Send reply and resolve": PENDING -> RESOLVED with the
   * answer kept in the history; emailed when email is on (else staff send it
   * with Send on WhatsApp, whose message carries the answer).
   */
  answer: adminProcedure('enquiries.manage')
    .input(answerInput)
    .mutation(({ ctx, input }) => resolveAndNotify(ctx.db, input.id, ctx.admin.userId, input.reply, ctx.email)),
  /** RESOLVED -> PENDING; reopening a pending enquiry is a no-op. */
  reopen: adminProcedure('enquiries.manage')
    .input(reopenInput)
    .mutation(({ ctx, input }) => reopenEnquiry(ctx.db, input.id, ctx.admin.userId, input.remark)),
  /** "Send on WhatsApp": records the message (who, when) and answers { url, text } for wa.me. */
  whatsappNotice: adminProcedure('enquiries.manage')
    .input(noticeInput)
    .mutation(({ ctx, input }) => recordWhatsappNotice(ctx.db, 'enquiry', input.id, ctx.admin.userId, input.siteUrl)),
  /** The messages to the applicant and their state, newest first. */
  messages: adminProcedure('enquiries.manage')
    .input(recordIdInput)
    .query(({ ctx, input }) => messagesOf(ctx.db, 'enquiry', input.id)),
  exportCsv: adminProcedure('enquiries.manage')
    .input(enquiryListQuery)
    .query(({ ctx, input }) => enquiriesCsv(ctx.db, input)),
  /** The same rows as an XLSX workbook with text cells: { filename, bytes, rows } (for server-side callers). */
  exportXlsx: adminProcedure('enquiries.manage')
    .input(enquiryListQuery)
    .query(({ ctx, input }) => toXlsx(enquiriesTable(ctx.db, input), 'Enquiries')),
};
