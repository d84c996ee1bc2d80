import { admissionInput, lookupInput } from '../../../domain/schemas/admission';
import { submitAdmission } from '../../services/admissions';
import { upiPaymentFor } from '../../services/money';
import { paymentProcedure, uploadSubmitProcedure } from '../trpc';

// Procedures of this domain that visitors may call.
export const admissionsPublicProcedures = {
  /**
   * An admission for an APPROVED registration named by its reference id and
   * the applicant's second factor (dob or mobileLastFour, decision 067). The
   * payment screenshot is read from ctx.upload (field paymentScreenshot).
   * Personal values and the fee come from the registration and settings.
   */
  submit: uploadSubmitProcedure
    .input(admissionInput)
    .mutation(({ ctx, input }) => submitAdmission(ctx.db, ctx.dataDir, input, ctx.upload, ctx.ip)),
  /**
   * Admission fee and its UPI link and QR code; the note names the
   * registration, so each reference id draws a new QR: limited per address.
   */
  paymentInfo: paymentProcedure
    .input(lookupInput)
    .query(({ ctx, input }) => upiPaymentFor(ctx.db, 'admission', input.referenceId)),
};
