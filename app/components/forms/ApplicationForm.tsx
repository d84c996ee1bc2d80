// The application form of /admissions. Without JavaScript it is a plain
// multipart form posting to the page's action, with every part visible. With
// JavaScript: the course list follows the program, the payment part opens
// with 'Proceed to Payment', pictures are shrunk in the browser, and the form
// is sent with XMLHttpRequest to /admissions/submit so the page can show
// upload progress. Each document starts uploading as soon as it is chosen
// (resumable, useStagedUploads), so the final submit carries only the fields
// and the staged upload ids (useStagedSubmit). Both paths run the same server
// code and schema. Its parts: CourseFieldset, AboutYouFieldset, the document
// pickers drawn from the document table (DocumentInputs), the payment and
// WaitlistFieldset; ApplicationSummary says a refusal.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { formatRupees } from '../../../domain/catalogue/site';
import { saidMessage } from '../../../domain/said';
import { Acknowledgement } from './Acknowledgement';
import { AboutYouFieldset } from './AboutYouFieldset';
import {
  connectionLost,
  failureMessage,
  paymentFields,
  type ApplicationOutcome,
  type BatchChoice,
  type CourseOption,
} from './application-outcome';
import { ApplicationSummary } from './ApplicationSummary';
import { CourseFieldset, useCourseChoice } from './CourseFieldset';
import { DocumentInputs } from './DocumentInputs';
import { bringIntoView, describedBy, FieldError, focusFirstError, useHydrated, type FieldErrors } from './fields';
import styles from './forms.module.css';
import { PaymentProofFields } from './PaymentProofFields';
import { UpiPayment, type UpiPaymentInfo } from './UpiPayment';
import { useOnDemand } from './useOnDemand';
import { shrinkPicture } from './picture-shrink';
import { DraftNote } from './draft/DraftNote';
import { useFormDraft } from './draft/useFormDraft';
import { UploadStatus, useStagedUploads } from './useStagedUploads';
import { post, useStagedSubmit } from './useStagedSubmit';
import { WaitlistFieldset, type FullBatch } from './WaitlistFieldset';

export type { ApplicationOutcome, BatchChoice, CourseOption };

// The zod pre-check, fetched when the visitor first touches the form.
const loadSchemas = () => import('../../../domain/schemas/registration');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export function ApplicationForm(props: {
  courses: CourseOption[];
  /** The course chosen before the form (a course page's "Enroll Now"), and its program. */
  chosen?: { courseCode: string; program: string };
  centres: { id: string; title: string }[];
  payment: UpiPaymentInfo;
  /** Full batches (decision 051): the form offers to join one's waitlist without paying. */
  fullBatches?: FullBatch[];
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
  const hydrated = useHydrated();
  // Read on every render, the server's too, so the page carries these words:
  // only the hydrated page shows them, and a button must never show up empty
  // while the complete messages load (app/i18n/page-messages.tsx).
  const proceedLabel = t('application.proceed');
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<ApplicationOutcome | undefined>(props.initial);
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const values: Record<string, string> = failed?.values ?? props.chosen ?? {};
  const [errors, setErrors] = useState<FieldErrors>(failed?.fieldErrors ?? {});
  const [program, setProgram] = useState(values.program ?? '');
  const [dob, setDob] = useState(values.dob ?? '');
  const { choice, setChoice, readChoice } = useCourseChoice(formRef, values, hydrated);
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
  }, [readChoice]);
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
      for (const [field, file] of Object.entries(saved.files)) chooseDocument(field)(file);
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
  const stagedSubmit = useStagedSubmit(uploads);
  const waitingForUploads = stagedSubmit.waiting;
  const chooseDocument = (field: string) => (file: File | null) =>
    uploads.choose(field, file, (chosen) => shrinkPicture(chosen, field));
  const uploadStatus = (field: string) => <UploadStatus id={field} state={uploads.states[field]} />;

  // The page's own answer (posted without JavaScript, or before it ran), or one the script fetched.
  if (outcome?.ok) return <Acknowledgement receipt={outcome.receipt} cameWithPage={outcome === props.initial} />;
  const documentProps = { program, errors, choose: chooseDocument, status: uploadStatus };
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
      // The documents already on their way: wait for them, then name them (the
      // address's limit is said under the file it met first, in view there).
      const ready = await stagedSubmit.stage(form, formDataOf(form), {
        prepare: shrinkPicture,
        refuse: setErrors,
        keepFileName: true,
      });
      if (!ready) return;
      const staged = ready;
      setProgress(0);
      const response = await post(props.xhrUrl, ready.body, setProgress);
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
      setSending(false);
      setProgress(null);
    }
  };

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
      <ApplicationSummary failed={failed} errors={errors} sentByScript={sentByScript} summaryRef={summaryRef} />

      <CourseFieldset
        courses={props.courses}
        centres={props.centres}
        batches={props.batches}
        hydrated={hydrated}
        choice={choice}
        program={program}
        setProgram={setProgram}
        values={values}
        errors={errors}
      />

      <AboutYouFieldset hydrated={hydrated} dob={dob} setDob={setDob} values={values} errors={errors} />

      <fieldset className={styles.fieldset}>
        <legend>{t('application.documents')}</legend>
        <p className="field-hint">{t('application.documentsHint')}</p>
        <div className={styles.grid}>
          <DocumentInputs place="identity" {...documentProps} />
        </div>
        <h3>{t('application.qualification')}</h3>
        <div className={styles.grid}>
          <DocumentInputs place="qualification" {...documentProps} />
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

      <WaitlistFieldset
        fullBatches={props.fullBatches}
        sending={sending}
        onJoin={() => {
          joiningWaitlist.current = true;
        }}
      />
    </form>
  );
}
