// The second stage: look up a registration, and for an APPROVED one pay the
// admission fee by UPI and send the proof. Every step is a POST of the same
// multipart form, so it works without JavaScript; with it, Remix submits
// without reloading, and the screenshot is shrunk and starts uploading as
// soon as it is chosen (resumable), so the submit only names it.
// The action sends its messages in the page's language: the look-up, the
// page's first step, shows them as they come and loads no table of
// English problems (docs/decisions/027-admission-form-messages-from-the-server.md).
import { pageMeta } from '~/utils/seo';
import { randomBytes } from 'node:crypto';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { ErrorBoundary as SiteErrorBoundary } from '~/root';
import { useTranslation } from '~/i18n/translation';
import { useInstituteName } from '~/i18n/catalogue';
import type { FieldErrors } from '~/components/forms/fields';
import { bringIntoView, useAnswerCameWithPage } from '~/components/forms/bring-into-view';
import {
  AdmissionDetails as ServerAdmissionDetails,
  AdmissionDone as ServerAdmissionDone,
  type Details,
  type Done,
} from '~/components/forms/AdmissionOutcome';
import { outcomeAction, outcomeId, outcomeProps, outcomeRegion } from '~/components/forms/admission-outcome-region';
import formStyles from '~/components/forms/forms.module.css';
import styles from '~/components/journeys/pages.module.css';
import { fieldErrorsIn, problemTextFor, refusalHeaders, refusalOf } from '~/actions/form-actions.server';
import type { ApplicantSummary } from '~/utils/procedure-outputs';
import { hydratedAfterLoad } from '~/components/forms/after-load';
import { PaymentStep as ServerPaymentStep, type PayState } from '~/components/forms/AdmissionPayment';
import { actionRetryAfterHeaders } from '~/utils/http';
import { languageOfPath } from '../../domain/language-paths';
import { SavedAdmission as ServerSavedAdmission } from '~/components/forms/draft/SavedAdmission';
import { mayHoldSavedForms } from '~/components/forms/draft/draft-database';
import { CorrectionStep as ServerCorrectionStep, type CorrectState } from '~/components/forms/CorrectionStep';
import type { Language } from '../../domain/vocabulary';
import { indiaDay, indiaDayAndTime } from '../../domain/dates';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('admissionForm', '/admission-form');

export async function loader({ request, context }: LoaderFunctionArgs) {
  // In words, in the page's language: November 2026 / नवंबर 2026.
  const locale = languageOfPath(new URL(request.url).pathname) === 'hi' ? 'hi-IN' : 'en-IN';
  const monthYear = new Date().toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const { name, phone, whatsapp } = await context.api.settings.identity();
  return { monthYear, instituteName: name, contact: { phone, whatsapp } };
}

// Every message in it is in the page's language (problemTextFor).
type ActionData =
  | {
      step: 'lookup';
      error?: string;
      /** No registration has that reference id: the page says where to find it. */
      notFound?: boolean;
      fieldErrors?: FieldErrors;
      values?: Record<string, string>;
    }
  | Details
  | PayState
  | CorrectState
  | Done
  | { step: 'corrected'; message: string; referenceId: string };

/** The look-up's answer, with a correction's deadline in words. */
const detailsOf = (language: Language, applicant: ApplicantSummary, factorError?: string): ActionData => ({
  step: 'details',
  applicant,
  ...(applicant.correction ? { correctionDeadline: indiaDay(applicant.correction.deadlineAt, language) } : {}),
  ...(factorError ? { factorError } : {}),
  ...(applicant.waitlist?.stage === 'offered' && applicant.waitlist.deadlineAt
    ? { offerDeadline: indiaDay(applicant.waitlist.deadlineAt, language) }
    : {}),
  ...(applicant.intake
    ? {
        intakeStarts: indiaDayAndTime(applicant.intake.startsAt, language),
      }
    : {}),
});

const newKey = () => randomBytes(16).toString('base64url');

