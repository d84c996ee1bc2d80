// The second stage, /admission-form: look up a registration, pay the
// admission fee of an approved one, claim a seat offered from the waitlist,
// or answer a correction. One module per journey: the page is
// app/pages/admission-form-page.tsx, each journey's action is in
// app/actions/admission-form/. The action sends its messages in the page's
// language: the look-up, the page's first step, shows them as they come and
// loads no table of English problems
// (docs/decisions/027-admission-form-messages-from-the-server.md).
import { pageMeta } from '~/utils/seo';
import type { ActionFunctionArgs } from '@remix-run/node';
import { problemTextFor } from '~/actions/refusals.server';
import { admissionFormLoader } from '~/actions/admission-form/answers.server';
import { bodyRefused, lookupAction } from '~/actions/admission-form/lookup.server';
import { admitAnswer } from '~/actions/admission-form/payment.server';
import { claimAction } from '~/actions/admission-form/waitlist-offer.server';
import { correctionAction, verifyCorrection } from '~/actions/admission-form/correction.server';
import { studyRecordAction } from '~/actions/admission-form/study-record.server';
import { feeAccountAction, payInstalmentAction } from '~/actions/admission-form/fee-account.server';
import { actionRetryAfterHeaders } from '~/utils/http';
import { languageOfPath } from '../../domain/language-paths';
import { AdmissionFormError, AdmissionFormPage } from '~/pages/admission-form-page';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('admissionForm', '/admission-form');

export const loader = admissionFormLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  const say = problemTextFor(request);
  const language = languageOfPath(new URL(request.url).pathname);
  // The answer to a correction carries the application's documents (decision 048).
  if (new URL(request.url).searchParams.has('correct')) return correctionAction(request, context, say, language);
  // Every step posts the same form; only `admit` hands its payment proof to a procedure.
  const sent = await context.submitUpload(request, 'admission');
  if (sent.fields.intent === 'admit') return admitAnswer(context, say, language, sent);
  if (!sent.ok) return bodyRefused(context, say, language, sent.error);
  if (sent.fields.intent === 'claim') return claimAction(context, say, language, sent.fields);
  if (sent.fields.intent === 'verify') return verifyCorrection(context, say, language, sent.fields);
  if (sent.fields.intent === 'record') return studyRecordAction(context, say, language, sent.fields);
  if (sent.fields.intent === 'fees') return feeAccountAction(context, say, language, sent.fields);
  if (sent.fields.intent === 'payInstalment') return payInstalmentAction(context, say, language, sent.fields);
  return lookupAction(context, say, language, sent.fields);
}

export default AdmissionFormPage;
export const ErrorBoundary = AdmissionFormError;
