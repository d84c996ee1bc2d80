import { pageMeta } from '~/utils/seo';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
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
  return (
    <section className="section">
      <div className={`container ${styles.narrow}`}>
        <h1>Enquiry</h1>
        <p>
          Ask us about courses, fees, certification or admissions. We answer during office hours, Monday to Saturday,
          9:00 AM to 5:00 PM, by phone or email.
        </p>
        <div className="card">
          <EnquiryForm outcome={outcome} />
        </div>
      </div>
    </section>
  );
}
