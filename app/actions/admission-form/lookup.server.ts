// Looking a registration up by its reference id, and going on to pay for an
// approved one (intent `proceed`).
import { data } from '@remix-run/node';
import type { Language } from '../../../domain/vocabulary';
import { fieldErrorsIn, refusalHeaders, refusalOf } from '../refusals.server';
import { detailsOf, newKey, withOfferPayment, type AdmissionFormAnswer, type Context, type Say } from './answers.server';

export async function lookupAction(context: Context, say: Say, language: Language, fields: Record<string, string | undefined>) {
  const referenceId = fields.referenceId ?? '';
  try {
    const applicant = await context.api.registrations.lookup({ referenceId });
    if (fields.intent === 'proceed' && applicant.canProceed) {
      const payment = await context.api.admissions.paymentInfo({ referenceId: applicant.referenceId });
      return data<AdmissionFormAnswer>({ step: 'pay', applicant, payment, idempotencyKey: newKey() });
    }
    return data<AdmissionFormAnswer>(await withOfferPayment(context, detailsOf(language, applicant)));
  } catch (error) {
    const refusal = refusalOf(error, context, language);
    return data<AdmissionFormAnswer>(
      {
        step: 'lookup',
        error: say(refusal.message),
        notFound: refusal.said?.key === 'admission.lookupFailed',
        fieldErrors: fieldErrorsIn(say, refusal.fieldErrors),
        values: { referenceId },
      },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
}

/** The body itself was refused (too large, not a form): the look-up with the refusal. */
export function bodyRefused(context: Context, say: Say, language: Language, error: unknown) {
  const refusal = refusalOf(error, context, language);
  return data<AdmissionFormAnswer>(
    { step: 'lookup', error: say(refusal.message) },
    { status: refusal.status, headers: refusalHeaders(refusal) },
  );
}
