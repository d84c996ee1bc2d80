// The identity and UPI id tests give their institute, so the journeys can pay
// online. A fresh install (tests that say so) has none of these.
import type { DB } from '../../db/client';
import { updateSettings } from '../../server/services/site/settings';
import { testInstitute } from './institute-values';

export { testInstitute, testInstituteArgs } from './institute-values';

export function configureTestInstitute(db: DB) {
  updateSettings(db, testInstitute, null);
}
