// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { indiaDate, issueCertificate, newVerificationCode, recordResult, revokeCertificate } from './certificates';
export {
  admissionIdByReference,
  certificatesOverview,
  liftVerifyLock,
  printableCertificate,
  studentCertificates,
} from './certificate-lists';
export { verifyByCode, verifyByNumber } from './verify';
