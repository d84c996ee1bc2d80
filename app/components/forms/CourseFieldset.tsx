// The application form's first part: the program, the course (grouped by
// program), its batches and their seats (issue 30), the centre and the mode;
// a centre or mode with no batch taking applications is offered disabled.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '~/i18n/translation';
import { courseModes, programs } from '../../../domain/vocabulary';
import { describedBy, Field, FieldError, type FieldErrors } from './fields';
import styles from './forms.module.css';
import { useFormLabels } from './labels';
import type { BatchChoice, CourseOption } from './application-outcome';

export function CourseFieldset(props: {
  courses: CourseOption[];
  centres: { id: string; title: string }[];
  batches?: BatchChoice[];
  hydrated: boolean;
  /** The course, centre and mode chosen. */
  choice: { courseCode: string; centre: string; courseMode: string };
  program: string;
  setProgram: (program: string) => void;
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  const { hydrated, choice, program, setProgram, values, errors } = props;
  const batches = props.batches ?? [];
  // With JavaScript, once a course is chosen: only its batches that take applications.
  const courseBatches = hydrated && choice.courseCode ? batches.filter((batch) => batch.courseCode === choice.courseCode) : null;
  const takes = (centre: string, mode: string) => {
    const batch = courseBatches?.find((b) => b.centre === centre && b.courseMode === mode);
    // No batch: open all session. A full one takes its waitlist (decision 051).
    return !batch || batch.stage === 'open' || batch.stage === 'full';
  };
  const centreTakes = (centre: string) => courseModes.values.some((mode) => takes(centre, mode));
  const modeTakes = (mode: string) =>
    choice.centre ? takes(choice.centre, mode) : props.centres.some((centre) => takes(centre.id, mode));
  const batchLine = (batch: BatchChoice) => (
    <li key={batch.id} data-testid={`batch-${batch.id}`} data-stage={batch.stage}>
      {labels.centre(batch.centre)} · {labels.courseMode(batch.courseMode)} · {t('intakes.starts', { date: batch.starts })} ·{' '}
      <strong>{labels.intakeStage(batch)}</strong>
    </li>
  );

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('application.courseLegend')}</legend>
      <fieldset className={styles.radios} {...describedBy('program', errors)}>
        <legend>
          {t('application.program')} <span className={styles.required}>*</span>
        </legend>
        {programs.values.map((level) => (
          <label key={level}>
            <input
              type="radio"
              name="program"
              value={level}
              defaultChecked={values.program === level}
              onChange={() => setProgram(level)}
            />
            {labels.program(level)}
          </label>
        ))}
      </fieldset>
      <FieldError id="program" errors={errors.program} />
      <div className={styles.grid}>
        <Field id="courseCode" label={t('application.course')} errors={errors} className={styles.wide}>
          <select id="courseCode" name="courseCode" defaultValue={values.courseCode ?? ''} {...describedBy('courseCode', errors)}>
            <option value="">{t('application.chooseCourse')}</option>
            {/*
              Grouped by program always, a chosen program's group alone: the
              chosen course keeps its element when the program is chosen or
              read at hydration, so the browser keeps it selected.
            */}
            {programs.values
              .filter((level) => !program || level === program)
              .map((level) => (
                <optgroup key={level} label={labels.program(level)}>
                  {props.courses
                    .filter((course) => course.level === level)
                    .map((course) => (
                      <option key={course.code} value={course.code}>
                        {labels.course(course.code, course.name)}
                      </option>
                    ))}
                </optgroup>
              ))}
          </select>
        </Field>
        {courseBatches ? (
          courseBatches.length > 0 ? (
            <div className={`${styles.wide} ${styles.batches}`} id="course-batches" aria-live="polite">
              {courseBatches.some((batch) => batch.stage === 'open' || batch.stage === 'full') ? (
                <>
                  <p>{t('application.courseBatches')}</p>
                  <ul>{courseBatches.filter((batch) => batch.stage === 'open' || batch.stage === 'full').map(batchLine)}</ul>
                </>
              ) : null}
              {courseBatches.length < props.centres.length * courseModes.values.length ? (
                <p>{t('application.otherChoicesOpen')}</p>
              ) : props.centres.every((centre) => !centreTakes(centre.id)) ? (
                <p>{t('application.noOpenBatch')}</p>
              ) : null}
            </div>
          ) : null
        ) : batches.length > 0 ? (
          // Without JavaScript (and before a course is chosen): every batch of the session, so
          // no one pays for a closed one; after a refused post, those of the course chosen.
          <div className={`${styles.wide} ${styles.batches}`} id="course-batches">
            <p>{t('application.batchesIntro')}</p>
            {props.courses
              .filter((course) => batches.some((batch) => batch.courseCode === course.code))
              .filter((course, _, listed) =>
                listed.some((one) => one.code === values.courseCode) ? course.code === values.courseCode : true,
              )
              .map((course) => (
                <div key={course.code}>
                  <p className={styles.batchCourse}>{labels.course(course.code, course.name)}</p>
                  <ul>{batches.filter((batch) => batch.courseCode === course.code).map(batchLine)}</ul>
                </div>
              ))}
          </div>
        ) : null}
        {errors.intakeId?.length ? (
          <div className={styles.wide}>
            <FieldError id="intakeId" errors={errors.intakeId} />
          </div>
        ) : null}
        <Field id="centre" label={t('application.centre')} errors={errors}>
          <select id="centre" name="centre" defaultValue={values.centre ?? ''} {...describedBy('centre', errors)}>
            <option value="">{t('application.chooseCentre')}</option>
            {props.centres.map((centre) => {
              const offered = centreTakes(centre.id);
              return (
                <option key={centre.id} value={centre.id} disabled={!offered}>
                  {labels.centre(centre.id, centre.title)}
                  {offered ? '' : ` (${t('application.notOpenHere')})`}
                </option>
              );
            })}
          </select>
        </Field>
        <div>
          <fieldset className={styles.radios} {...describedBy('courseMode', errors)}>
            <legend>{t('application.courseMode')}</legend>
            {courseModes.values.map((mode) => {
              const offered = modeTakes(mode);
              return (
                <label key={mode}>
                  <input
                    type="radio"
                    name="courseMode"
                    value={mode}
                    defaultChecked={values.courseMode === mode}
                    disabled={!offered}
                  />
                  {labels.courseMode(mode)}
                  {offered ? '' : ` (${t('application.notOpenHere')})`}
                </label>
              );
            })}
          </fieldset>
          <FieldError id="courseMode" errors={errors.courseMode} />
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The course, centre and mode chosen (read from the form as it changes): the
 * form offers only the batches that take applications, and a centre or mode
 * no longer offered (another course chosen) is unchosen, as a disabled choice
 * is not sent.
 */
export function useCourseChoice(formRef: RefObject<HTMLFormElement>, values: Record<string, string>, hydrated: boolean) {
  const [choice, setChoice] = useState({
    courseCode: values.courseCode ?? '',
    centre: values.centre ?? '',
    courseMode: values.courseMode ?? '',
  });
  // Stable, so the form's effect that reads the choice once at hydration runs once.
  const readChoice = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setChoice({ courseCode: text('courseCode'), centre: text('centre'), courseMode: text('courseMode') });
  }, [formRef]);
  useEffect(() => {
    const form = formRef.current;
    if (!form || !hydrated) return;
    let changed = false;
    const centre = form.elements.namedItem('centre');
    if (centre instanceof HTMLSelectElement && centre.selectedOptions[0]?.disabled) {
      centre.value = '';
      changed = true;
    }
    for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="courseMode"]')) {
      if (radio.checked && radio.disabled) {
        radio.checked = false;
        changed = true;
      }
    }
    if (changed) readChoice();
  });

  return { choice, setChoice, readChoice };
}
