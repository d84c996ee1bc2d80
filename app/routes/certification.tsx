import { pageMeta } from '~/utils/seo';
import { useTranslation } from '~/i18n/translation';
import { EnquiryForm as ServerEnquiryForm } from '~/components/forms/EnquiryForm';
import { hydratedAfterLoad } from '~/components/forms/after-load';
import formStyles from '~/components/forms/forms.module.css';
import { useEnquiryPageOutcome } from '~/components/forms/enquiry-page-outcome';
import { VerifyCertificateForm } from '~/components/forms/VerifyCertificate';
import styles from '~/components/journeys/pages.module.css';
import { enquiryPageAction, enquiryPageLoader } from '~/actions/enquiry-page.server';

export { publicFormPageHeaders as headers } from '~/utils/http';

export const meta = pageMeta('certification', '/certification');

// The enquiry form is the page's last section: its code (and its pre-check's
// loader) is fetched, and the form hydrated, when it comes into view or the
// visitor uses a key or focus (decision 055), as /admissions does with its
// application form. Not "within a screen": on a 360 x 740 phone it starts
// about 1.4 screens down, so that would fetch it at load. Until then it is
// the server's plain form, which works. The verify form above it stays with
// the page.
const EnquiryForm = hydratedAfterLoad(
  import.meta.env.SSR ? ServerEnquiryForm : undefined,
  () => import('~/components/forms/EnquiryForm').then((module) => module.EnquiryForm),
  [formStyles],
  { near: '#ask', margin: '0px' },
);

const steps = ['attend', 'internal', 'final', 'result', 'certificate'] as const;

// The enquiry form's loader and action, shared with the other page that holds it.
export const loader = enquiryPageLoader;
export const action = enquiryPageAction;

export default function Certification() {
  const { outcome, answerKey } = useEnquiryPageOutcome();
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
      <section className="section section-alt" id="ask">
        <div className={`container ${styles.narrow}`}>
          <h2>{t('certification.askTitle')}</h2>
          <p>{t('certification.askText')}</p>
          <div className="card">
            <EnquiryForm outcome={outcome} answerKey={answerKey} fixedSubject="certification-process" />
          </div>
        </div>
      </section>
    </main>
  );
}
