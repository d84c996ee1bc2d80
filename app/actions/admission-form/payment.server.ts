// The admission itself: the UTR and the payment screenshot of an approved
// registration (intent `admit`), stored by the server's upload edge.
import { data } from '@remix-run/node';
import type { Submitted } from '../../../server/remix-handler';
import type { AdmissionReceipt } from '~/utils/procedure-outputs';
import type { Language } from '../../../domain/vocabulary';
import { fieldErrorsIn, refusalHeaders, refusalOf } from '../refusals.server';
import { lookUpAfterStep, newKey, type AdmissionFormAnswer, type Context, type Say } from './answers.server';

export async function admitAnswer(context: Context, say: Say, language: Language, sent: Submitted<AdmissionReceipt | null>) {
  const { fields } = sent;
  const referenceId = fields.referenceId ?? '';
  if (sent.ok && sent.value) {
    return data<AdmissionFormAnswer>(
      { step: 'done', receipt: sent.value, message: say({ key: 'admission.success' }) },
      { status: 201 },
    );
  }
  const refusal = refusalOf(sent.ok ? null : sent.error, context, language);
  const looked = await lookUpAfterStep(context, say, language, referenceId, refusal);
  if ('page' in looked) return looked.page;
  const applicant = looked.applicant;
  const payment = await context.api.admissions.paymentInfo({ referenceId: applicant.referenceId });
  return data<AdmissionFormAnswer>(
    {
      step: 'pay',
      applicant,
      payment,
      idempotencyKey: fields.idempotencyKey || newKey(),
      error: say(refusal.message),
      fieldErrors: fieldErrorsIn(say, refusal.fieldErrors),
      values: { utr: fields.utr ?? '', dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' },
    },
    { status: refusal.status, headers: refusalHeaders(refusal) },
  );
}
