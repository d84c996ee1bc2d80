// A correction staff asked for (decision 048): the second factor opens it
// (intent `verify`), and the answer carries the asked fields and documents,
// received and stored by the server's upload edge (?correct).
import { data } from '@remix-run/node';
import type { FieldErrors } from '~/components/forms/fields';
import type { Language } from '../../../domain/vocabulary';
import { indiaDay } from '../../../domain/dates';
import { correctionValuesOf } from '../../../domain/schemas/correction';
import { fieldErrorsIn, refusalHeaders, refusalOf } from '../refusals.server';
import { lookupAgain, newKey, type AdmissionFormAnswer, type Context, type Factor, type Say } from './answers.server';

/**
 * The second factor: the correction's remark and what it asks, or the
 * look-up again with the refusal (the same words for an unknown id and a
 * wrong factor).
 */
export async function verifyCorrection(
  context: Context,
  say: Say,
  language: Language,
  fields: Record<string, string | undefined>,
) {
  const referenceId = fields.referenceId ?? '';
  const factor: Factor = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' };
  try {
    const correction = await context.api.registrations.correction({ referenceId, ...factor });
    return data<AdmissionFormAnswer>({
      step: 'correct',
      correction,
      deadline: indiaDay(correction.deadlineAt, language),
      factor,
      idempotencyKey: newKey(),
    });
  } catch (error) {
    return lookupAgain(context, say, language, referenceId, refusalOf(error, context, language));
  }
}

/** The asked fields' errors under their inputs' names (values.name, ...). */
const correctionFieldErrors = (say: Say, fieldErrors: FieldErrors, fields: readonly string[]): FieldErrors =>
  fieldErrorsIn(
    say,
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, messages]) => [
        fields.includes(field) ? `values.${field}` : field,
        messages ?? [],
      ]),
    ) as Record<string, string[]>,
  );

/** The applicant's answer to a correction: the asked fields and documents, no payment. */
export async function correctionAction(request: Request, context: Context, say: Say, language: Language) {
  const sent = await context.submitUpload(request, 'correction');
  const { fields } = sent;
  const referenceId = fields.referenceId ?? '';
  if (sent.ok) {
    return data<AdmissionFormAnswer>(
      { step: 'corrected', message: say({ key: 'correction.sent' }), referenceId },
      { status: 201 },
    );
  }
  const refusal = refusalOf(sent.error, context, language);
  const factor = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' };
  const correction = await context.api.registrations.correction({ referenceId, ...factor }).catch(() => null);
  // Gone meanwhile (answered, past its deadline) or never opened: the look-up says where it stands.
  if (!correction) return lookupAgain(context, say, language, referenceId, refusal);
  return data<AdmissionFormAnswer>(
    {
      step: 'correct',
      correction,
      deadline: indiaDay(correction.deadlineAt, language),
      factor,
      idempotencyKey: fields.idempotencyKey || newKey(),
      error: say(refusal.message),
      fieldErrors: correctionFieldErrors(say, refusal.fieldErrors, correction.fields),
      values: correctionValuesOf(fields),
    },
    { status: refusal.status, headers: refusalHeaders(refusal) },
  );
}
