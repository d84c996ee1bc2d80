import { pageMeta } from '~/utils/seo';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { EnquiryForm } from '~/components/forms/EnquiryForm';
import styles from '~/components/journeys/pages.module.css';
import { refusalHeaders, submitEnquiryForm } from '~/server/forms.server';
import { actionRetryAfterHeaders } from '~/utils/http';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('certification', '/certification');

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitEnquiryForm(request, context);
  return data(result, { status: result.ok ? 200 : result.status, headers: refusalHeaders(result) });
}

export default function Certification() {
  const outcome = useActionData<typeof action>();
  return (
    <>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          <h1>Certification</h1>
          <p>
            Every diploma and advance diploma course runs for 370 hours (about one year) and carries 18 credits. Your
            certificate shows your course, your grade and your course ID.
          </p>
          <h2>How certification works</h2>
          <ol className={styles.processList}>
            <li>
              <strong>Attend and practise.</strong> Classes and practical sessions at your centre, or online study
              with practical assignments.
            </li>
            <li>
              <strong>Internal assessment.</strong> Assignments, practical tests and attendance through the course.
            </li>
            <li>
              <strong>Final examination.</strong> A written and a practical examination at the end of the course.
            </li>
            <li>
              <strong>Result and grade.</strong> Marks are graded on the course&apos;s grading table and results are
              announced at your centre.
            </li>
            <li>
              <strong>Certificate and marksheet.</strong> Collected from your centre with your admission reference ID
              and a photo identity card.
            </li>
          </ol>
        </div>
      </section>
      <section className="section section-alt">
        <div className={`container ${styles.narrow}`}>
          <h2>Ask about certification</h2>
          <p>Lost certificate, a correction, verification for an employer? Send us your question.</p>
          <div className="card">
            <EnquiryForm outcome={outcome} fixedSubject="certification-process" />
          </div>
        </div>
      </section>
    </>
  );
}
