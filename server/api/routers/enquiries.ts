import { router } from '../trpc';
import { enquiriesAdminProcedures } from './enquiries.admin';
import { enquiriesPublicProcedures } from './enquiries.public';

// One router per domain; what visitors may call and what needs an admin
// session live in two files so each reads on its own.
export const enquiriesRouter = router({ ...enquiriesPublicProcedures, ...enquiriesAdminProcedures });
