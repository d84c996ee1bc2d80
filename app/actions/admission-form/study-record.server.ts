// An admitted student's own study record (issue 54 item 7): the second
// factor (intent `record`) opens it on the look-up's answer; a refused one
// shows the answer again with the refusal, in the same words for an unknown
// id and a wrong factor.
import { data } from '@remix-run/node';
import type { Language } from '../../../domain/vocabulary';
import { calendarDay, indiaDay } from '../../../domain/dates';
import type { Details } from '~/components/forms/AdmissionOutcome';
import type { StudyRecordAnswer } from '~/components/forms/StudyRecordPanel';
import type { ApplicantSummary } from '~/utils/procedure-outputs';
import { refusalHeaders, refusalOf } from '../refusals.server';
import { detailsOf, lookUpAfterStep, type AdmissionFormAnswer, type Context, type Say } from './answers.server';

/** The look-up's answer (a Details: the registration is found). */
const answerOf = (language: Language, applicant: ApplicantSummary) => detailsOf(language, applicant) as Details;

export async function studyRecordAction(
  context: Context,
  say: Say,
  language: Language,
  fields: Record<string, string | undefined>,
) {
  const referenceId = fields.referenceId ?? '';
  const values = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' };
  try {
    const record = await context.api.batches.studentRecord({ referenceId, ...values });
    // The record was found by this registration: its look-up answers.
    const applicant = await context.api.registrations.lookup({ referenceId });
    const studyRecord: StudyRecordAnswer = {
      record: {
        ...record,
        startsText: record.batch ? indiaDay(record.batch.startsAt, language) : '',
        endsText: record.batch?.endsOn ? calendarDay(record.batch.endsOn, language) : '',
        tests: record.tests.map((test) => ({ ...test, heldText: calendarDay(test.heldOn, language) })),
      },
    };
    return data<AdmissionFormAnswer>({ ...answerOf(language, applicant), studyRecord });
  } catch (error) {
    const refusal = refusalOf(error, context, language);
    const looked = await lookUpAfterStep(context, say, language, referenceId, refusal);
    if ('page' in looked) return looked.page;
    const applicant = looked.applicant;
    return data<AdmissionFormAnswer>(
      { ...answerOf(language, applicant), studyRecord: { error: say(refusal.message), values } },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
}
