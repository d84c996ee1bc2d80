// The application page, /admissions (its route, app/routes/admissions.tsx,
// keeps the URL): the session's batches, fees and steps, and the
// application form, the first stage (the second is /admission-form).
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { courseFees, formatRupees } from '../../domain/catalogue/site';
import { ApplicationForm as ServerApplicationForm } from '~/components/forms/ApplicationForm';
import { hydratedAfterLoad } from '~/components/forms/after-load';
import styles from '~/components/journeys/pages.module.css';
import formStyles from '~/components/forms/forms.module.css';
import type { applicationPageLoader, RegistrationFormResult } from '~/actions/application.server';
import { useLocalePath } from '~/i18n/use-language';
import { useFormLabels } from '~/components/forms/labels';

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

/** The rows of `courseFees`, in its order, and the mode whose plans set each row (none for working professionals). */
const feeModes = ['offline', 'onlineStudents', 'onlineWorking'] as const;
const planModes = ['Offline', 'Online', null] as const;

export function ApplicationPage() {
  const loaderData = useLoaderData<typeof applicationPageLoader>();
  const actionData = useActionData<RegistrationFormResult>();
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
                {courseFees.map((row, index) => {
                  const plan = planModes[index] ? loaderData.planFees[planModes[index]] : undefined;
                  return (
                    <tr key={row.mode}>
                      <th scope="row">{feeModes[index] ? t(`admissionsPage.feeModes.${feeModes[index]}`) : row.mode}</th>
                      <td>{formatRupees(plan?.diploma ?? row.diploma)}</td>
                      <td>{formatRupees(plan?.['advance-diploma'] ?? row.advanceDiploma)}</td>
                    </tr>
                  );
                })}
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
            chosen={loaderData.chosenCourse ?? undefined}
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

type IntakeCard = ReturnType<typeof useLoaderData<typeof applicationPageLoader>>['intakes'][number];

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
                <strong>{labels.intakeStage(intake)}</strong>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
