import { pageMeta } from '~/utils/seo';
import { randomBytes } from 'node:crypto';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { courses } from '../../domain/catalogue/courses';
import { centreDetails, courseFees, formatRupees } from '../../domain/catalogue/site';
import { ApplicationForm as ServerApplicationForm } from '~/components/forms/ApplicationForm';
import { hydratedAfterLoad } from '~/components/forms/after-load';
import styles from '~/components/journeys/pages.module.css';
import formStyles from '~/components/forms/forms.module.css';
import { refusalHeaders } from '~/actions/refusals.server';
import { submitRegistrationForm } from '~/actions/application.server';
import { actionRetryAfterHeaders, privateAnswer } from '~/utils/http';
import { useLocalePath } from '~/i18n/use-language';
import { useFormLabels } from '~/components/forms/labels';
import { languageOfPath } from '../../domain/language-paths';
import { indiaDay, indiaDayAndTime } from '../../domain/dates';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('admissions', '/admissions');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [settings, payment, intakes, choices] = await Promise.all([
    context.api.settings.get(),
    context.api.registrations.paymentInfo(),
    context.api.intakes.open(),
    context.api.intakes.choices(),
  ]);
  // Days in words made here, so server and browser agree.
  const language = languageOfPath(new URL(request.url).pathname);
  return data(
    {
      admissionSession: settings.admissionSession,
      payment,
      // The next batch of each course, centre and mode, with its seats left (decision 049).
      intakes: intakes.map((intake) => ({
        id: intake.id,
        courseCode: intake.courseCode,
        courseName: intake.courseName,
        centre: intake.centre,
        courseMode: intake.courseMode,
        stage: intake.stage,
        seatsLeft: intake.seatsLeft,
        starts: indiaDayAndTime(intake.startsAt, language, 'short'),
        opens: indiaDay(intake.opensAt, language, 'short'),
      })),
      // Full batches take a waitlist (decision 051): the form offers to join one.
      fullBatches: intakes
        .filter((intake) => intake.stage === 'full')
        .map((intake) => ({
          id: intake.id,
          courseCode: intake.courseCode,
          courseName: intake.courseName,
          centre: intake.centre,
          courseMode: intake.courseMode,
          starts: indiaDayAndTime(intake.startsAt, language, 'short'),
        })),
      // What the form offers (issue 30): per course, centre and mode with intakes, the batch a submit goes to.
      batches: choices.map((intake) => ({
        id: intake.id,
        courseCode: intake.courseCode,
        centre: intake.centre,
        courseMode: intake.courseMode,
        stage: intake.stage,
        seatsLeft: intake.seatsLeft,
        // The day only: a short line on a phone (the admissions page's list says the time).
        starts: indiaDay(intake.startsAt, language, 'short'),
        opens: indiaDay(intake.opensAt, language, 'short'),
      })),
      courses: courses.map(({ code, name, level }) => ({ code, name, level })),
      centres: centreDetails.map(({ id, title }) => ({ id, title })),
      // One per page view: a double click or a resend never stores two applications.
      idempotencyKey: randomBytes(16).toString('base64url'),
    },
    // A form token per view: never stored by anyone (the action's answers repeat what was typed).
    { headers: privateAnswer },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitRegistrationForm(request, context);
  return data(result, { status: result.ok ? 201 : result.status, headers: refusalHeaders(result) });
}

// The form's scripts (drafts, staged uploads, checks) load, and take the form
// over, when the visitor comes near it (#apply, the section around it) or
// uses a key or focus: until then it is the plain form the server rendered.
const ApplicationForm = hydratedAfterLoad(
  import.meta.env.SSR ? ServerApplicationForm : undefined,
  () => import('~/components/forms/ApplicationForm').then((module) => module.ApplicationForm),
  [formStyles],
  { near: '#apply' },
);

const steps = ['choose', 'fill', 'pay', 'complete'] as const;

// Facts shown elsewhere on the site, never promises nobody here has made.
const benefits = ['syllabus', 'hours', 'centres', 'online', 'jobs', 'fees'] as const;

