// One module for the 15 syllabus pages and /Updating (see remix.config.ts):
// each page is built from the course catalogue.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { courseCredits } from '../../domain/catalogue/courses';
import { langOf } from '../../domain/content-language';
import { shownImage } from '../../domain/content-images';
import { institute, updatingPath } from '../../domain/catalogue/site';
import { languageOfPath, pathWithoutLanguage } from '../../domain/language-paths';
import { fill } from '../../domain/schemas/refusals';
import { ContentPhoto } from '~/components/site/ContentPhoto';
import { EnrollNow } from '~/components/site/EnrollDialog';
import { ArrowIcon, CheckIcon } from '~/components/site/icons';
import { BooksIllustration, LabIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import styles from '~/components/site/Syllabus.module.css';
import { courseBodyText, gradingText } from '~/i18n/course-text.server';
import { intakeCard } from '~/actions/intake-cards.server';
import { useLocalePath } from '~/i18n/use-language';
import { useFormLabels } from '~/components/forms/labels';
import { loadMessages } from '~/locales';
import { notFoundTitle, pageTextFromMatches, seo, siteFromMatches } from '~/utils/seo';

export async function loader({ request, context }: LoaderFunctionArgs) {
  // /hi/DCASyllabus is the same course as /DCASyllabus, in Hindi.
  const pathname = new URL(request.url).pathname;
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname).replace(/\/+$/, '');
  if (path === updatingPath) return { kind: 'updating' as const };
  // The catalogue in force (decision 070); an archived course has no page.
  const course = (await context.api.content.courses()).find((candidate) => candidate.syllabusPath === path);
  if (!course) throw new Response('Not Found', { status: 404 });
  return {
    kind: 'course' as const,
    path,
    course: { code: course.code, courseId: course.courseId, level: course.program, ...courseBodyText(language, course) },
    grading: gradingText(language, course.grading),
    // The course's image as staff published it (decision 084); none: the drawing as before.
    image: shownImage(language === 'hi' ? 'hi' : 'en', course.image),
    // For the meta description, which cannot use hooks.
    duration: (await loadMessages[language]()).syllabus.durationValue,
    // From the loader, so the page's JavaScript does not carry the whole catalogue.
    credits: courseCredits,
    // The course's next batches (decision 049); the page cache is rebuilt when seats change.
    intakes: (await context.api.intakes.open())
      .filter((intake) => intake.courseCode === course.code)
      .map((intake) => intakeCard(intake, language)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const site = siteFromMatches(matches);
  const language = languageOfPath(location.pathname);
  if (!data) return [{ title: notFoundTitle(matches) }];
  if (data.kind === 'updating') {
    const text = pageTextFromMatches(matches, 'updating');
    if (!text) return [{ title: institute.name }];
    return seo({ ...text, path: updatingPath }, site, language);
  }
  const text = pageTextFromMatches(matches, 'syllabus');
  if (!text) return [{ title: institute.name }];
  const { course } = data;
  const values = { name: course.name, courseId: course.courseId, duration: data.duration, credits: data.credits };
  return seo({ title: fill(text.title, values), description: fill(text.description, values), path: data.path }, site, language);
};

export default function SyllabusPage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'updating' ? <Updating /> : <Syllabus {...data} />;
}

function Updating() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <main>
      <PageHero
        eyebrow={t('syllabus.eyebrow')}
        title={t('syllabus.updatingTitle')}
        lead={t('syllabus.updatingLead')}
        actions={
          <>
            <EnrollNow />
            <Link to={localePath('/contact')} className="btn">
              {t('syllabus.contactOffice')}
            </Link>
          </>
        }
        art={<BooksIllustration />}
      />
      <section className="section">
        <div className="container">
          <div className={ui.noteBox}>
            <h2 style={{ fontSize: '1.25rem' }}>{t('syllabus.nowTitle')}</h2>
            <ul className={ui.checks}>
              {(['now1', 'now2', 'now3'] as const).map((key) => (
                <li key={key}>
                  <CheckIcon />
                  <span>{t(`syllabus.${key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={ui.actionsStart}>
            <Link to={localePath('/academics')} className="btn btn-primary">
              {t('syllabus.backToCourses')}
            </Link>
            <Link to={localePath('/enquiry')} className="btn">
              {t('syllabus.sendEnquiry')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

type CourseData = Extract<Awaited<ReturnType<typeof loader>>, { kind: 'course' }>;

/** The course's next batches: where, when, and seats left ("12 seats left", "Full", "Opens 1 Jan"). */
function NextIntakes({ intakes }: { intakes: CourseData['intakes'] }) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  if (intakes.length === 0) return null;
  return (
    <section className="section" aria-labelledby="next-batches">
      <div className="container">
        <h2 id="next-batches">{t('intakes.title')}</h2>
        <ul>
          {intakes.map((intake) => (
            <li key={intake.id} data-testid={`syllabus-intake-${intake.id}`}>
              {labels.centre(intake.centre)} · {labels.courseMode(intake.courseMode)}:{' '}
              {/* A separator, not a full stop: a Latin "." would end a Hindi sentence. */}
              {t('intakes.starts', { date: intake.starts })} · <strong>{labels.intakeStage(intake)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Syllabus({ course, grading, credits, intakes, image }: CourseData) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const levelLabel = t(`vocabulary.programs.${course.level}`);
  return (
    <main>
      <PageHero
        eyebrow={`${levelLabel} · ${course.courseId}`}
        title={langOf(course.english, 'name') ? <span lang="en">{course.name}</span> : course.name}
        lead={langOf(course.english, 'summary') ? <span lang="en">{course.summary}</span> : course.summary}
        actions={
          <>
            <EnrollNow course={course.code} />
            <Link to={localePath('/academics')} className="btn">
              {t('syllabus.allCourses')}
            </Link>
          </>
        }
        art={<BooksIllustration />}
      />

      <NextIntakes intakes={intakes} />

      <section className="section section-alt" aria-labelledby="overview">
        <div className={`container ${styles.overview}`}>
          <div>
            <p className={ui.kicker}>{t('syllabus.overviewKicker')}</p>
            <h2 id="overview">{t('syllabus.overviewTitle')}</h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t('syllabus.courseName')}</dt>
                <dd lang={langOf(course.english, 'name')}>{course.name}</dd>
              </div>
              <div>
                <dt>{t('syllabus.courseId')}</dt>
                <dd>{course.courseId}</dd>
              </div>
              <div>
                <dt>{t('syllabus.eligibility')}</dt>
                <dd lang={langOf(course.english, 'eligibility')}>{course.eligibility}</dd>
              </div>
              <div>
                <dt>{t('syllabus.duration')}</dt>
                <dd>{t('syllabus.durationValue')}</dd>
              </div>
              <div>
                <dt>{t('syllabus.totalCredits')}</dt>
                <dd>{credits}</dd>
              </div>
            </dl>
          </div>
          <div className={styles.objective}>
            <h3>{t('syllabus.objective')}</h3>
            <p lang={langOf(course.english, 'objective')}>{course.objective}</p>
            {image ? (
              <figure className={styles.overviewPhoto}>
                <ContentPhoto image={image} sizes="(min-width: 64rem) 32rem, calc(100vw - 4rem)" lazy />
              </figure>
            ) : (
              <figure className={styles.overviewArt} role="img" aria-label={t('syllabus.classroomArt', { name: course.name })}>
                <LabIllustration />
              </figure>
            )}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="syllabus">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('syllabus.modulesKicker')}</p>
            <h2 id="syllabus">{t('syllabus.syllabusTitle')}</h2>
          </div>
          <ol className={styles.topics}>
            {course.topics.map((topic, index) => (
              <li key={topic.title} className={styles.topic}>
                <span className={styles.topicNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 lang={langOf(course.english, `topics.${index}.title`)}>{topic.title}</h3>
                  <p lang={langOf(course.english, `topics.${index}.description`)}>{topic.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="grading">
        <div className={`container ${styles.twoCol}`}>
          <div>
            <p className={ui.kicker}>{t('syllabus.assessmentKicker')}</p>
            <h2 id="grading">{t('syllabus.gradingTitle')}</h2>
            <p className={ui.lead}>{t('syllabus.gradingLead')}</p>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{grading.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('syllabus.marks')}</th>
                  <th scope="col">{t('syllabus.grade')}</th>
                  <th scope="col">{t('syllabus.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {grading.bands.map((band) => (
                  <tr key={band.grade}>
                    <td>{band.range}</td>
                    <td>
                      <strong>{band.grade}</strong>
                    </td>
                    <td>{band.meaning}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="jobs">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('syllabus.jobsKicker')}</p>
            <h2 id="jobs">{t('syllabus.jobsTitle')}</h2>
            <p className={ui.lead} lang={langOf(course.english, 'careerSummary')}>
              {course.careerSummary}
            </p>
          </div>
          <ul className={styles.jobs}>
            {course.jobs.map((job, index) => (
              <li key={job} lang={langOf(course.english, `jobs.${index}`)}>
                <CheckIcon />
                {job}
              </li>
            ))}
          </ul>
          <div className={ui.ctaBand} style={{ marginTop: 'var(--space-7)' }}>
            <div>
              <h2>{t('syllabus.readyTitle', { code: course.code })}</h2>
              <p>{t('syllabus.readyText')}</p>
            </div>
            <div className={ui.ctaActions}>
              <EnrollNow course={course.code} />
              <Link to={localePath('/academics')} className="btn">
                {t('syllabus.compare')} <ArrowIcon />
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
