import { pageMeta } from '~/utils/seo';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import styles from '~/components/journeys/pages.module.css';
import { refusalHeaders, submitEnquiryForm } from '~/server/forms.server';
import { actionRetryAfterHeaders } from '~/utils/http';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('enquiry', '/enquiry');

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitEnquiryForm(request, context);
  return data(result, { status: result.ok ? 200 : result.status, headers: refusalHeaders(result) });
}

export default function Enquiry() {
  const outcome = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className="section">
      <div className={`container ${styles.narrow}`}>
        <h1>{t('enquiryForm.title')}</h1>
        <p>{t('enquiryForm.intro')}</p>
        <div className="card">
          <EnquiryForm outcome={outcome} />
        </div>
      </div>
    </section>
  );
}
