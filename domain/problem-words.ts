// The English messages a visitor may read from a refusal or a field check,
// gathered from where they are written (domain/). Other languages translate
// these keys (app/locales/problems.hi.ts). A refusal said by key (said.ts)
// is written from them; app/i18n/problem-text.ts still matches the messages
// a form's own checks write against them (decision 061).
import { problemMessages } from './problem';
import {
  admissionMessages,
  correctionMessages,
  enquiryMessages,
  formatMessages,
  paymentNotSetUp,
  receiptMessages,
  registrationMessages,
  transactionIdInvalid,
  transactionIdRequired,
} from './schemas/messages';
import { documentLabels, documentRequiredMessages } from './schemas/documents';
import { refusalMessages, refusalTemplates } from './schemas/refusals';
import { intakeRefusals, waitlistMessages } from './schemas/intake-messages';
import { defaultOfficeHours } from './catalogue/site';
import { feeMessages } from './schemas/fee-messages';

export const problemsEn = {
  general: problemMessages,
  format: formatMessages,
  registration: registrationMessages,
  documents: documentRequiredMessages,
  enquiry: enquiryMessages,
  admission: admissionMessages,
  correction: correctionMessages,
  intake: intakeRefusals,
  waitlist: waitlistMessages,
  fees: feeMessages,
  payment: { notSetUp: paymentNotSetUp, transactionIdRequired, transactionIdInvalid },
  receipt: { notFound: receiptMessages.notFound },
  refusals: refusalMessages,
  templates: refusalTemplates,
  documentLabels,
  // A value some messages carry ({{hours}}): the default setting, said in the
  // page's language like the message around it; hours staff wrote stay as written.
  facts: { officeHours: defaultOfficeHours },
};
