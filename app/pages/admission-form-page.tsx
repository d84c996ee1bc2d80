// The second stage's page (/admission-form; the route is
// app/routes/admission-form.tsx, its journeys' actions app/actions/admission-form/):
// the look-up and whichever step the last answer opened. Every step is a POST
// of the same multipart form, so it works without JavaScript; with it, Remix
// submits without reloading, and the screenshot is shrunk and starts
// uploading as soon as it is chosen (resumable), so the submit only names it.
import { Form, useActionData, useLoaderData, useNavigation, useRouteError, useSearchParams } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { ErrorBoundary as SiteErrorBoundary } from '~/root';
import { useTranslation } from '~/i18n/translation';
import { useInstituteName } from '~/i18n/catalogue';
import type { FieldErrors } from '~/components/forms/fields';
import { bringIntoView, useAnswerCameWithPage } from '~/components/forms/bring-into-view';
import {
  AdmissionDetails as ServerAdmissionDetails,
  AdmissionDone as ServerAdmissionDone,
} from '~/components/forms/AdmissionOutcome';
import { outcomeAction, outcomeId, outcomeProps, outcomeRegion } from '~/components/forms/admission-outcome-region';
import formStyles from '~/components/forms/forms.module.css';
import styles from '~/components/journeys/pages.module.css';
import { hydratedAfterLoad } from '~/components/forms/after-load';
import { PaymentStep as ServerPaymentStep } from '~/components/forms/AdmissionPayment';
import { SavedAdmission as ServerSavedAdmission } from '~/components/forms/draft/SavedAdmission';
import { mayHoldSavedForms } from '~/components/forms/draft/draft-database';
import { CorrectionStep as ServerCorrectionStep } from '~/components/forms/CorrectionStep';
import type { AdmissionFormAnswer, admissionFormLoader } from '~/actions/admission-form/answers.server';