export async function action({ request, context }: ActionFunctionArgs) {
  const say = problemTextFor(request);
  // The answer to a correction carries the application's documents (decision 048).
  if (new URL(request.url).searchParams.has('correct')) {
    return correctionAction(request, context, say);
  }
  try {
    return await context.withUpload(request, { form: 'admission', guard: ['submit', 'lookup'] }, async (upload) => {
      const fields = upload.fields;
      const referenceId = fields.referenceId ?? '';
      const language = languageOfPath(new URL(request.url).pathname);
      if (fields.intent === 'admit') {
        try {
          const receipt = await upload.api.admissions.submit({
            referenceId,
            dob: fields.dob ?? '',
            mobileLastFour: fields.mobileLastFour ?? '',
            utr: fields.utr ?? '',
            idempotencyKey: fields.idempotencyKey || undefined,
            language: languageOfPath(new URL(request.url).pathname),
          });
          return data<ActionData>(
            {
              step: 'done',
              receipt,
              message: say({ key: 'admission.success' }),
            },
            { status: 201 },
          );
        } catch (error) {
          const refusal = refusalOf(error, context, languageOfPath(new URL(request.url).pathname));
          const applicant = await context.api.registrations.lookup({ referenceId }).catch(() => null);
          if (!applicant) {
            return data<ActionData>(
              {
                step: 'lookup',
                error: say(refusal.message),
                notFound: refusal.said?.key === 'admission.lookupFailed',
                values: { referenceId },
              },
              { status: refusal.status, headers: refusalHeaders(refusal) },
            );
          }
          const payment = await context.api.admissions.paymentInfo({
            referenceId: applicant.referenceId,
          });
          return data<ActionData>(
            {
              step: 'pay',
              applicant,
              payment,
              idempotencyKey: fields.idempotencyKey || newKey(),
              error: say(refusal.message),
              fieldErrors: fieldErrorsIn(say, refusal.fieldErrors),
              values: { utr: fields.utr ?? '', dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '' },
            },
            { status: refusal.status, headers: refusalHeaders(refusal) },
          );
        }
      }
      if (fields.intent === 'claim') {
        return claimAction(context, say, language, referenceId, fields);
      }
      if (fields.intent === 'verify') {
        return verifyCorrection(context, say, language, referenceId, {
          dob: fields.dob ?? '',
          mobileLastFour: fields.mobileLastFour ?? '',
        });
      }
      try {
        const applicant = await context.api.registrations.lookup({
          referenceId,
        });
        if (fields.intent === 'proceed' && applicant.canProceed) {
          const payment = await context.api.admissions.paymentInfo({
            referenceId: applicant.referenceId,
          });
          return data<ActionData>({
            step: 'pay',
            applicant,
            payment,
            idempotencyKey: newKey(),
          });
        }
        return data<ActionData>(await withOfferPayment(context, detailsOf(language, applicant)));
      } catch (error) {
        const refusal = refusalOf(error, context, languageOfPath(new URL(request.url).pathname));
        return data<ActionData>(
          {
            step: 'lookup',
            error: say(refusal.message),
            notFound: refusal.said?.key === 'admission.lookupFailed',
            fieldErrors: fieldErrorsIn(say, refusal.fieldErrors),
            values: { referenceId },
          },
          { status: refusal.status, headers: refusalHeaders(refusal) },
        );
      }
    });
  } catch (error) {
    // The body itself was refused (too large, not a form).
    const refusal = refusalOf(error, context, languageOfPath(new URL(request.url).pathname));
    return data<ActionData>(
      { step: 'lookup', error: say(refusal.message) },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
}

type Say = ReturnType<typeof problemTextFor>;
type Factor = { dob: string; mobileLastFour: string };

/** A seat offered from the waitlist: the registration fee's UPI details beside the claim (decision 051). */
async function withOfferPayment(context: ActionFunctionArgs['context'], details: ActionData): Promise<ActionData> {
  if (details.step !== 'details' || details.applicant.waitlist?.stage !== 'offered') return details;
  return { ...details, offerPayment: await context.api.registrations.paymentInfo() };
}

/** The applicant pays for the offered seat: the second factor and the UTR; the look-up answers again. */
async function claimAction(
  context: ActionFunctionArgs['context'],
  say: Say,
  language: Language,
  referenceId: string,
  fields: Record<string, string | undefined>,
) {
  const values = { dob: fields.dob ?? '', mobileLastFour: fields.mobileLastFour ?? '', utr: fields.utr ?? '' };
  let refused: ReturnType<typeof refusalOf> | null = null;
  try {
    await context.api.registrations.claimOffer({ referenceId, ...values });
  } catch (error) {
    refused = refusalOf(error, context, language);
  }
  const applicant = await context.api.registrations.lookup({ referenceId }).catch(() => null);
  if (!applicant) {
    return data<ActionData>(
      { step: 'lookup', error: refused?.message ?? say({ key: 'admission.lookupFailed' }), values: { referenceId } },
      { status: refused?.status ?? 404 },
    );
  }
  const details = (await withOfferPayment(context, detailsOf(language, applicant))) as Details;
  if (!refused) return data<ActionData>({ ...details, claimed: say({ key: 'waitlist.claimed' }) });
  return data<ActionData>(
    {
      ...details,
      claimError: say(refused.message),
      claimFieldErrors: fieldErrorsIn(say, refused.fieldErrors),
      claimValues: { dob: values.dob, mobileLastFour: values.mobileLastFour, utr: values.utr },
    },
    { status: refused.status, headers: refusalHeaders(refused) },
  );
}

/**
 * The second factor: the correction's remark and what it asks, or the
 * look-up again with the refusal (the same words for an unknown id and a
 * wrong factor).
 */
async function verifyCorrection(
  context: ActionFunctionArgs['context'],
  say: Say,
  language: Language,
  referenceId: string,
  factor: Factor,
) {
  try {
    const correction = await context.api.registrations.correction({
      referenceId,
      ...factor,
    });
    return data<ActionData>({
      step: 'correct',
      correction,
      deadline: indiaDay(correction.deadlineAt, language),
      factor,
      idempotencyKey: newKey(),
    });
  } catch (error) {
    const refusal = refusalOf(error, context, language);
    const applicant = await context.api.registrations.lookup({ referenceId }).catch(() => null);
    return data<ActionData>(
      applicant
        ? detailsOf(language, applicant, say(refusal.message))
        : { step: 'lookup', error: say(refusal.message), values: { referenceId } },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
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
async function correctionAction(request: Request, context: ActionFunctionArgs['context'], say: Say) {
  const language = languageOfPath(new URL(request.url).pathname);
  let fields: Record<string, string> = {};
  try {
    return await context.withUpload(request, { form: 'application', guard: 'submit' }, async (upload) => {
      fields = upload.fields;
      const values = Object.fromEntries(
        Object.entries(fields)
          .filter(([key]) => key.startsWith('values.'))
          .map(([key, value]) => [key.slice('values.'.length), value]),
      );
      const referenceId = fields.referenceId ?? '';
      await upload.api.registrations.correct({
        referenceId,
        dob: fields.dob ?? '',
        mobileLastFour: fields.mobileLastFour ?? '',
        values,
        idempotencyKey: fields.idempotencyKey || undefined,
      });
      return data<ActionData>(
        {
          step: 'corrected',
          message: say({ key: 'correction.sent' }),
          referenceId,
        },
        { status: 201 },
      );
    });
  } catch (error) {
    const refusal = refusalOf(error, context, languageOfPath(new URL(request.url).pathname));
    const referenceId = fields.referenceId ?? '';
    const factor = {
      dob: fields.dob ?? '',
      mobileLastFour: fields.mobileLastFour ?? '',
    };
    const correction = await context.api.registrations.correction({ referenceId, ...factor }).catch(() => null);
    if (!correction) {
      // Gone meanwhile (answered, past its deadline) or never opened: the look-up says where it stands.
      const applicant = await context.api.registrations.lookup({ referenceId }).catch(() => null);
      return data<ActionData>(
        applicant
          ? detailsOf(language, applicant, say(refusal.message))
          : { step: 'lookup', error: say(refusal.message), values: { referenceId } },
        { status: refusal.status, headers: refusalHeaders(refusal) },
      );
    }
    const typed = Object.fromEntries(
      Object.entries(fields)
        .filter(([key]) => key.startsWith('values.'))
        .map(([key, value]) => [key.slice('values.'.length), value]),
    );
    return data<ActionData>(
      {
        step: 'correct',
        correction,
        deadline: indiaDay(correction.deadlineAt, language),
        factor,
        idempotencyKey: fields.idempotencyKey || newKey(),
        error: say(refusal.message),
        fieldErrors: correctionFieldErrors(say, refusal.fieldErrors, correction.fields),
        values: typed,
      },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
}

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

export default function AdmissionFormPage() {
  const { monthYear, instituteName, contact } = useLoaderData<typeof loader>();
  const name = useInstituteName(instituteName);
  const state = useActionData<typeof action>() as ActionData | undefined;
  const { t } = useTranslation();
  const answerCameWithPage = useAnswerCameWithPage();
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
                          : ''
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
export function ErrorBoundary() {
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
