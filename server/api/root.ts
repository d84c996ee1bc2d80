// The one list of procedures. Pages (createCaller in loaders), the admin UI
// (/trpc) and the legacy REST adapter (/api) all go through it.
import { activityRouter } from './routers/activity';
import { adminsRouter } from './routers/admins';
import { admissionsRouter } from './routers/admissions';
import { authRouter } from './routers/auth';
import { batchesRouter } from './routers/batches';
import { certificatesRouter } from './routers/certificates';
import { contentRouter } from './routers/content';
import { documentsRouter } from './routers/documents';
import { enquiriesRouter } from './routers/enquiries';
import { feesRouter } from './routers/fees';
import { galleryRouter } from './routers/gallery';
import { intakesRouter } from './routers/intakes';
import { mailRouter } from './routers/mail';
import { moneyRequestsRouter } from './routers/money-requests';
import { receiptsRouter } from './routers/receipts';
import { registrationsRouter } from './routers/registrations';
import { settingsRouter } from './routers/settings';
import { statementsRouter } from './routers/statements';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  settings: settingsRouter,
  registrations: registrationsRouter,
  admissions: admissionsRouter,
  enquiries: enquiriesRouter,
  gallery: galleryRouter,
  intakes: intakesRouter,
  batches: batchesRouter,
  documents: documentsRouter,
  admins: adminsRouter,
  mail: mailRouter,
  statements: statementsRouter,
  activity: activityRouter,
  certificates: certificatesRouter,
  receipts: receiptsRouter,
  moneyRequests: moneyRequestsRouter,
  fees: feesRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
