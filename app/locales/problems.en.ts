// The English messages a visitor may read from a refusal or a field check,
// gathered from where they are written (domain/). Other languages translate
// these keys (problems.hi.ts); app/i18n/problem-text.ts matches a message
// against them to show it in the page's language.
import { problemMessages } from '../../domain/problem';
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
} from '../../domain/schemas/messages';
import { documentRequiredMessages } from '../../domain/schemas/documents';
import { refusalMessages, refusalTemplates } from '../../domain/schemas/refusals';
import { documentLabels } from '../../domain/schemas/documents';
import { intakeRefusals, waitlistMessages } from '../../domain/schemas/intake-messages';
import { defaultOfficeHours } from '../../domain/catalogue/site';

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
  payment: { notSetUp: paymentNotSetUp, transactionIdRequired, transactionIdInvalid },
  receipt: { notFound: receiptMessages.notFound },
  refusals: refusalMessages,
  templates: refusalTemplates,
  documentLabels,
  // A value some messages carry ({{hours}}): the default setting, said in the
  // page's language like the message around it; hours staff wrote stay as written.
  facts: { officeHours: defaultOfficeHours },
};
