// Which document each file field of the application and admission forms
// holds, the rule it is checked by and what messages call it: pure rules,
// read by the services (saving), storage (checking the bytes) and the tus
// staging in server/http (checking a staged file), which imports no service
// (decision 006).
import type { DocumentKind } from '../vocabulary';
import { documentRuleOf, type DocumentRule } from './picture-limits';
import { documentLabels } from './refusals';
import type { RegistrationFileField } from './rules';

export interface DocumentSpec {
  /** The form field the file arrives in. */
  field: string;
  kind: DocumentKind;
  rule: DocumentRule;
  /** How messages name it, e.g. "The photo". */
  label: string;
}

const specOf = (field: RegistrationFileField, kind: DocumentKind): DocumentSpec => ({
  field,
  kind,
  rule: documentRuleOf[field],
  label: documentLabels[field],
});

export const registrationDocumentSpecs: Record<RegistrationFileField, DocumentSpec> = {
  photoUpload: specOf('photoUpload', 'photo'),
  aadhaarUpload: specOf('aadhaarUpload', 'aadhaar'),
  tenthDoc: specOf('tenthDoc', 'tenth'),
  twelfthDoc: specOf('twelfthDoc', 'twelfth'),
  graduationDoc: specOf('graduationDoc', 'graduation'),
  paymentScreenshot: specOf('paymentScreenshot', 'payment'),
};

/** The admission form's one document: the payment screenshot. */
export const admissionScreenshotSpec: DocumentSpec = registrationDocumentSpecs.paymentScreenshot;
