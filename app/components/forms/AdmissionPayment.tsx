// The admission form's payment step (UPI, proof, staged upload, draft): it is
// hydrated after the page has loaded (docs/decisions/022-forms-hydrate-after-load.md),
// so none of this is among /admission-form's first-load scripts.
import { Form, useNavigation, useSubmit } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { formatRupees } from '../../../domain/catalogue/site';
import { FieldError, focusFirstError, useHydrated, type FieldErrors } from '~/components/forms/fields';
import formStyles from '~/components/forms/forms.module.css';
import { PaymentProofFields } from '~/components/forms/PaymentProofFields';
import { UpiPayment } from '~/components/forms/UpiPayment';
import { ApplicantTable } from '~/components/forms/ApplicantTable';
import { SecondFactorFields } from '~/components/forms/SecondFactorFields';
import { useOnDemand } from '~/components/forms/useOnDemand';
import { UploadStatus, useStagedUploads } from '~/components/forms/useStagedUploads';
import { useStagedSubmit } from '~/components/forms/useStagedSubmit';
import type { UpiPayment as UpiPaymentData } from '~/utils/procedure-outputs';
import type { ApplicantSummary } from '~/utils/procedure-outputs';
import { useLocalePath } from '~/i18n/use-language';
import { useProblemText } from '~/i18n/problem-text';
import { DraftNote } from '~/components/forms/draft/DraftNote';
import { admissionDraftName } from '~/components/forms/draft/SavedAdmission';
import { useFormDraft } from '~/components/forms/draft/useFormDraft';
import { shrinkPicture } from '~/components/forms/picture-shrink';

