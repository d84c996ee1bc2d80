// A seat offered from the waitlist (decision 051): the applicant gives the
// second factor and the registration fee's UTR; the look-up answers again.
import { data } from '@remix-run/node';
import type { Language } from '../../../domain/vocabulary';
import { fieldErrorsIn, refusalHeaders, refusalOf } from '../refusals.server';
import {
  detailsOf,
  lookUpAfterStep,
  withOfferPayment,
  type AdmissionFormAnswer,
  type Context,
  type Refusal,
  type Say,
} from './answers.server';
import type { Details } from '~/components/forms/AdmissionOutcome';

export async function claimAction(context: Context, say: Say, language: Language, fields: Record<string, string | undefined>) {
  const referenceId = fields.referenceId ?? '';
  const values = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '', utr: fields.utr ?? '' };
  let refused: Refusal | null = null;
  try {
    await context.api.registrations.claimOffer({ referenceId, ...values });
  } catch (error) {
    refused = refusalOf(error, context, language);
  }
  const looked = await lookUpAfterStep(context, say, language, referenceId, refused);
  if ('page' in looked) return looked.page;
  const applicant = looked.applicant;
  const details = (await withOfferPayment(context, detailsOf(language, applicant))) as Details;
  if (!refused) return data<AdmissionFormAnswer>({ ...details, claimed: say({ key: 'waitlist.claimed' }) });
  return data<AdmissionFormAnswer>(
    {
      ...details,
      claimError: say(refused.message),
      claimFieldErrors: fieldErrorsIn(say, refused.fieldErrors),
      claimValues: { dob: values.dob, mobileLastFour: values.mobileLastFour, utr: values.utr },
    },
    { status: refused.status, headers: refusalHeaders(refused) },
  );
}
