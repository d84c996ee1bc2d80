import { pageMeta } from '~/utils/seo';
import { useTranslation } from '~/i18n/translation';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import { useEnquiryPageOutcome } from '~/components/forms/enquiry-page-outcome';
import { VerifyCertificateForm } from '~/components/forms/VerifyCertificate';
import styles from '~/components/journeys/pages.module.css';
import { enquiryPageAction, enquiryPageLoader } from '~/server/enquiry-page.server';

export { publicFormPageHeaders as headers } from '~/utils/http';

export const meta = pageMeta('certification', '/certification');

const steps = ['attend', 'internal', 'final', 'result', 'certificate'] as const;

// The enquiry form's loader and action, shared with the other page that holds it.
export const loader = enquiryPageLoader;
export const action = enquiryPageAction;

export default function Certification() {
  const { outcome, formKey } = useEnquiryPageOutcome();
  const { t } = useTranslation();
  return (
    <main>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          <h1>{t('certification.title')}</h1>
          <p>{t('certification.intro')}</p>
          <h2>{t('certification.howTitle')}</h2>
          <ol className={styles.processList}>
            {steps.map((step) => (
              <li key={step}>
                <strong>{t(`certification.steps.${step}.title`)}</strong> {t(`certification.steps.${step}.text`)}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" id="verify" aria-labelledby="verify-title">
        <div className={`container ${styles.narrow}`}>
          <h2 id="verify-title">{t('certification.verify.title')}</h2>
          <p>{t('certification.verify.text')}</p>
          <div className="card">
            <VerifyCertificateForm />
          </div>
        </div>
      </section>
      <section className="section section-alt">
        <div className={`container ${styles.narrow}`}>
          <h2>{t('certification.askTitle')}</h2>
          <p>{t('certification.askText')}</p>
          <div className="card">
            <EnquiryForm key={formKey} outcome={outcome} fixedSubject="certification-process" />
          </div>
        </div>
      </section>
    </main>
  );
}
