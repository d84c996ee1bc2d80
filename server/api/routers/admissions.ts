import { router } from '../trpc';
import { admissionsAdminProcedures } from './admissions.admin';
import { admissionsPublicProcedures } from './admissions.public';

// One router per domain; what visitors may call and what needs an admin
// session live in two files so each reads on its own.
export const admissionsRouter = router({ ...admissionsPublicProcedures, ...admissionsAdminProcedures });
