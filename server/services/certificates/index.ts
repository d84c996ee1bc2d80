// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export {
  admissionIdByReference,
  certificatesOverview,
  issueCertificate,
  liftVerifyLock,
  printableCertificate,
  recordResult,
  revokeCertificate,
  studentCertificates,
} from './certificates';
export { verifyByCode, verifyByNumber } from './verify';
