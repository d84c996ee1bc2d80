import { enquiryInput } from '../../../domain/schemas/enquiry';
import { submitEnquiry } from '../../services/enquiries';
import { publicProcedure } from '../trpc';

// Procedures of this domain that visitors may call.
export const enquiriesPublicProcedures = {
  submit: publicProcedure.input(enquiryInput).mutation(({ ctx, input }) => submitEnquiry(ctx.db, input)),
};
