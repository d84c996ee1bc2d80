// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { messagesOf, recordWhatsappNotice } from './applicant-notice';
export {
  decideAndNotify,
  dueEmails,
  emailHealth,
  heldEmails,
  holdQueuedEmailsAfterRestore,
  markEmailFailed,
  markEmailSent,
  resolveAndNotify,
  settleHeldEmails,
  type EmailSettings,
} from './email-outbox';
export { submitEnquiry } from './enquiries';