// Its one field is written out rather than through fields.tsx's `Field`: that
// one translates its message in the browser, and would bring the table of
// English problems (about 2.8 KB gzip) into this page's first load. The
// server's messages come translated.
function LookupForm({ errors, value }: { errors: FieldErrors; value?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const checking = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'lookup';
  const error = errors.referenceId?.[0];
  return (
    <Form
      method="post"
      action={outcomeAction}
      encType="multipart/form-data"
      noValidate
      // The answer's code, fetched while the visitor types the reference.
      onFocus={prefetchAnswers}
      onPointerDown={prefetchAnswers}
    >
      <input type="hidden" name="intent" value="lookup" />
      <div className={styles.inline}>
        <div className={`field ${styles.grow}`}>
          <label htmlFor="referenceId">{t('admissionForm.referenceLabel')}</label>
          <p className="field-hint" id="referenceId-hint">
            {t('admissionForm.referenceHint')}
          </p>
          <input
            id="referenceId"
            name="referenceId"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="REG-XXXXXXXX"
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'referenceId-hint referenceId-error' : 'referenceId-hint'}
          />
          {error ? (
            <p className="field-error" id="referenceId-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={checking}>
          {checking ? t('admissionForm.checking') : t('admissionForm.check')}
        </button>
      </div>
    </Form>
  );
}

// The payment step's scripts (UPI, drafts, staged uploads, checks) load after
// the page: until then it is the plain form the server rendered.
const PaymentStep = hydratedAfterLoad(
  import.meta.env.SSR ? ServerPaymentStep : undefined,
  () => import('~/components/forms/AdmissionPayment').then((module) => module.PaymentStep),
  [formStyles],
);

// The correction's uploads and saved form load after the page, as the payment step's do.
const CorrectionStep = hydratedAfterLoad(
  import.meta.env.SSR ? ServerCorrectionStep : undefined,
  () => import('~/components/forms/CorrectionStep').then((module) => module.CorrectionStep),
  [formStyles],
);

// The look-up's answer and the admission received (UPI details, the
// applicant's table, the acknowledgement): nothing of it runs before the
// server answered, so its code is fetched when the visitor first touches the
// look-up (loadAnswers) or when an answer is shown, not with the page
// (decision 055). Server-rendered (after a submit without JavaScript), it
// stays the server's HTML until the code arrives.
const loadAnswers = () => import('~/components/forms/AdmissionOutcome');
/** Ignores a failed fetch: the answer's own render tries again. */
const prefetchAnswers = () => void loadAnswers().catch(() => undefined);
const AnswerDetails = hydratedAfterLoad(
  import.meta.env.SSR ? ServerAdmissionDetails : undefined,
  () => loadAnswers().then((module) => module.AdmissionDetails),
  [formStyles, styles],
);
const AnswerDone = hydratedAfterLoad(
  import.meta.env.SSR ? ServerAdmissionDone : undefined,
  () => loadAnswers().then((module) => module.AdmissionDone),
  [formStyles],
);

// The offer to go on with a saved draft reads this device's drafts: it too
// waits for the page's load, and its code is fetched only when this browser
// has a database of saved forms.
const NoSavedAdmission = () => null;
const SavedAdmission = hydratedAfterLoad(
  import.meta.env.SSR ? ServerSavedAdmission : undefined,
  () =>
    mayHoldSavedForms().then((may) =>
      may ? import('~/components/forms/draft/SavedAdmission').then((module) => module.SavedAdmission) : NoSavedAdmission,
    ),
  [],
);

export function AdmissionFormPage() {
  const { monthYear, instituteName, contact } = useLoaderData<typeof admissionFormLoader>();
  const name = useInstituteName(instituteName);
  const state = useActionData() as AdmissionFormAnswer | undefined;
  const { t } = useTranslation();
  const answerCameWithPage = useAnswerCameWithPage();
  // The acknowledgement's "Check status later" link carries the reference id (?ref=): only an id's shape is filled in.
  const linked = useSearchParams()[0].get('ref')?.trim().toUpperCase() ?? '';
  const referenceFromLink = /^(REG|ADM)-[0-9A-Z]{8}$/.test(linked) ? linked : '';
  // Each answer (a new action result) is brought into view and focused, unless
  // it came with the page (the #admission-outcome fragment has placed it); the
  // look-up's answer and the admission received do it themselves (their code
  // may arrive after the answer: AdmissionOutcome.tsx).
  useEffect(() => {
    if (answerCameWithPage || !state || state.step === 'details' || state.step === 'done') return;
    bringIntoView(document.getElementById(outcomeId));
  }, [state, answerCameWithPage]);
  // Nothing is kept once the admission is received (also when a resend found it already stored).
  useEffect(() => {
    // Fetched only when there is something to forget: the drafts' code is not a first-load script.
    const forget = (scope?: string) =>
      void Promise.all([import('~/components/forms/draft/SavedAdmission'), import('~/components/forms/draft/useFormDraft')]).then(
        ([{ admissionDraftName }, { forgetFormDraft }]) => forgetFormDraft(admissionDraftName, scope),
      );
    // The server removed the staged copies it claimed: this device forgets their upload URLs.
    // (Its code is fetched only then: it is no part of the page's first load.)
    if (state?.step === 'corrected' || state?.step === 'done') {
      const form = state.step === 'done' ? 'admission' : 'application';
      void import('~/components/forms/staged-url-storage').then(({ forgetStagedUploads }) =>
        forgetStagedUploads(form, { terminate: false }),
      );
    }
    if (state?.step === 'corrected')
      void import('~/components/forms/draft/useFormDraft').then(({ forgetFormDraft }) =>
        forgetFormDraft('correction', state.referenceId),
      );
    if (state?.step === 'done') forget();
    else if (state?.step === 'details' && state.applicant.admissionStatus) forget(state.applicant.referenceId);
  }, [state]);
  return (
    <main>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          <div className="card">
            <header className={styles.formHeader}>
              <p>
                <strong>{name}</strong>
              </p>
              <h1>{t('admissionForm.heading')}</h1>
              <div className={styles.formMeta}>
                <span>{monthYear}</span>
                <span>{t('admissionForm.formNumber')}</span>
              </div>
            </header>

            {state?.step === 'pay' ? (
              <div {...outcomeRegion(true)}>
                {/* Keyed by the registration, not the key: a refused send keeps the step (and its saved draft session). */}
                <PaymentStep key={state.applicant.referenceId} state={state} />
              </div>
            ) : state?.step === 'correct' ? (
              <div {...outcomeRegion(true)}>
                <CorrectionStep key={state.correction.referenceId} state={state} />
              </div>
            ) : (
              <>
                {state?.step === 'done' ? <AnswerDone state={state} /> : null}
                {state?.step === 'corrected' ? (
                  <div className="alert alert-success" role="status" {...outcomeProps(true)}>
                    <strong>{state.message}</strong>
                  </div>
                ) : null}
                {/* A refused look-up opens at its step: the refusal and the field are right below. */}
                <h2 {...outcomeProps(state?.step === 'lookup')}>{t('admissionForm.step1')}</h2>
                {state ? null : <SavedAdmission />}
                {state?.step === 'lookup' && state.error && !state.fieldErrors?.referenceId ? (
                  <div className="alert alert-error" role="alert">
                    <strong>{state.error}</strong>
                    {state.notFound ? <p>{t('admissionForm.checkReference')}</p> : null}
                  </div>
                ) : null}
                <LookupForm
                  key={state?.step === 'details' ? state.applicant.referenceId : (state?.step ?? 'start')}
                  errors={state?.step === 'lookup' ? (state.fieldErrors ?? {}) : {}}
                  value={
                    state?.step === 'details'
                      ? state.applicant.referenceId
                      : state?.step === 'lookup'
                        ? state.values?.referenceId
                        : state?.step === 'corrected'
                          ? state.referenceId
                          : referenceFromLink
                  }
                />
                {state?.step === 'details' ? <AnswerDetails state={state} contact={contact} /> : null}
              </>
            )}
          </div>
        </div>
      </section>
    </main>
  );
}

/**
 * A step sent with JavaScript whose answer never came (the connection broke):
 * the browser's fetch fails with a TypeError, while the admission may already
 * be stored. In view and focused, it says not to pay again but to look the
 * registration up first. Any other error is the site's own error page.
 */
export function AdmissionFormError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const messageRef = useRef<HTMLDivElement>(null);
  const connectionLost = error instanceof TypeError;
  useEffect(() => {
    if (connectionLost) bringIntoView(messageRef.current);
  }, [connectionLost]);
  if (!connectionLost) return <SiteErrorBoundary />;
  return (
    <main>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          <div className="card">
            <h1>{t('admissionForm.heading')}</h1>
            <div className="alert alert-error" role="alert" id={outcomeId} tabIndex={-1} ref={messageRef}>
              <strong>{t('admissionForm.connectionLostTitle')}</strong>
              <p>{t('admissionForm.connectionLostText')}</p>
            </div>
            <h2>{t('admissionForm.step1')}</h2>
            <LookupForm errors={{}} />
          </div>
        </div>
      </section>
    </main>
  );
}
