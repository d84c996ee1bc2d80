import { enquiryInput } from '../../../domain/schemas/enquiry';
import { submitEnquiry } from '../../services/messages';
import { submitProcedure } from '../trpc';

// Procedures of this domain that visitors may call.
export const enquiriesPublicProcedures = {
  submit: submitProcedure.input(enquiryInput).mutation(({ ctx, input }) => submitEnquiry(ctx.db, input)),
};
