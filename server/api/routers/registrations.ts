import { router } from '../trpc';
import { registrationsAdminProcedures } from './registrations.admin';
import { registrationsPublicProcedures } from './registrations.public';

// One router per domain; what visitors may call and what needs an admin
// session live in two files so each reads on its own.
export const registrationsRouter = router({ ...registrationsPublicProcedures, ...registrationsAdminProcedures });
