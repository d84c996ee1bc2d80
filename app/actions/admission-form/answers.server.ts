// What every journey of the second stage (/admission-form) answers with: one
// of the page's steps, its messages in the page's language (decision 027).
import { randomBytes } from 'node:crypto';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import type { FieldErrors } from '~/components/forms/fields';
import type { Details, Done } from '~/components/forms/AdmissionOutcome';
import type { PayState } from '~/components/forms/AdmissionPayment';
import type { CorrectState } from '~/components/forms/CorrectionStep';
import type { ApplicantSummary } from '~/utils/procedure-outputs';
import type { Language } from '../../../domain/vocabulary';
import { indiaDay, indiaDayAndTime } from '../../../domain/dates';
import { languageOfPath } from '../../../domain/language-paths';
import { refusalHeaders, refusalOf, type problemTextFor } from '../refusals.server';

/** What the page shows whatever the step: the month in words, the institute's name and contacts. */
export async function admissionFormLoader({ request, context }: LoaderFunctionArgs) {
  // In words, in the page's language: November 2026 / नवंबर 2026.
  const locale = languageOfPath(new URL(request.url).pathname) === 'hi' ? 'hi-IN' : 'en-IN';
  const monthYear = new Date().toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const { name, phone, whatsapp } = await context.api.settings.identity();
  return { monthYear, instituteName: name, contact: { phone, whatsapp } };
}

export type AdmissionFormAnswer =
  | {
      step: 'lookup';
      error?: string;
      /** No registration has that reference id: the page says where to find it. */
      notFound?: boolean;
      fieldErrors?: FieldErrors;
      values?: Record<string, string>;
    }
  | Details
  | PayState
  | CorrectState
  | Done
  | { step: 'corrected'; message: string; referenceId: string };

export type Context = ActionFunctionArgs['context'];
export type Say = ReturnType<typeof problemTextFor>;
export type Refusal = ReturnType<typeof refusalOf>;
export type Factor = { dob: string; mobileLastFour: string };

export const newKey = () => randomBytes(16).toString('base64url');

/** The look-up's answer, with a correction's deadline in words. */
export const detailsOf = (language: Language, applicant: ApplicantSummary, factorError?: string): AdmissionFormAnswer => ({
  step: 'details',
  applicant,
  ...(applicant.correction ? { correctionDeadline: indiaDay(applicant.correction.deadlineAt, language) } : {}),
  ...(factorError ? { factorError } : {}),
  ...(applicant.waitlist?.stage === 'offered' && applicant.waitlist.deadlineAt
    ? { offerDeadline: indiaDay(applicant.waitlist.deadlineAt, language) }
    : {}),
  ...(applicant.intake
    ? {
        intakeStarts: indiaDayAndTime(applicant.intake.startsAt, language),
      }
    : {}),
});

/** A seat offered from the waitlist: the registration fee's UPI details beside the claim (decision 051). */
export async function withOfferPayment(context: Context, details: AdmissionFormAnswer): Promise<AdmissionFormAnswer> {
  if (details.step !== 'details' || details.applicant.waitlist?.stage !== 'offered') return details;
  return { ...details, offerPayment: await context.api.registrations.paymentInfo() };
}

type Applicant = Awaited<ReturnType<Context['api']['registrations']['lookup']>>;

/**
 * The applicant looked up again after a step, or, when the look-up itself is
 * refused, the look-up page with the step's refusal if it had one, else the
 * look-up's own: an unknown reference (404), or too many look-ups from this
 * network (429, with when to try again), never "not found" for a wait.
 */
export async function lookUpAfterStep(
  context: Context,
  say: Say,
  language: Language,
  referenceId: string,
  refused?: Refusal | null,
): Promise<{ applicant: Applicant } | { page: ReturnType<typeof data<AdmissionFormAnswer>> }> {
  try {
    return { applicant: await context.api.registrations.lookup({ referenceId }) };
  } catch (error) {
    const refusal = refused ?? refusalOf(error, context, language);
    return {
      page: data<AdmissionFormAnswer>(
        {
          step: 'lookup',
          error: say(refusal.message),
          notFound: refusal.said?.key === 'admission.lookupFailed',
          values: { referenceId },
        },
        { status: refusal.status, headers: refusalHeaders(refusal) },
      ),
    };
  }
}

/**
 * A refused step that cannot stay where it was: the look-up's answer again
 * with the refusal, or the look-up itself when the applicant cannot be looked up.
 */
export async function lookupAgain(context: Context, say: Say, language: Language, referenceId: string, refusal: Refusal) {
  const looked = await lookUpAfterStep(context, say, language, referenceId, refusal);
  if ('page' in looked) return looked.page;
  return data<AdmissionFormAnswer>(detailsOf(language, looked.applicant, say(refusal.message)), {
    status: refusal.status,
    headers: refusalHeaders(refusal),
  });
}
