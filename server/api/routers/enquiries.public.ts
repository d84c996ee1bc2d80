import { enquiryInput } from '../../../domain/schemas/enquiry';
import { submitEnquiry } from '../../services/messages';
import { requireEmailWhileSent } from '../email-required';
import { submitProcedure } from '../trpc';

// Procedures of this domain that visitors may call.
export const enquiriesPublicProcedures = {
  submit: submitProcedure.input(enquiryInput).mutation(({ ctx, input }) => {
    requireEmailWhileSent(ctx.email, input.email, 'enquiry.email');
    return submitEnquiry(ctx.db, input);
  }),
};
