// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export {
  changePassword,
  createAdmin,
  endAllSessions,
  listAdmins,
  login,
  pruneSessions,
  resetPassword,
  resolveSession,
  revokeSession,
  sessionAbsoluteMs,
  type SessionAdmin,
} from './auth';
export { listStaff, setStaffDisabled, updateStaffRights } from './accounts';
export { ownerOfAll } from './rights';
export { ensureBootstrapAdmin } from './bootstrap';
export { clientNetworkOf } from './client-network';
export { isCommonPassword } from './common-passwords';
export { minimumPasswordLength } from './passwords';
export { endOtherSessions, endSession, listSessions } from './sessions';
