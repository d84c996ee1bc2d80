import { pageMeta } from '~/utils/seo';
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { useOfficeHoursText } from '~/i18n/office-hours';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import styles from '~/components/journeys/pages.module.css';
import { enquiryPageAction, enquiryPageLoader } from '~/server/enquiry-page.server';

export { publicFormPageHeaders as headers } from '~/utils/http';

export const meta = pageMeta('enquiry', '/enquiry');

// The enquiry form's loader and action, shared with the other page that holds it.
export const loader = enquiryPageLoader;
export const action = enquiryPageAction;

const sentOutcome = { ok: true } as const;

export default function Enquiry() {
  const { sent } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>() ?? (sent ? sentOutcome : undefined);
  // A new form (empty fields) after each navigation, including the redirect after a post.
  const { key } = useLocation();
  const { t } = useTranslation();
  const hours = useOfficeHoursText();
  return (
    <main>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          <h1>{t('enquiryForm.title')}</h1>
          <p>{t('enquiryForm.intro', { hours })}</p>
          <div className="card">
            <EnquiryForm key={key} outcome={outcome} />
          </div>
        </div>
      </section>
    </main>
  );
}