/** The rows of `courseFees`, in its order. */
const feeModes = ['offline', 'onlineStudents', 'onlineWorking'] as const;

export default function Admissions() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const session = loaderData.admissionSession;
  return (
    <main>
      <section className={styles.hero}>
        <div className="container">
          <h1>{t('admissionsPage.title', { session })}</h1>
          <p>{t('admissionsPage.intro', { session, fee: formatRupees(loaderData.payment.amount) })}</p>
          <div className={styles.heroActions}>
            <a className="btn btn-accent" href="#apply">
              {t('admissionsPage.applyNow')}
            </a>
            <a className="btn" href={localePath('/admission-form')}>
              {t('admissionsPage.completeAdmission')}
            </a>
          </div>
        </div>
      </section>

      {loaderData.intakes.length > 0 ? <Intakes intakes={loaderData.intakes} /> : null}

      <section className="section">
        <div className="container">
          <h2>{t('admissionsPage.howTitle')}</h2>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step} className="card">
                <h3>{t(`admissionsPage.steps.${step}.title`)}</h3>
                <p>{t(`admissionsPage.steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt">
        <div className="container">
          <h2>{t('admissionsPage.feesTitle')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.feeTable}>
              <caption>{t('admissionsPage.feesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admissionsPage.studyMode')}</th>
                  <th scope="col">{t('vocabulary.programs.diploma')}</th>
                  <th scope="col">{t('vocabulary.programs.advance-diploma')}</th>
                </tr>
              </thead>
              <tbody>
                {courseFees.map((row, index) => (
                  <tr key={row.mode}>
                    <th scope="row">{feeModes[index] ? t(`admissionsPage.feeModes.${feeModes[index]}`) : row.mode}</th>
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
          <h2>{t('admissionsPage.whyTitle')}</h2>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>{t(`admissionsPage.benefits.${benefit}`)}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" id="apply">
        <div className={`container ${styles.narrow}`}>
          <h2>{t('admissionsPage.applyNow')}</h2>
          <p>{t('admissionsPage.applyIntro')}</p>
          <ApplicationForm
            key={actionData?.ok ? 'done' : 'form'}
            courses={loaderData.courses}
            centres={loaderData.centres}
            payment={loaderData.payment}
            fullBatches={loaderData.fullBatches}
            batches={loaderData.batches}
            idempotencyKey={
              actionData && !actionData.ok && actionData.values.idempotencyKey
                ? actionData.values.idempotencyKey
                : loaderData.idempotencyKey
            }
            initial={actionData}
            xhrUrl="/admissions/submit"
          />
        </div>
      </section>
    </main>
  );
}

type IntakeCard = ReturnType<typeof useLoaderData<typeof loader>>['intakes'][number];

/** The batches: when each starts and whether it takes applications ("12 seats left", "Full", "Opens 1 Jan"). */
function Intakes({ intakes }: { intakes: IntakeCard[] }) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  return (
    <section className="section" aria-labelledby="intakes-title">
      <div className="container">
        <h2 id="intakes-title">{t('intakes.title')}</h2>
        <p>{t('intakes.intro')}</p>
        <ul className={styles.intakes}>
          {intakes.map((intake) => (
            <li key={intake.id} className="card" data-testid={`intake-${intake.id}`}>
              <h3>{labels.course(intake.courseCode, intake.courseName)}</h3>
              <p>
                {labels.centre(intake.centre)} · {labels.courseMode(intake.courseMode)}
              </p>
              <p>{t('intakes.starts', { date: intake.starts })}</p>
              <p className={styles.intakeSeats}>
                <strong>
                  {intake.stage === 'upcoming'
                    ? t('intakes.opens', { date: intake.opens })
                    : intake.stage === 'full'
                      ? t('intakes.full')
                      : intake.seatsLeft === 1
                        ? t('intakes.oneSeatLeft')
                        : t('intakes.seatsLeft', { count: intake.seatsLeft })}
                </strong>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
