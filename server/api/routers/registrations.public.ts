import { lookupInput } from '../../../domain/schemas/admission';
import { registrationInput } from '../../../domain/schemas/registration';
import { upiPaymentFor } from '../../services/money';
import { lookupRegistration, submitRegistration } from '../../services/admissions';
import { correctionAccessInput, correctionInput } from '../../../domain/schemas/correction';
import { openCorrection, submitCorrection } from '../../services/admissions';
import { requireEmailWhileSent } from '../email-required';
import { lookupProcedure, publicProcedure, submitProcedure, uploadSubmitProcedure } from '../trpc';
import { claimOfferInput } from '../../../domain/schemas/waitlist';
import { claimOffer } from '../../services/intakes';

// Procedures of this domain that visitors may call.
export const registrationsPublicProcedures = {
  /**
   * An application. Documents are read from ctx.upload (fields photoUpload,
   * aadhaarUpload, tenthDoc, twelfthDoc, graduationDoc, paymentScreenshot),
   * staged by the transport; over /trpc there is none, so it answers with the
   * 'required' messages. Returns the acknowledgement (RegistrationReceipt).
   */
  submit: uploadSubmitProcedure.input(registrationInput).mutation(({ ctx, input }) => {
    requireEmailWhileSent(ctx.email, input.email, 'registration.email');
    return submitRegistration(ctx.db, ctx.dataDir, input, ctx.upload);
  }),
  /** The public status check of the admission form: masked contact details. */
  lookup: lookupProcedure.input(lookupInput).query(({ ctx, input }) => lookupRegistration(ctx.db, input.referenceId)),
  /**
   * A correction's remark and what it asks, after the second factor (date of
   * birth or the mobile's last four digits). Counted like the look-up; an
   * unknown id, a wrong factor and nothing to correct get the same answer,
   * and wrong factors are counted per reference id and network (decision 067).
   */
  // A mutation: a wrong factor is counted (written), and a GET writes nothing.
  correction: lookupProcedure.input(correctionAccessInput).mutation(({ ctx, input }) => openCorrection(ctx.db, input, ctx.ip)),
  /**
   * The applicant's answer to a correction: the factor again, the asked
   * fields in `values`, the asked documents from ctx.upload. No payment.
   */
  correct: uploadSubmitProcedure
    .input(correctionInput)
    .mutation(({ ctx, input }) => submitCorrection(ctx.db, ctx.dataDir, input, ctx.upload, ctx.ip)),
  /**
   * Pay for a seat offered from a waitlist (decision 051): the reference id,
   * the second factor and the fee's UTR, before the offer's deadline. The fee
   * is then checked against the bank statement like any other.
   */
  claimOffer: submitProcedure.input(claimOfferInput).mutation(({ ctx, input }) => claimOffer(ctx.db, input, ctx.ip)),
  /** Registration fee, UPI id, UPI link and its QR code (SVG), from settings. */
  paymentInfo: publicProcedure.query(({ ctx }) => upiPaymentFor(ctx.db, 'registration')),
};
