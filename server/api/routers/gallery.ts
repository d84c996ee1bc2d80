import { router } from '../trpc';
import { galleryAdminProcedures } from './gallery.admin';
import { galleryPublicProcedures } from './gallery.public';

// One router per domain; what visitors may call and what needs an admin
// session live in two files so each reads on its own.
export const galleryRouter = router({ ...galleryPublicProcedures, ...galleryAdminProcedures });
