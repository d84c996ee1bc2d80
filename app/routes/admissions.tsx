import { pageMeta } from '~/utils/seo';
import { randomBytes } from 'node:crypto';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { courses } from '../../domain/catalogue/courses';
import { centreDetails, courseFees, formatRupees } from '../../domain/catalogue/site';
import { ApplicationForm } from '~/components/forms/ApplicationForm';
import styles from '~/components/journeys/pages.module.css';
import { refusalHeaders, submitRegistrationForm } from '~/server/forms.server';
import { actionRetryAfterHeaders } from '~/utils/http';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('admissions', '/admissions');

export async function loader({ context }: LoaderFunctionArgs) {
  const [settings, payment] = await Promise.all([context.api.settings.get(), context.api.registrations.paymentInfo()]);
  return data(
    {
      admissionSession: settings.admissionSession,
      payment,
      courses: courses.map(({ code, name, level }) => ({ code, name, level })),
      centres: centreDetails.map(({ id, title }) => ({ id, title })),
      // One per page view: a double click or a resend never stores two applications.
      idempotencyKey: randomBytes(16).toString('base64url'),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitRegistrationForm(request, context);
  return data(result, { status: result.ok ? 201 : result.status, headers: refusalHeaders(result) });
}

const steps = [
  { title: 'Choose your course', text: 'Pick a diploma or an advance diploma course, your centre and online or classroom study.' },
  { title: 'Fill in the form', text: 'Give your details and upload your photo, masked Aadhaar and certificates below.' },
  { title: 'Pay the registration fee', text: 'Pay the registration fee by UPI and upload the payment screenshot with its 12-digit UTR.' },
  { title: 'Complete your admission', text: 'Once your application is approved, pay the course fee on the admission form page.' },
];

const benefits = [
  'Practical classes on computers, with a system for every student',
  'Courses of 370 hours (about one year) and 18 credits',
  'Centres at Gandhinagar, Belwa and Azamnagar, close to home',
  'Online or distance study for working professionals',
  'Help with job applications and placements after the course',
  'Fees in instalments on request, paid safely by UPI',
];

export default function Admissions() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>Admissions {loaderData.admissionSession}</h1>
          <p>
            Admissions are open for {loaderData.admissionSession}. Apply online from your phone in a few minutes: fill
            in the form, upload your documents and pay the registration fee of{' '}
            {formatRupees(loaderData.payment.amount)} by UPI.
          </p>
          <div className={styles.heroActions}>
            <a className="btn btn-accent" href="#apply">
              Apply Now
            </a>
            <a className="btn" href="/admission-form">
              Already registered? Complete admission
            </a>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>How to get admission</h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title} className="card">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2>Course fees</h2>
          <div className={styles.tableWrap}>
            <table className={styles.feeTable}>
              <caption>Full course fee in rupees</caption>
              <thead>
                <tr>
                  <th scope="col">Study mode</th>
                  <th scope="col">Diploma</th>
                  <th scope="col">Advance Diploma</th>
                </tr>
              </thead>
              <tbody>
                {courseFees.map((row) => (
                  <tr key={row.mode}>
                    <th scope="row">{row.mode}</th>
                    <td>{formatRupees(row.diploma)}</td>
                    <td>{formatRupees(row.advanceDiploma)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>Why study with us</h2>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" id="apply">
        <div className={`container ${styles.narrow}`}>
          <h2>Apply Now</h2>
          <p>
            Every field is needed unless marked optional. Keep your photo, masked Aadhaar and certificates ready (a
            photo taken with your phone is fine).
          </p>
          <ApplicationForm
            key={actionData?.ok ? 'done' : 'form'}
            courses={loaderData.courses}
            centres={loaderData.centres}
            payment={loaderData.payment}
            idempotencyKey={actionData && !actionData.ok && actionData.values.idempotencyKey ? actionData.values.idempotencyKey : loaderData.idempotencyKey}
            initial={actionData}
            xhrUrl="/admissions/submit"
          />
        </div>
      </section>
    </>
  );
}
