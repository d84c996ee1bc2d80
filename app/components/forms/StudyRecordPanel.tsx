// An admitted student's own study record on the look-up's answer (issue 54
// item 7): the second factor opens it (intent `record`, a plain form: it
// works without JavaScript), then the batch, the attendance share, each
// test's marks with its grade and the standing against the course's rule, in
// the page's language. Its dates come from the server in words. It is part of
// the look-up's answer code, fetched after the page (decision 055), so it
// costs the first load nothing.
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/translation';
import { SecondFactorFields } from '~/components/forms/SecondFactorFields';
import { useFormLabels } from '~/components/forms/labels';
import { bringIntoView, useAnswerCameWithPage } from '~/components/forms/bring-into-view';
import formStyles from '~/components/forms/forms.module.css';
import styles from '~/components/journeys/pages.module.css';
import type { StudyRecordOutput } from '~/utils/procedure-outputs';

/** The section's id: the factor's form posts to it, so without JavaScript the answer opens there. */
const recordId = 'study-record';

type Test = StudyRecordOutput['tests'][number] & { heldText: string };

/** The record with its dates in the page's words. */
export type StudyRecordView = Omit<StudyRecordOutput, 'tests'> & { tests: Test[]; startsText: string; endsText: string };

/** What the action answers for the study record: the record, or the refused factor with what was typed. */
export interface StudyRecordAnswer {
  record?: StudyRecordView;
  error?: string;
  values?: Record<string, string>;
}

function RecordFactor({ referenceId, answer }: { referenceId: string; answer: StudyRecordAnswer }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const opening = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'record';
  return (
    <Form method="post" action={`#${recordId}`} encType="multipart/form-data" noValidate>
      <input type="hidden" name="intent" value="record" />
      <input type="hidden" name="referenceId" value={referenceId} />
      <p id="record-hint">{t('studyRecord.factorIntro')}</p>
      {answer.error ? (
        <p className="field-error" id="record-error" role="alert">
          {answer.error}
        </p>
      ) : null}
      <SecondFactorFields
        idPrefix="record-"
        describedBy={answer.error ? 'record-hint record-error' : 'record-hint'}
        invalid={Boolean(answer.error)}
        values={answer.values}
      />
      <button type="submit" className="btn btn-accent" disabled={opening}>
        {opening ? t('studyRecord.opening') : t('studyRecord.open')}
      </button>
    </Form>
  );
}

function RecordTables({ record }: { record: StudyRecordView }) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  const batch = record.batch
    ? [
        t('studyRecord.batchValue', {
          centre: labels.centre(record.batch.centre),
          mode: labels.courseMode(record.batch.courseMode),
          date: record.startsText,
        }),
        record.endsText ? t('studyRecord.batchUntil', { date: record.endsText }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : t('studyRecord.noBatch');
  return (
    <>
      <table className={formStyles.applicant}>
        <caption className="visually-hidden">{t('studyRecord.heading')}</caption>
        <tbody>
          <tr>
            <th scope="row">{t('studyRecord.course')}</th>
            <td>{labels.course(record.courseCode, record.courseName)}</td>
          </tr>
          <tr>
            <th scope="row">{t('studyRecord.batch')}</th>
            <td data-testid="record-batch">{batch}</td>
          </tr>
          <tr>
            <th scope="row">{t('studyRecord.attendance')}</th>
            <td data-testid="record-attendance">
              {record.attendancePercent === null
                ? t('studyRecord.noClasses')
                : t('studyRecord.attendanceShare', {
                    attended: record.attended,
                    held: record.held,
                    percent: record.attendancePercent,
                  })}
              {record.late > 0 ? <> {t('studyRecord.late', { late: record.late })}</> : null}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('studyRecord.standingLabel')}</th>
            <td data-testid="record-standing">
              {t(`studyRecord.standing.${record.standing}`)}
              {record.rule ? (
                <>
                  {' '}
                  {t('studyRecord.rule', {
                    attendance: record.rule.minAttendancePercent,
                    marks: record.rule.minInternalPercent,
                  })}
                </>
              ) : null}
            </td>
          </tr>
        </tbody>
      </table>
      <h4>{t('studyRecord.tests')}</h4>
      {record.tests.length === 0 ? (
        <p>{t('studyRecord.noTests')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.feeTable} data-testid="record-tests">
            <caption className="visually-hidden">{t('studyRecord.tests')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('studyRecord.test')}</th>
                <th scope="col">{t('studyRecord.marks')}</th>
                <th scope="col">{t('studyRecord.grade')}</th>
              </tr>
            </thead>
            <tbody>
              {record.tests.map((test, index) => (
                <tr key={index}>
                  <th scope="row">
                    {test.title}
                    <br />
                    <small>{test.heldText}</small>
                  </th>
                  <td>
                    {test.marks === null
                      ? t('studyRecord.absent')
                      : t('studyRecord.marksOf', { marks: test.marks, max: test.maxMarks })}
                  </td>
                  <td>{test.grade ?? ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('studyRecord.total')}</th>
                <td>
                  {t('studyRecord.marksOf', { marks: record.marksGot, max: record.marksMax })}
                  {record.internalPercent === null ? null : ` (${record.internalPercent}%)`}
                </td>
                <td>{record.internalGrade ?? ''}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}

/** The study record's section of an admitted student's answer: the factor's form, or the record. */
export function StudyRecordPanel({ referenceId, answer = {} }: { referenceId: string; answer?: StudyRecordAnswer }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const answerCameWithPage = useAnswerCameWithPage();
  const answered = Boolean(answer.record ?? answer.error);
  // The look-up's answer brings its top into view in its own effect, which
  // runs after this one: the record (or its refusal) takes the view a frame later.
  useEffect(() => {
    if (!answered || answerCameWithPage) return;
    const frame = requestAnimationFrame(() => bringIntoView(ref.current));
    return () => cancelAnimationFrame(frame);
  }, [answer, answered, answerCameWithPage]);
  return (
    <section
      className={formStyles.answerPanel}
      id={recordId}
      tabIndex={-1}
      ref={ref}
      data-testid="study-record"
      aria-labelledby="study-record-heading"
    >
      <h3 id="study-record-heading">{t('studyRecord.heading')}</h3>
      {answer.record ? <RecordTables record={answer.record} /> : <RecordFactor referenceId={referenceId} answer={answer} />}
    </section>
  );
}
