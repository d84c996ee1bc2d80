// The application form of /admissions. Without JavaScript it is a plain
// multipart form posting to the page's action, with every part visible. With
// JavaScript: the course list follows the program, the payment part opens
// with 'Proceed to Payment', pictures are shrunk in the browser, and the form
// is sent with XMLHttpRequest to /admissions/submit so the page can show
// upload progress. Each document starts uploading as soon as it is chosen
// (resumable, useStagedUploads), so the final submit carries only the fields
// and the staged upload ids. Both paths run the same server code and schema.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { formatRupees } from '../../../domain/catalogue/site';
import { adultAge, ageOn } from '../../../domain/schemas/rules';
import { requiredDocuments, type RegistrationFileField } from '../../../domain/schemas/documents';
import { acceptOf } from '../../../domain/schemas/picture-limits';
import type { RegistrationReceipt } from '~/utils/procedure-outputs';
import { courseModes, genders, programs, type Program } from '../../../domain/vocabulary';
import { useProblemText } from '~/i18n/problem-text';
import { Acknowledgement } from './Acknowledgement';
import { bringIntoView, describedBy, Field, FieldError, focusFirstError, useHydrated, type FieldErrors } from './fields';
import styles from './forms.module.css';
import { FileInput } from './FileInput';
import { ImageInput } from './ImageInput';
import { useFormLabels } from './labels';
import { PaymentProofFields } from './PaymentProofFields';
import { UpiPayment, type UpiPaymentInfo } from './UpiPayment';
import { useOnDemand } from './useOnDemand';
import { shrinkPicture } from './picture-shrink';
import { DraftNote } from './draft/DraftNote';
import { useFormDraft } from './draft/useFormDraft';
import { showLimitNotice, UploadStatus, useStagedUploads } from './useStagedUploads';
import { saidMessage } from '../../../domain/said';

// The zod pre-check, fetched when the visitor first touches the form.
const loadSchemas = () => import('../../../domain/schemas/registration');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export interface CourseOption {
  code: string;
  name: string;
  level: Program;
}

/**
 * A course, centre and mode's batch, as a submit without a named batch finds
 * it (server/services/intakes/intakes.ts applicationChoices). A course, centre and
 * mode with none takes applications all session.
 */
export interface BatchChoice {
  id: number;
  courseCode: string;
  centre: string;
  courseMode: string;
  stage: 'upcoming' | 'open' | 'full' | 'closed';
  seatsLeft: number;
  /** Day and time in the page's language. */
  starts: string;
  opens: string;
}

export type ApplicationOutcome =
  | { ok: true; receipt: RegistrationReceipt }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      /** The files a post without JavaScript carried: removed with its refusal (app/actions/application.server.ts). */
      filesNotKept?: string[];
    };

/** The summary's first line; the page shows it in its language (application.failure). */
export const failureMessage = 'Failed to submit form. Please try again.';
/** Set as the message when the upload broke off; shown as application.connectionLost. */
const connectionLost = 'connection-lost';

const paymentFields = ['paymentScreenshot', 'utr'];

function post(url: string, body: FormData, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, body: request.response as unknown });
    request.onerror = () => reject(new Error('network'));
    request.ontimeout = () => reject(new Error('timeout'));
    request.send(body);
  });
}

