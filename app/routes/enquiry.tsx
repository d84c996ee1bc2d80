import { pageMeta } from '~/utils/seo';
import { useTranslation } from '~/i18n/translation';
import { useOfficeHoursText } from '~/i18n/office-hours';
import { useEmailOn } from '~/utils/email-on';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import { useEnquiryPageOutcome } from '~/components/forms/enquiry-page-outcome';
import styles from '~/components/journeys/pages.module.css';
import { enquiryPageAction, enquiryPageLoader } from '~/actions/enquiry-page.server';

export { publicFormPageHeaders as headers } from '~/utils/http';

export const meta = pageMeta('enquiry', '/enquiry');

// The enquiry form's loader and action, shared with the other page that holds it.
export const loader = enquiryPageLoader;
export const action = enquiryPageAction;

export default function Enquiry() {
  const { outcome, answerKey } = useEnquiryPageOutcome();
  const { t } = useTranslation();
  const hours = useOfficeHoursText();
  const emailOn = useEmailOn();
  return (
    <main>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          <h1>{t('enquiryForm.title')}</h1>
          <p>{t(emailOn ? 'enquiryForm.intro' : 'enquiryForm.introNoEmail', { hours })}</p>
          <div className="card">
            <EnquiryForm outcome={outcome} answerKey={answerKey} />
          </div>
        </div>
      </section>
    </main>
  );
}
