// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { listActivity } from './activity';
export { admissionCounts, admissionDetail, admissionPaymentCounts, listAdmissions } from './admission-records';
export { enquiryCounts, enquiryDetail, listEnquiries } from './enquiry-records';
export { admissionsCsv, admissionsTable, enquiriesCsv, enquiriesTable, registrationsCsv, registrationsTable } from './export';
export { toXlsx } from './export-xlsx';
export { type DocumentRef } from './record-queries';
export {
  liftRegistrationFactorLock,
  listRegistrations,
  registrationCounts,
  registrationDetail,
  registrationPaymentCounts,
} from './registration-records';
export { centreOf, outsideScope, type ScopedKind } from './centre-scope';
