// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { applicantFeeAccount, type ApplicantFeeAccount } from './applicant';
export { statementOf } from './statement';
export { claimInstalmentPayment, confirmClaim } from './claims';
export { openAccount, openMissingAccounts, planInForce } from './accounts';
export {
  addConcessionReason,
  addPayment,
  grantConcession,
  listConcessionReasons,
  recordPayment,
  retireConcessionReason,
} from './entries';
export { askFeeChange, feeChangeKinds, waitingFeeChanges } from './money-changes';
export {
  accountIdOfAdmission,
  accountIdOfReference,
  collection,
  duesList,
  ledgerOf,
  type DuesQuery,
  type Ledger,
} from './ledger';
export { collectionCsv, collectionXlsx, duesCsv, duesXlsx } from './dues-export';
export { listPlans, planFees, savePlan, type PlanFees } from './plans';
export { markReminderSent, queueFeeReminders, reminderHandOffs } from './reminders';
