// One module for the 15 syllabus pages and /Updating (see remix.config.ts):
// each page is built from the course catalogue.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { courseBySyllabusPath, courseCredits, courseDuration, gradingSchemes } from '../../domain/catalogue/courses';
import { institute, updatingPath } from '../../domain/catalogue/site';
import { pathWithoutLanguage } from '../../domain/language-paths';
import { EnrollNow } from '~/components/site/EnrollDialog';
import { ArrowIcon, CheckIcon } from '~/components/site/icons';
import { BooksIllustration, LabIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import styles from '~/components/site/Syllabus.module.css';
import { originFromMatches, seo } from '~/utils/seo';

export function loader({ request }: LoaderFunctionArgs) {
  // /hi/DCASyllabus is the same course as /DCASyllabus, in Hindi.
  const path = pathWithoutLanguage(new URL(request.url).pathname).replace(/\/+$/, '');
  if (path === updatingPath) return { kind: 'updating' as const };
  const course = courseBySyllabusPath(path);
  if (!course) throw new Response('Not Found', { status: 404 });
  return { kind: 'course' as const, path, course, grading: gradingSchemes[course.grading] };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const origin = originFromMatches(matches);
  if (!data) return [{ title: `404 - Page Not Found | ${institute.shortName}` }];
  if (data.kind === 'updating') {
    return seo(
      {
        title: 'Syllabus Updating Soon',
        description: 'The syllabus of this course will be posted soon. Contact the institute office for details meanwhile.',
        path: updatingPath,
      },
      origin,
    );
  }
  const { course } = data;
  return seo(
    {
      title: `${course.name} Syllabus`,
      description: `${course.name} (${course.courseId}): eligibility, objective, six modules, grading and job roles. ${courseDuration}, ${courseCredits} credits.`,
      path: data.path,
    },
    origin,
  );
};

export default function SyllabusPage() {
  const data = useLoaderData<typeof loader>();
  return data.kind === 'updating' ? <Updating /> : <Syllabus {...data} />;
}

function Updating() {
  return (
    <main>
      <PageHero
        eyebrow="Syllabus"
        title="Updating Soon"
        lead="The syllabus for this course will be posted here soon. Please contact the admin office for the course details meanwhile."
        actions={
          <>
            <EnrollNow />
            <Link to="/contact" className="btn">
              Contact the office
            </Link>
          </>
        }
        art={<BooksIllustration />}
      />
      <section className="section">
        <div className="container">
          <div className={ui.noteBox}>
            <h2 style={{ fontSize: '1.25rem' }}>What you can do now</h2>
            <ul className={ui.checks}>
              <li>
                <CheckIcon />
                <span>Call or visit any centre: our counsellors can tell you the modules, batches and fees.</span>
              </li>
              <li>
                <CheckIcon />
                <span>Every course runs 370 hours (about one year) and carries 18 credits.</span>
              </li>
              <li>
                <CheckIcon />
                <span>You can register now and choose your batch later.</span>
              </li>
            </ul>
          </div>
          <div className={ui.actionsStart}>
            <Link to="/academics" className="btn btn-primary">
              Back to all courses
            </Link>
            <Link to="/enquiry" className="btn">
              Send an enquiry
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

type CourseData = Extract<ReturnType<typeof loader>, { kind: 'course' }>;

function Syllabus({ course, grading }: CourseData) {
  const levelLabel = course.level === 'diploma' ? 'Diploma' : 'Advance Diploma';
  return (
    <main>
      <PageHero
        eyebrow={`${levelLabel} · ${course.courseId}`}
        title={course.name}
        lead={course.summary}
        actions={
          <>
            <EnrollNow />
            <Link to="/academics" className="btn">
              All courses
            </Link>
          </>
        }
        art={<BooksIllustration />}
      />

      <section className="section section-alt" aria-labelledby="overview">
        <div className={`container ${styles.overview}`}>
          <div>
            <p className={ui.kicker}>Course overview</p>
            <h2 id="overview">Overview</h2>
            <dl className={styles.facts}>
              <div>
                <dt>Course name</dt>
                <dd>{course.name}</dd>
              </div>
              <div>
                <dt>Course ID</dt>
                <dd>{course.courseId}</dd>
              </div>
              <div>
                <dt>Eligibility</dt>
                <dd>{course.eligibility}</dd>
              </div>
              <div>
                <dt>Duration</dt>
                <dd>{courseDuration}</dd>
              </div>
              <div>
                <dt>Total credits</dt>
                <dd>{courseCredits}</dd>
              </div>
            </dl>
          </div>
          <div className={styles.objective}>
            <h3>Objective</h3>
            <p>{course.objective}</p>
            <figure className={styles.overviewArt} role="img" aria-label={`Classroom study for ${course.name}`}>
              <LabIllustration />
            </figure>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="syllabus">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>Six modules</p>
            <h2 id="syllabus">Syllabus</h2>
          </div>
          <ol className={styles.topics}>
            {course.topics.map((topic, index) => (
              <li key={topic.title} className={styles.topic}>
                <span className={styles.topicNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{topic.title}</h3>
                  <p>{topic.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="grading">
        <div className={`container ${styles.twoCol}`}>
          <div>
            <p className={ui.kicker}>Assessment</p>
            <h2 id="grading">Grading system</h2>
            <p className={ui.lead}>
              Each module ends with a practical test; the final exam is held at the centre. Your certificate shows your
              grade.
            </p>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{grading.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Marks</th>
                  <th scope="col">Grade</th>
                  <th scope="col">Meaning</th>
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
            <p className={ui.kicker}>After the course</p>
            <h2 id="jobs">Job opportunities</h2>
            <p className={ui.lead}>{course.careerSummary}</p>
          </div>
          <ul className={styles.jobs}>
            {course.jobs.map((job) => (
              <li key={job}>
                <CheckIcon />
                {job}
              </li>
            ))}
          </ul>
          <div className={ui.ctaBand} style={{ marginTop: 'var(--space-7)' }}>
            <div>
              <h2>Ready to join {course.code}?</h2>
              <p>Register online, or continue your admission if you are already registered.</p>
            </div>
            <div className={ui.ctaActions}>
              <EnrollNow />
              <Link to="/academics" className="btn">
                Compare courses <ArrowIcon />
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