/** The action's answer that shows the payment step. */
export type PayState = {
  step: 'pay';
  applicant: ApplicantSummary;
  payment: UpiPaymentData;
  idempotencyKey: string;
  /** The server's messages, in the page's language (app/actions/refusals.server.ts, problemTextFor). */
  error?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

// The zod pre-check of the payment step, fetched when the visitor first touches it.
const loadSchemas = () => import('../../../domain/schemas/admission');

/** The payment screenshot as the application form shrinks it. */
const shrinkScreenshot = (file: File) => shrinkPicture(file, 'paymentScreenshot');

export function PaymentStep({ state }: { state: PayState }) {
  const { t } = useTranslation();
  const say = useProblemText();
  const localePath = useLocalePath();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schemas = useOnDemand(loadSchemas);
  const formRef = useRef<HTMLFormElement>(null);
  // The UTR and the screenshot are kept on this device until the admission is sent.
  const uploads = useStagedUploads('admission');
  const draft = useFormDraft(formRef, {
    name: admissionDraftName,
    scope: state.applicant.referenceId,
    prepareFile: shrinkScreenshot,
    // A screenshot put back from this phone starts its upload as a chosen one does.
    onRestored: (saved) => {
      const screenshot = saved.files.paymentScreenshot;
      if (screenshot) uploads.choose('paymentScreenshot', screenshot, shrinkScreenshot);
    },
    // What was sent ahead is deleted too, on the server and on this device.
    onStartAgain: () => uploads.clear(),
  });
  const errors = clientErrors ?? state.fieldErrors ?? {};
  const stagedSubmit = useStagedSubmit(uploads);
  const waitingForUpload = stagedSubmit.waiting;
  const sending = waitingForUpload || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'admit');
  const { applicant, payment } = state;
  const screenshotRefused = Boolean(state.fieldErrors?.paymentScreenshot);
  const { forget } = uploads;
  useEffect(() => {
    // The server could not use the staged screenshot: the next submit carries the file itself.
    if (screenshotRefused) forget('paymentScreenshot');
  }, [screenshotRefused, forget, state]);
  return (
    <>
      <h2>{t('admissionForm.step2')}</h2>
      {state.error ? (
        <div className="alert alert-error" role="alert">
          <strong>{say({ key: 'admission.failure' })}</strong>
          {/* The server's message is in the page's language already. */}
          {Object.keys(state.fieldErrors ?? {}).length === 0 || state.error === say({ key: 'refusals.utrUsed' }) ? (
            <p>{state.error}</p>
          ) : null}
          {hydrated ? null : <p>{t('admissionForm.chooseAgain')}</p>}
        </div>
      ) : null}
      {/* The payment first, under the step's heading: whether this phone can pay is in view as the step opens. */}
      <h3>{t('admissionForm.paymentDetails')}</h3>
      <UpiPayment
        payment={payment}
        label={t('admissionForm.feeLabel', {
          fee: formatRupees(payment.amount),
        })}
      />
      <h3>{t('admissionForm.applicantInformation')}</h3>
      <ApplicantTable applicant={applicant} rows={['referenceId', 'name', 'fatherName', 'mobile', 'email', 'course', 'centre']} />
      <Form
        ref={formRef}
        method="post"
        // Without JavaScript the answer opens at its outcome (admission-form.tsx, outcomeProps).
        action="#admission-outcome"
        encType="multipart/form-data"
        noValidate
        onFocus={schemas.load}
        onPointerDown={schemas.load}
        // Not gated on `hydrated`: React calls it only once it has hydrated the
        // form, and a submit pressed while the form was hydrating is replayed
        // to it before the effect behind `hydrated` has run.
        onSubmit={async (event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const body = new FormData(form);
          const file = body.get('paymentScreenshot');
          const hasFile = file instanceof File && file.size > 0;
          // Pressing the button started the download: wait for it, so an
          // empty form is answered here, without a round trip.
          const checks = schemas.get() ?? (await schemas.load());
          const checked = checks?.checkAdmission(
            {
              referenceId: applicant.referenceId,
              dob: String(body.get('dob') ?? ''),
              mobileLastFour: String(body.get('mobileLastFour') ?? ''),
              utr: String(body.get('utr') ?? ''),
            },
            hasFile,
          );
          if (checked && !checked.success) {
            setClientErrors(checked.fieldErrors);
            focusFirstError(form, checked.fieldErrors);
            return;
          }
          setClientErrors(null);
          // The screenshot already on its way: wait for it, then name it.
          const ready = await stagedSubmit.stage(form, body, { prepare: shrinkPicture, refuse: setClientErrors });
          if (ready) submit(ready.body, { method: 'post', encType: 'multipart/form-data' });
        }}
      >
        <input type="hidden" name="intent" value="admit" />
        <input type="hidden" name="referenceId" value={applicant.referenceId} />
        <input type="hidden" name="idempotencyKey" value={draft.key ?? state.idempotencyKey} />
        <DraftNote draft={draft} />
        {/* The second factor (decision 067): a reference id alone cannot file the admission. */}
        <fieldset className="field" aria-describedby="admission-factor-intro">
          <legend>{t('admissionForm.factorTitle')}</legend>
          <p className="field-hint" id="admission-factor-intro">
            {t('admissionForm.factorIntro')}
          </p>
          <SecondFactorFields
            describedBy="admission-factor-intro dob-error"
            invalid={Boolean(errors.dob ?? errors.mobileLastFour)}
            values={state.values}
          />
          <FieldError id="dob" errors={errors.dob ?? errors.mobileLastFour} />
        </fieldset>
        <PaymentProofFields
          errors={errors}
          utr={state.values?.utr}
          onScreenshot={(file) => uploads.choose('paymentScreenshot', file, shrinkScreenshot)}
          screenshotStatus={<UploadStatus id="paymentScreenshot" state={uploads.states.paymentScreenshot} />}
        />
        <FieldError id="referenceId" errors={errors.referenceId} />
        {waitingForUpload ? <p role="status">{t('uploads.waiting')}</p> : null}
        <div className={formStyles.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t('admissionForm.submitting') : t('admissionForm.submit')}
          </button>
          <a className="btn" href={localePath('/admission-form')}>
            {t('admissionForm.back')}
          </a>
        </div>
      </Form>
    </>
  );
}
