// An admitted student's fee account on the look-up (issue 53): the second
// factor opens it (intent `fees`); the UTR of the next instalment is a claim
// the institute verifies (intent `payInstalment`). Either answers with the
// look-up's answer and the account under it, in the page's language.
import { data } from '@remix-run/node';
import type { Language } from '../../../domain/vocabulary';
import { indiaDay } from '../../../domain/dates';
import type { Details } from '~/components/forms/AdmissionOutcome';
import type { FeeAccountView, FeeAnswer } from '~/components/forms/FeeAccountPanel';
import { fieldErrorsIn, refusalHeaders, refusalOf } from '../refusals.server';
import { detailsOf, lookUpAfterStep, type AdmissionFormAnswer, type Context, type Refusal, type Say } from './answers.server';

type Fields = Record<string, string | undefined>;

async function accountView(
  context: Context,
  language: Language,
  access: { referenceId: string; dob: string; mobileLastFour: string },
) {
  const account = await context.api.fees.applicantAccount({ ...access, language });
  const view: FeeAccountView = {
    paidPaise: account.paidPaise,
    balancePaise: account.balancePaise,
    creditPaise: account.creditPaise,
    instalments: account.instalments.map(({ label, amountPaise, openPaise, dueText, overdue }) => ({
      label,
      amountPaise,
      openPaise,
      dueText,
      overdue,
    })),
    next: account.next ? { label: account.next.label, openPaise: account.next.openPaise, dueText: account.next.dueText } : null,
    receipts: account.receipts.map((receipt) => ({
      label: receipt.label,
      amountPaise: receipt.amountPaise,
      date: indiaDay(receipt.at, language),
    })),
    claims: account.claims.map(({ utr, amountPaise }) => ({ utr, amountPaise })),
    payment: account.payment,
    statement: account.statement,
  };
  return view;
}

/** The look-up's answer with the fee account's part (or the look-up page, lookUpAfterStep). */
async function answer(context: Context, say: Say, language: Language, referenceId: string, fees: FeeAnswer, refused?: Refusal) {
  const looked = await lookUpAfterStep(context, say, language, referenceId, refused);
  if ('page' in looked) return looked.page;
  const applicant = looked.applicant;
  const details = { ...(detailsOf(language, applicant) as Details), fees };
  return refused
    ? data<AdmissionFormAnswer>(details, { status: refused.status, headers: refusalHeaders(refused) })
    : data<AdmissionFormAnswer>(details);
}

export async function feeAccountAction(context: Context, say: Say, language: Language, fields: Fields) {
  const referenceId = fields.referenceId ?? '';
  const factor = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' };
  try {
    const account = await accountView(context, language, { referenceId, ...factor });
    return answer(context, say, language, referenceId, { account, factor });
  } catch (error) {
    const refused = refusalOf(error, context, language);
    return answer(context, say, language, referenceId, { error: say(refused.message) }, refused);
  }
}

export async function payInstalmentAction(context: Context, say: Say, language: Language, fields: Fields) {
  const referenceId = fields.referenceId ?? '';
  const factor = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' };
  const utr = fields.utr ?? '';
  let refused: Refusal | null = null;
  let claimedPaise: number | undefined;
  try {
    claimedPaise = (await context.api.fees.claimInstalment({ referenceId, ...factor, utr })).amountPaise;
  } catch (error) {
    refused = refusalOf(error, context, language);
  }
  try {
    const account = await accountView(context, language, { referenceId, ...factor });
    const fees: FeeAnswer = refused
      ? { account, factor, payError: say(refused.message), payFieldErrors: fieldErrorsIn(say, refused.fieldErrors), utr }
      : { account, factor, claimedPaise };
    return answer(context, say, language, referenceId, fees, refused ?? undefined);
  } catch (error) {
    // The factor itself no longer opens the account: ask for it again.
    const again = refusalOf(error, context, language);
    return answer(context, say, language, referenceId, { error: say(again.message) }, again);
  }
}
