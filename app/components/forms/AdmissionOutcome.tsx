// What the admission form shows once the server answered a step: the
// look-up's answer (the applicant's details, receipts, the waitlist's offer,
// a correction's second factor) and the received admission with its
// acknowledgement. None of it runs on the page's first screen (the look-up),
// so it is fetched when the visitor first touches the look-up or when an
// answer needs it (docs/decisions/055-the-budget-as-the-phone-pays.md): the
// UPI details, the applicant's table and the acknowledgement are not among
// /admission-form's first-load scripts.
import { Form, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { ApplicantTable } from '~/components/forms/ApplicantTable';
import { SecondFactorFields } from '~/components/forms/SecondFactorFields';
import { UtrField } from '~/components/forms/PaymentProofFields';
import { AdmissionAcknowledgement } from '~/components/forms/AdmissionAcknowledgement';
import { UpiPayment, type UpiPaymentInfo } from '~/components/forms/UpiPayment';
import { FeeAccountPanel, type FeeAnswer } from '~/components/forms/FeeAccountPanel';
import { useFormLabels } from '~/components/forms/labels';
import { StudyRecordPanel, type StudyRecordAnswer } from '~/components/forms/StudyRecordPanel';
import { bringIntoView, useAnswerCameWithPage } from '~/components/forms/bring-into-view';
import { outcomeAction, outcomeId, outcomeProps, outcomeRegion } from '~/components/forms/admission-outcome-region';
import type { FieldErrors } from '~/components/forms/fields';
import formStyles from '~/components/forms/forms.module.css';
import styles from '~/components/journeys/pages.module.css';
import { formatRupees, whatsappHref } from '../../../domain/catalogue/site';
import type { AdmissionReceipt, ApplicantSummary } from '~/utils/procedure-outputs';

/** The look-up's answer (every message in it in the page's language). */
export interface Details {
  step: 'details';
  applicant: ApplicantSummary;
  /** A correction's deadline in words, in the page's language. */
  correctionDeadline?: string;
  /** The second factor was refused (decision 048). */
  factorError?: string;
  /** When the batch applied for starts, in words (decision 049). */
  intakeStarts?: string;
  /** A seat offered from the waitlist (decision 051): its deadline in words and how to pay. */
  offerDeadline?: string;
  offerPayment?: UpiPaymentInfo;
  /** The claim of the offer: refused (with what was typed), or received. */
  claimError?: string;
  claimFieldErrors?: FieldErrors;
  claimValues?: Record<string, string>;
  claimed?: string;
  /** An admitted student's own study record, or its refused factor. */
  studyRecord?: StudyRecordAnswer;
  /** An admitted student's fee account (FeeAccountPanel.tsx). */
  fees?: FeeAnswer;
}

export type Done = { step: 'done'; receipt: AdmissionReceipt; message: string };

/**
 * An answer shown: in view and focused. One that came with the page (without
 * JavaScript, or sent before it ran), the #admission-outcome fragment has placed.
 */
function useBroughtIntoView(state: object) {
  const answerCameWithPage = useAnswerCameWithPage();
  useEffect(() => {
    if (!answerCameWithPage) bringIntoView(document.getElementById(outcomeId));
  }, [state, answerCameWithPage]);
}

/**
 * A number as WhatsApp needs it, with the country code: a 10-digit Indian
 * mobile gets +91 (someone reading from another country, or a phone that
 * does not assume India, reaches it too).
 */
const withCountryCode = (number: string) => {
  const digits = number.replace(/[^0-9]/g, '');
  if (number.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return number;
};

/** The institute's phone and WhatsApp beside "Please contact the institute for help"; nothing for an empty value. */
function InstituteContacts({ phone, whatsapp }: { phone: string; whatsapp: string }) {
  const { t } = useTranslation();
  const digits = (value: string) => value.replace(/[^0-9+]/g, '');
  if (!phone && !whatsapp) return null;
  return (
    <ul className="institute-contacts">
      {phone ? (
        <li>
          {t('admissionForm.phone')} <a href={`tel:${digits(phone)}`}>{phone}</a>
        </li>
      ) : null}
      {whatsapp ? (
        <li>
          {t('admissionForm.whatsapp')} <a href={whatsappHref(whatsapp)}>{withCountryCode(whatsapp)}</a>
        </li>
      ) : null}
    </ul>
  );
}

/** The fee receipts the applicant can open and print, once the institute verified each fee. */
function ReceiptLinks({ applicant }: { applicant: ApplicantSummary }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const links = [
    applicant.receipt
      ? { row: t('admissionForm.receiptRow'), referenceId: applicant.referenceId, label: applicant.receipt }
      : null,
    applicant.admissionReceipt ? { row: t('admissionForm.admissionReceiptRow'), ...applicant.admissionReceipt } : null,
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className="receipt-links" data-testid="receipt-links">
      {links.map((link) => (
        <li key={link.referenceId}>
          {link.row}:{' '}
          <a href={localePath(`/receipt/${link.referenceId}`)}>{t('admissionForm.openReceipt', { label: link.label })}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A registration sent back for a correction: by when, and the second factor
 * that opens staff's remark (the date of birth, or the mobile's last four
 * digits). Written out like the look-up's field: no table of English problems in the browser.
 */
function CorrectionFactor({ referenceId, deadline, error }: { referenceId: string; deadline: string; error?: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const opening = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'verify';
  return (
    <div>
      <p className="alert" role="note">
        <strong>{t('correction.requested', { deadline })}</strong>
      </p>
      <Form method="post" action={outcomeAction} encType="multipart/form-data" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="referenceId" value={referenceId} />
        <p id="factor-hint">{t('correction.factorIntro')}</p>
        {error ? (
          <p className="field-error" id="factor-error" role="alert">
            {error}
          </p>
        ) : null}
        <SecondFactorFields describedBy={error ? 'factor-hint factor-error' : 'factor-hint'} invalid={Boolean(error)} />
        <button type="submit" className="btn btn-accent" disabled={opening}>
          {opening ? t('correction.opening') : t('correction.open')}
        </button>
      </Form>
    </div>
  );
}

/**
 * On a full batch's waitlist (decision 051): the place in line, or the seat
 * offered with its deadline, the registration fee's UPI details and the
 * claim (the second factor and the UTR). A plain form: it works without
 * JavaScript, and its answer is shown in place.
 */
function WaitlistStep({ state }: { state: Details }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const claiming = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'claim';
  const waitlist = state.applicant.waitlist!;
  const errors = state.claimFieldErrors ?? {};
  const values = state.claimValues ?? {};
  if (state.claimed) {
    return (
      <p className="alert alert-success" role="status" data-testid="waitlist-claimed">
        {t('waitlist.claimDone')}
      </p>
    );
  }
  if (waitlist.stage === 'waiting') {
    return (
      <p className="alert" role="note" data-testid="waitlist-stage">
        {waitlist.position ? t('waitlist.waiting', { position: waitlist.position }) : t('waitlist.waitingNoPosition')}
      </p>
    );
  }
  if (waitlist.stage === 'lapsed')
    return (
      <p className="alert" role="note" data-testid="waitlist-stage">
        {t('waitlist.lapsed')}
      </p>
    );
  if (waitlist.stage === 'claimed')
    return (
      <p className="alert alert-success" role="note" data-testid="waitlist-stage">
        {t('waitlist.claimed')}
      </p>
    );
  const fee = state.offerPayment ? formatRupees(state.offerPayment.amount) : '';
  const factorError = errors.dob?.[0] ?? errors.mobileLastFour?.[0];
  return (
    <div data-testid="waitlist-offer">
      <p className="alert" role="note">
        <strong>{t('waitlist.offered', { fee, date: state.offerDeadline ?? '' })}</strong>
      </p>
      <h3>{t('waitlist.claimTitle')}</h3>
      {state.offerPayment ? <UpiPayment payment={state.offerPayment} label={t('application.feeLabel', { fee })} /> : null}
      <Form method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="intent" value="claim" />
        <input type="hidden" name="referenceId" value={state.applicant.referenceId} />
        <p id="claim-hint">{t('waitlist.claimIntro')}</p>
        {state.claimError ? (
          <p className="field-error" id="claim-error" role="alert">
            {state.claimError}
          </p>
        ) : null}
        <SecondFactorFields describedBy="claim-hint" invalid={Boolean(factorError)} values={values} />
        <UtrField errors={errors} utr={values.utr} />
        <button type="submit" className="btn btn-accent" disabled={claiming}>
          {t('waitlist.claim')}
        </button>
      </Form>
    </div>
  );
}

/** The admission received: the reference and the acknowledgement to print. */
export function AdmissionDone({ state }: { state: Done }) {
  const { t } = useTranslation();
  useBroughtIntoView(state);
  return (
    <div {...outcomeRegion(true)}>
      <div className="alert alert-success" role="status">
        <strong>{state.message}</strong>
        <p>
          {t('admissionForm.successBefore')} <span className={formStyles.reference}>{state.receipt.admissionReferenceId}</span>
          {t('admissionForm.successAfter')}
        </p>
        {/* Said plainly: a success that is not believed is paid twice. */}
        <p>{t('admissionForm.nothingToPay')}</p>
      </div>
      <AdmissionAcknowledgement receipt={state.receipt} />
    </div>
  );
}

/** The look-up's answer: the applicant's details and what the registration's stage allows. */
export function AdmissionDetails({ state, contact }: { state: Details; contact: { phone: string; whatsapp: string } }) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  const navigation = useNavigation();
  const proceeding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'proceed';
  useBroughtIntoView(state);
  return (
    <div {...outcomeProps(true)} className={`${styles.lookupResult} outcome-region`}>
      <h3>{t('admissionForm.applicantDetails')}</h3>
      <ApplicantTable
        applicant={state.applicant}
        caption={t('admissionForm.applicantDetails')}
        rows={['name', 'email', 'mobile', 'course', 'status', 'remark', 'admissionRemark']}
      />
      <ReceiptLinks applicant={state.applicant} />
      {state.intakeStarts ? (
        <p data-testid="intake-starts">
          {t('intakes.yourBatch', {
            date: state.intakeStarts,
            centre: labels.centre(state.applicant.centre, state.applicant.centreName),
          })}
        </p>
      ) : null}
      {state.applicant.canProceed ? (
        <Form method="post" action={outcomeAction} encType="multipart/form-data">
          <input type="hidden" name="intent" value="proceed" />
          <input type="hidden" name="referenceId" value={state.applicant.referenceId} />
          <button type="submit" className="btn btn-accent" disabled={proceeding}>
            {t('admissionForm.proceed')}
          </button>
        </Form>
      ) : state.applicant.admissionStatus ? (
        <div className="alert alert-success" data-testid="admission-received">
          <p>
            {t('admissionForm.received', {
              status: labels.status(state.applicant.admissionStatus),
            })}
          </p>
          {state.applicant.admissionReferenceId ? (
            <p>
              {t('admissionForm.admissionIdLabel')}{' '}
              <strong className={formStyles.reference} data-testid="admission-reference-id">
                {state.applicant.admissionReferenceId}
              </strong>
            </p>
          ) : null}
        </div>
      ) : state.applicant.status === 'REJECTED' ? (
        <div>
          <p>{t('admissionForm.notApproved')}</p>
          {/* The old client's update-status rejects without a reason: say so, and how to reach the office. */}
          {state.applicant.remark ? null : <p data-testid="no-reason">{t('admissionForm.noReason')}</p>}
          <InstituteContacts {...contact} />
        </div>
      ) : state.applicant.waitlist ? (
        <WaitlistStep state={state} />
      ) : state.applicant.correction?.stage === 'requested' ? (
        <CorrectionFactor
          referenceId={state.applicant.referenceId}
          deadline={state.correctionDeadline ?? ''}
          error={state.factorError}
        />
      ) : state.applicant.correction?.stage === 'expired' ? (
        <div>
          <p>{t('correction.expired')}</p>
          <InstituteContacts {...contact} />
        </div>
      ) : state.applicant.correction?.stage === 'corrected' ? (
        <p>{t('correction.corrected')}</p>
      ) : (
        <p>{t('admissionForm.reviewing')}</p>
      )}
      {state.applicant.admissionStatus === 'APPROVED' ? (
        <StudyRecordPanel referenceId={state.applicant.referenceId} answer={state.studyRecord} />
      ) : null}
      <FeeAccountPanel referenceId={state.applicant.referenceId} hasAccount={state.applicant.feeAccount} fees={state.fees} />
    </div>
  );
}
