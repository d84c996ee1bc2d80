// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { paymentEvidence } from './payment-state';
export { qrSvg, upiInstalmentPayment, upiPaymentFor, upiQrPng } from './payments';
export { cancelReceipt, printableReceipt, receiptsOf } from './receipts';
export { dismissCredit, linkCredit, unknownCredits, verifyPaymentByHand } from './statements/evidence';
export { confirmStatement, previewStatement } from './statements/import';
export {
  answerMoneyRequest,
  defineRequestKind,
  pendingMoneyRequests,
  requestMoneyChange,
  selfConfirmedRequests,
  twoHandsMessages,
  type MoneyActor,
  type MoneyRequestView,
} from './two-hands';
export { moneyChangeKinds } from './money-changes';
