import { pageMeta } from '~/utils/seo';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import styles from '~/components/journeys/pages.module.css';
import { refusalHeaders, submitEnquiryForm } from '~/server/forms.server';
import { actionRetryAfterHeaders } from '~/utils/http';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('certification', '/certification');

const steps = ['attend', 'internal', 'final', 'result', 'certificate'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitEnquiryForm(request, context);
  return data(result, { status: result.ok ? 200 : result.status, headers: refusalHeaders(result) });
}

export default function Certification() {
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <>
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
      <section className="section section-alt">
        <div className={`container ${styles.narrow}`}>
          <h2>{t('certification.askTitle')}</h2>
          <p>{t('certification.askText')}</p>
          <div className="card">
            <EnquiryForm outcome={outcome} fixedSubject="certification-process" />
          </div>
        </div>
      </section>
    </>
  );
}
