// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { submitAdmission } from './admissions';
export { openCorrection, requestCorrection, submitCorrection } from './corrections';
export { documentFile } from './document-access';
export { forgetOldFactorFailures } from './factor-guard';
export { lookupRegistration, submitRegistration, submitWalkIn, type ApplicantSummary } from './registrations';
export { moveBy, reopenEnquiry, statusHistory } from './status';
