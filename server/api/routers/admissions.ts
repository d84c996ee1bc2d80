import { router } from '../trpc';

// Procedures of this domain are added by the issue that builds it.
export const admissionsRouter = router({});