export function ApplicationForm(props: {
  courses: CourseOption[];
  centres: { id: string; title: string }[];
  payment: UpiPaymentInfo;
  /** Full batches (decision 051): the form offers to join one's waitlist without paying. */
  fullBatches?: { id: number; courseCode: string; courseName: string; centre: string; courseMode: string; starts: string }[];
  /** What the form offers (issue 30): each course, centre and mode with batches, and the one a submit goes to. */
  batches?: BatchChoice[];
  idempotencyKey: string;
  /** The outcome of a submit without JavaScript (the page's action data). */
  initial?: ApplicationOutcome;
  /** Where the enhanced form posts (a resource route answering JSON). */
  xhrUrl: string;
}) {
  const { t, language } = useTranslation();
  const localePath = useLocalePath();
  const say = useProblemText();
  const labels = useFormLabels();
  const hydrated = useHydrated();
  // Read on every render, the server's too, so the page carries these words:
  // only the hydrated page shows them, and a button must never show up empty
  // while the complete messages load (app/i18n/page-messages.tsx).
  const proceedLabel = t('application.proceed');
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<ApplicationOutcome | undefined>(props.initial);
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const values = failed?.values ?? {};
  const [errors, setErrors] = useState<FieldErrors>(failed?.fieldErrors ?? {});
  const [program, setProgram] = useState(values.program ?? '');
  const [dob, setDob] = useState(values.dob ?? '');
  // The course, centre and mode chosen: the form offers only the batches that take applications.
  const [choice, setChoice] = useState({
    courseCode: values.courseCode ?? '',
    centre: values.centre ?? '',
    courseMode: values.courseMode ?? '',
  });
  const readChoice = () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setChoice({ courseCode: text('courseCode'), centre: text('centre'), courseMode: text('courseMode') });
  };
  // Chosen before the scripts took the form over (the form's code arrives
  // after the page): read once, or the course list and the documents asked
  // for would follow no program while one is checked.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const program = data.get('program');
    const dob = data.get('dob');
    if (typeof program === 'string' && program) setProgram(program);
    if (typeof dob === 'string' && dob) setDob(dob);
    readChoice();
  }, []);
  const [showPayment, setShowPayment] = useState(paymentFields.some((field) => errors[field]) || Boolean(values.utr));
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Sent by the script (XHR): the chosen files are still in the form.
  const [sentByScript, setSentByScript] = useState(false);
  // Set by a submit the script sent: its refusal (or lost connection) is brought into view once shown.
  const showOutcome = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!showOutcome.current) return;
    showOutcome.current = false;
    bringIntoView(summaryRef.current);
  }, [outcome]);
  const schemas = useOnDemand(loadSchemas);
  // The form remembers: typed values and chosen files are kept on this device until it is sent.
  const draft = useFormDraft(formRef, {
    name: 'application',
    done: outcome?.ok,
    prepareFile: shrinkPicture,
    onRestored: (saved) => {
      setShowPayment((shown) => shown || Boolean(saved.fields.utr || saved.files.paymentScreenshot));
      // Files put back from this phone start their uploads as chosen ones do.
      for (const [field, file] of Object.entries(saved.files)) chooseDocument(field as RegistrationFileField)(file);
    },
    onStartAgain: () => {
      // What was sent ahead is deleted too, on the server and on this device.
      uploads.clear();
      setProgram('');
      setDob('');
      setChoice({ courseCode: '', centre: '', courseMode: '' });
      setErrors({});
      setShowPayment(false);
      setOutcome(undefined);
    },
  });
  // Which submit button was pressed (the browser's own submit sends its name and value):
  // "Join the waitlist" carries waitlist=on, set here for the script's sending too.
  const joiningWaitlist = useRef(false);
  const formDataOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    if (joiningWaitlist.current) data.set('waitlist', 'on');
    return data;
  };
  const uploads = useStagedUploads('application');
  const [waitingForUploads, setWaitingForUploads] = useState(false);
  const chooseDocument = (field: RegistrationFileField) => (file: File | null) =>
    uploads.choose(field, file, (chosen) => shrinkPicture(chosen, field));
  const uploadStatus = (field: RegistrationFileField) => <UploadStatus id={field} state={uploads.states[field]} />;

  // A centre or mode no longer offered (another course chosen) is unchosen: a disabled choice is not sent.
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

  // The page's own answer (posted without JavaScript, or before it ran), or one the script fetched.
  if (outcome?.ok) return <Acknowledgement receipt={outcome.receipt} cameWithPage={outcome === props.initial} />;

  const age = ageOn(dob);
  const showGuardian = !hydrated || (age !== null && age < adultAge);
  const required = new Set<RegistrationFileField>(requiredDocuments(program || undefined));
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
  const stageText = (batch: BatchChoice) =>
    batch.stage === 'upcoming'
      ? t('intakes.opens', { date: batch.opens })
      : batch.stage === 'closed'
        ? t('intakes.closed')
        : batch.stage === 'full'
          ? t('intakes.full')
          : batch.seatsLeft === 1
            ? t('intakes.oneSeatLeft')
            : t('intakes.seatsLeft', { count: batch.seatsLeft });
  const batchLine = (batch: BatchChoice) => (
    <li key={batch.id} data-testid={`batch-${batch.id}`} data-stage={batch.stage}>
      {labels.centre(batch.centre)} · {labels.courseMode(batch.courseMode)} · {t('intakes.starts', { date: batch.starts })} ·{' '}
      <strong>{stageText(batch)}</strong>
    </li>
  );

  const currentErrors = (form: HTMLFormElement, { checkRegistration, registrationFromForm }: Schemas) => {
    const data = formDataOf(form);
    const fields: Record<string, string> = {};
    for (const [key, value] of data) if (typeof value === 'string') fields[key] = value;
    const present = (field: string) => {
      const file = data.get(field);
      return file instanceof File && file.size > 0;
    };
    const checked = checkRegistration(registrationFromForm(fields), present);
    return checked.success ? {} : checked.fieldErrors;
  };

  const proceedToPayment = async () => {
    const form = formRef.current;
    if (!form) return;
    // Pressing the button started the download; wait for it (not a submit, so
    // nothing else would check this part before the upload).
    const checks = schemas.get() ?? (await schemas.load());
    const firstPart = checks
      ? Object.fromEntries(Object.entries(currentErrors(form, checks)).filter(([field]) => !paymentFields.includes(field)))
      : {};
    // A full batch is said before the payment is asked for (decision 051): join its waitlist instead.
    const chosen = new FormData(form);
    const fullChosen = props.fullBatches?.some(
      (batch) =>
        batch.courseCode === chosen.get('courseCode') &&
        batch.centre === chosen.get('centre') &&
        batch.courseMode === chosen.get('courseMode'),
    );
    if (fullChosen && !firstPart.courseCode) firstPart.courseCode = [saidMessage('intake.full')];
    setErrors(firstPart);
    if (Object.keys(firstPart).length > 0) {
      focusFirstError(form, firstPart);
      return;
    }
    setShowPayment(true);
    requestAnimationFrame(() => document.getElementById('payment-part')?.scrollIntoView({ behavior: 'smooth' }));
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // Not loaded yet: send unchecked; the server answers with the same messages.
    const checks = schemas.get();
    const found = checks ? currentErrors(form, checks) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (!showPayment && !Object.keys(found).some((field) => paymentFields.includes(field))) setShowPayment(true);
      focusFirstError(form, found);
      return;
    }
    setSending(true);
    setSentByScript(true);
    try {
      // The documents already on their way: wait for them, then name them.
      setWaitingForUploads(true);
      // Files the address's limit refused are tried again: the wait may be over.
      uploads.retryLimited();
      const staged = await uploads.settled();
      setWaitingForUploads(false);
      if (staged.limited) {
        // The address's limit: said once, under the file it met first; brought into view there.
        setErrors({});
        showLimitNotice(staged.limited.field);
        return;
      }
      const refused = Object.fromEntries(
        Object.entries(staged.refused).map(([field, message]) => [field, [message || saidMessage('refusals.documentsNotSaved')]]),
      );
      if (Object.keys(refused).length > 0) {
        setErrors(refused);
        focusFirstError(form, refused);
        return;
      }
      setProgress(0);
      const body = formDataOf(form);
      for (const [field, value] of Array.from(body.entries())) {
        if (staged.ids[field]) {
          body.delete(field);
          body.set(`staged.${field}`, staged.ids[field]);
        } else if (value instanceof File && value.size > 0) {
          body.set(field, await shrinkPicture(value, field), value.name);
        }
      }
      const response = await post(props.xhrUrl, body, setProgress);
      const result = response.body as (ApplicationOutcome & { status?: number }) | null;
      // A refusal is shown at the top of the form, far above this button: bring it into view.
      showOutcome.current = true;
      if (result && 'ok' in result) {
        setOutcome(result);
        // Received: the server removed the staged copies; this device forgets them.
        if (result.ok) uploads.sent();
        if (!result.ok) {
          setErrors(result.fieldErrors);
          // A staged file the server could not use: the next submit carries the file itself.
          for (const field of Object.keys(result.fieldErrors)) if (staged.ids[field]) uploads.forget(field);
        }
      } else {
        // A guard's refusal (too many attempts, disk full, another site) answers `{ message }`.
        const refusal = (result as { message?: unknown } | null)?.message;
        const message = typeof refusal === 'string' && refusal ? refusal : failureMessage;
        setOutcome({ ok: false, message, fieldErrors: {}, values: {} });
      }
    } catch {
      showOutcome.current = true;
      setOutcome({
        ok: false,
        message: connectionLost,
        fieldErrors: {},
        values: {},
      });
    } finally {
      setWaitingForUploads(false);
      setSending(false);
      setProgress(null);
    }
  };

  const fileField = (name: RegistrationFileField, label: string, hint: string) => (
    <div className="field">
      <label htmlFor={name}>
        {label}{' '}
        {required.has(name) ? (
          <span className={styles.required}>*</span>
        ) : (
          <span className={styles.optional}>
            {program ? t('application.optional') : name === 'tenthDoc' ? '' : t('application.advanceRequired')}
          </span>
        )}
      </label>
      <p className="field-hint" id={`${name}-hint`}>
        {hint}
      </p>
      <FileInput
        id={name}
        accept={acceptOf('certificate')}
        onChange={(event) => chooseDocument(name)(event.currentTarget.files?.[0] ?? null)}
        {...describedBy(name, errors, true)}
      />
      {uploadStatus(name)}
      <FieldError id={name} errors={errors[name]} />
    </div>
  );

  const hasErrors = Object.values(errors).some((list) => list?.length);
  // Each field's first message, linked; a refusal whose sentence is said above already (a batch's) is not said twice.
  const listedErrors = failed
    ? Object.entries(failed.fieldErrors).flatMap(([field, messages]) =>
        messages?.[0] && messages[0] !== failed.message ? [[field, messages[0]] as const] : [],
      )
    : [];

  return (
    <form
      ref={formRef}
      method="post"
      // Without JavaScript the answer page opens at its outcome (the refusal's
      // summary or the success message, each inside #application-outcome):
      // the browser scrolls to the fragment and, as it can take the focus
      // (tabIndex -1), focuses it. Not at the top, below the whole page.
      action="#application-outcome"
      encType="multipart/form-data"
      className={styles.form}
      // Not gated on `hydrated`: React calls it only once it has hydrated the
      // form, and a submit pressed while the form was hydrating is replayed
      // to it before the effect behind `hydrated` has run.
      onSubmit={onSubmit}
      noValidate
      onFocus={schemas.load}
      onPointerDown={schemas.load}
      onChange={(event) => {
        const name = (event.target as HTMLInputElement).name;
        if (name === 'courseCode' || name === 'centre' || name === 'courseMode') readChoice();
      }}
      aria-describedby="application-status"
    >
      <input type="hidden" name="idempotencyKey" value={draft.key ?? props.idempotencyKey} />
      {/* The JavaScript form posts to /admissions/submit: the record's language comes from here. */}
      <input type="hidden" name="language" value={language} />
      <DraftNote draft={draft} />
      <div id="application-outcome" tabIndex={-1} ref={summaryRef}>
        <div id="application-status" aria-live="polite">
          {!failed && hasErrors ? (
            <div className="alert alert-error" role="alert">
              {say({ key: 'general.invalidForm' })}
            </div>
          ) : null}
          {failed ? (
            // What a person meets first after a refused post: the page opens at
            // #application-outcome around it (with JavaScript, bringIntoView).
            <div id="application-errors" className="alert alert-error" role="alert">
              <strong>{t('application.failure')}</strong>
              {failed.message === connectionLost ? (
                <>
                  <p>{t('application.connectionLost')}</p>
                  {/* The answer may be what was lost, not the application: say what is safe to do. */}
                  <p>{t('application.connectionLostNext')}</p>
                </>
              ) : failed.message !== failureMessage ? (
                <p>{say(failed.message)}</p>
              ) : null}
              {listedErrors.length > 0 ? (
                <ul className={styles.errorList}>
                  {listedErrors.map(([field, message]) => (
                    <li key={field}>
                      <a href={`#${field}-error`}>{say(message)}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
              {!sentByScript && Object.keys(failed.values).length > 0 ? <p>{t('application.keptValues')}</p> : null}
              {!sentByScript && failed.filesNotKept?.includes('paymentScreenshot') ? (
                <p>{t('application.paymentProofNotKept')}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

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
            <select
              id="courseCode"
              name="courseCode"
              defaultValue={values.courseCode ?? ''}
              {...describedBy('courseCode', errors)}
            >
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

      <fieldset className={styles.fieldset}>
        <legend>{t('application.aboutYou')}</legend>
        <div className={styles.grid}>
          <Field id="name" label={t('application.fullName')} errors={errors}>
            <input id="name" name="name" autoComplete="name" defaultValue={values.name} {...describedBy('name', errors)} />
          </Field>
          <Field id="fatherName" label={t('application.fatherName')} errors={errors}>
            <input id="fatherName" name="fatherName" defaultValue={values.fatherName} {...describedBy('fatherName', errors)} />
          </Field>
          <Field id="dob" label={t('application.dob')} errors={errors}>
            <input
              id="dob"
              name="dob"
              type="date"
              autoComplete="bday"
              defaultValue={values.dob}
              onChange={(event) => setDob(event.currentTarget.value)}
              {...describedBy('dob', errors)}
            />
          </Field>
          <div>
            <fieldset className={styles.radios} {...describedBy('gender', errors)}>
              <legend>{t('application.gender')}</legend>
              {genders.values.map((value) => (
                <label key={value}>
                  <input type="radio" name="gender" value={value} defaultChecked={values.gender === value} />
                  {t(`vocabulary.genders.${value}`)}
                </label>
              ))}
            </fieldset>
            <FieldError id="gender" errors={errors.gender} />
          </div>
          <Field id="mobile" label={t('application.mobile')} hint={t('application.mobileHint')} errors={errors}>
            <input
              id="mobile"
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('application.mobileHint')}
              defaultValue={values.mobile}
              {...describedBy('mobile', errors, true)}
            />
          </Field>
          <Field id="email" label={t('application.email')} errors={errors}>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              {...describedBy('email', errors)}
            />
          </Field>
          <Field id="address" label={t('application.address')} errors={errors} className={styles.wide}>
            <textarea
              id="address"
              name="address"
              autoComplete="street-address"
              rows={3}
              defaultValue={values.address}
              {...describedBy('address', errors)}
            />
          </Field>
        </div>
        {showGuardian ? (
          <div className={styles.notice}>
            <p>
              <strong>{t('application.under18Title')}</strong> {t('application.under18Text')}
            </p>
            <Field id="guardianName" label={t('application.guardianName')} errors={errors}>
              <input
                id="guardianName"
                name="guardianName"
                defaultValue={values.guardianName}
                {...describedBy('guardianName', errors)}
              />
            </Field>
            <div className={styles.check}>
              <input
                id="guardianConsent"
                name="guardianConsent"
                type="checkbox"
                defaultChecked={values.guardianConsent === 'on'}
                {...describedBy('guardianConsent', errors)}
              />
              <label htmlFor="guardianConsent">{t('application.guardianConsent')}</label>
            </div>
            <FieldError id="guardianConsent" errors={errors.guardianConsent} />
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('application.documents')}</legend>
        <p className="field-hint">{t('application.documentsHint')}</p>
        <div className={styles.grid}>
          <ImageInput
            name="photoUpload"
            label={t('application.photo')}
            errors={errors}
            required
            onChange={chooseDocument('photoUpload')}
            status={uploadStatus('photoUpload')}
          />
          <div className="field">
            <label htmlFor="aadhaarUpload">
              {t('application.aadhaar')} <span className={styles.required}>*</span>
            </label>
            <p className="field-hint" id="aadhaarUpload-hint">
              {t('application.aadhaarHint.before')}
              <strong>{t('application.aadhaarHint.strong')}</strong>
              {t('application.aadhaarHint.after')}
            </p>
            <FileInput
              id="aadhaarUpload"
              accept={acceptOf('identity')}
              onChange={(event) => chooseDocument('aadhaarUpload')(event.currentTarget.files?.[0] ?? null)}
              {...describedBy('aadhaarUpload', errors, true)}
            />
            {uploadStatus('aadhaarUpload')}
            <FieldError id="aadhaarUpload" errors={errors.aadhaarUpload} />
          </div>
        </div>
        <h3>{t('application.qualification')}</h3>
        <div className={styles.grid}>
          {fileField('tenthDoc', t('application.tenth'), t('application.documentTypes'))}
          {fileField('twelfthDoc', t('application.twelfth'), t('application.documentTypes'))}
          {program !== 'diploma'
            ? fileField('graduationDoc', t('application.graduation'), t('application.graduationHint'))
            : null}
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>{t('application.privacy')}</legend>
        <div className={styles.notice}>
          <p>{t('application.privacyNotice')}</p>
        </div>
        <div className={styles.check}>
          <input
            id="consent"
            name="consent"
            type="checkbox"
            defaultChecked={values.consent === 'on'}
            {...describedBy('consent', errors)}
          />
          <label htmlFor="consent">
            {t('application.consent.before')}{' '}
            <a href={localePath('/privacy')} target="_blank" rel="noopener">
              {t('application.consent.link')}
              <span className="visually-hidden">{t('application.consent.newTab')}</span>
            </a>{' '}
            {t('application.consent.after')} <span className={styles.required}>*</span>
          </label>
        </div>
        <FieldError id="consent" errors={errors.consent} />
      </fieldset>

      {hydrated && !showPayment ? (
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={proceedToPayment}>
            {proceedLabel}
          </button>
        </div>
      ) : null}

      <fieldset className={styles.fieldset} id="payment-part" hidden={hydrated && !showPayment}>
        <legend>{t('application.paymentLegend')}</legend>
        <UpiPayment payment={props.payment} label={t('application.feeLabel', { fee: formatRupees(props.payment.amount) })} />
        <div className={styles.grid}>
          <PaymentProofFields
            errors={errors}
            utr={values.utr}
            onScreenshot={chooseDocument('paymentScreenshot')}
            screenshotStatus={uploadStatus('paymentScreenshot')}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={sending}
            onClick={() => {
              joiningWaitlist.current = false;
            }}
          >
            {sending ? t('application.submitting') : t('application.submit')}
          </button>
        </div>
        {waitingForUploads ? (
          <p className={styles.progress} role="status">
            {t('uploads.waiting')}
          </p>
        ) : null}
        {progress !== null ? (
          <div className={styles.progress} role="status">
            <progress max={1} value={progress} aria-label={t('application.uploadProgress')} />
            <span>
              {progress < 1 ? t('application.uploading', { percent: Math.round(progress * 100) }) : t('application.checking')}
            </span>
          </div>
        ) : null}
      </fieldset>

      {props.fullBatches && props.fullBatches.length > 0 ? (
        <fieldset className={styles.fieldset} id="waitlist-part">
          <legend>{t('waitlist.legend')}</legend>
          <p>{t('waitlist.intro')}</p>
          <ul className={styles.waitlistBatches}>
            {props.fullBatches.map((batch) => (
              <li key={batch.id}>
                {labels.course(batch.courseCode, batch.courseName)} · {labels.centre(batch.centre)} ·{' '}
                {labels.courseMode(batch.courseMode)} · {t('intakes.starts', { date: batch.starts })}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <button
              type="submit"
              name="waitlist"
              value="on"
              className="btn"
              disabled={sending}
              onClick={() => {
                joiningWaitlist.current = true;
              }}
            >
              {t('waitlist.join')}
            </button>
          </div>
        </fieldset>
      ) : null}
    </form>
  );
}
