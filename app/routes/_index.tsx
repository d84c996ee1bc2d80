import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { advanceDiplomaCourses, diplomaCourses } from '../../domain/catalogue/courses';
import { academicFields, centreDetails, institute, whyChooseUs } from '../../domain/catalogue/site';
import { CentreCards } from '~/components/site/Centres';
import { ArrowIcon, CheckIcon } from '~/components/site/icons';
import { LabIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';

export const meta = pageMeta('home', '/');

export async function loader({ context }: LoaderFunctionArgs) {
  const settings = await context.api.settings.get();
  const pick = (list: typeof diplomaCourses) => list.slice(0, 5).map((course) => course.name);
  return {
    admissionSession: settings.admissionSession,
    diplomaCount: diplomaCourses.length,
    advanceCount: advanceDiplomaCourses.length,
    diplomaExamples: pick(diplomaCourses),
    advanceExamples: pick(advanceDiplomaCourses),
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const years = new Date().getFullYear() - institute.established;
  return (
    <main>
      <PageHero
        eyebrow={`Established ${institute.established} · ${centreDetails.length} centres`}
        title={institute.name}
        lead="Practical computer and job-skill courses for school-leavers, graduates and working people, taught close to home in Gandhinagar, Belwa and Azamnagar."
        actions={
          <>
            <Link to="/admissions" className="btn btn-accent">
              Apply Now
            </Link>
            <Link to="/enquiry" className="btn">
              Enquire Now
            </Link>
          </>
        }
        art={<LabIllustration />}
      />

      <section className="section section-alt" aria-labelledby="who-we-are">
        <div className={`container ${ui.split}`}>
          <div className={ui.prose}>
            <p className={ui.kicker}>Who we are</p>
            <h2 id="who-we-are">A local institute that teaches skills people use at work</h2>
            <p>
              {institute.name} opened in {institute.established} with one computer lab in Gandhinagar. Today we teach
              at three centres and offer {data.diplomaCount} diploma and {data.advanceCount} advance diploma courses, in
              computers, management, health, teaching, hospitality, trade and agriculture.
            </p>
            <p>
              Classes are small and practical. Students type real letters, keep real accounts in Tally, fill real
              online forms and practise in front of a class before they apply for jobs.
            </p>
            <Link to="/about" className={ui.cardLink}>
              More about us <ArrowIcon />
            </Link>
          </div>
          <dl className={ui.stats}>
            <div className={ui.stat}>
              <dt>Years of teaching</dt>
              <dd>{years}+</dd>
            </div>
            <div className={ui.stat}>
              <dt>Courses</dt>
              <dd>{data.diplomaCount + data.advanceCount}</dd>
            </div>
            <div className={ui.stat}>
              <dt>Centres</dt>
              <dd>{centreDetails.length}</dd>
            </div>
            <div className={ui.stat}>
              <dt>Hours a course</dt>
              <dd>370</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="programs">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>Programs offered</p>
            <h2 id="programs">Two levels of study, one year each</h2>
            <p className={ui.lead}>
              Every course runs for 370 hours (about one year) and carries 18 credits, in classroom or online mode.
            </p>
          </div>
          <div className={ui.grid2}>
            <article className={ui.programCard}>
              <div className={ui.programMeta}>
                <span className={ui.pill}>{data.diplomaCount} courses</span>
                <span className={ui.pillAccent}>After 10th or 10+2</span>
              </div>
              <h3>Diploma courses</h3>
              <p>Job-ready skills for school-leavers and anyone starting work. Popular choices:</p>
              <ul>
                {data.diplomaExamples.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <Link to="/academics#diploma" className={ui.cardLink}>
                All diploma courses <ArrowIcon />
              </Link>
            </article>
            <article className={ui.programCard}>
              <div className={ui.programMeta}>
                <span className={ui.pill}>{data.advanceCount} courses</span>
                <span className={ui.pillAccent}>After 10+2 or graduation</span>
              </div>
              <h3>Advance diploma courses</h3>
              <p>Deeper, specialised study for graduates and working professionals. Popular choices:</p>
              <ul>
                {data.advanceExamples.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <Link to="/academics#advance-diploma" className={ui.cardLink}>
                All advance diploma courses <ArrowIcon />
              </Link>
            </article>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="fields">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>Academic fields</p>
            <h2 id="fields">Six fields of study</h2>
            <p className={ui.lead}>Choose the field that fits the work you want to do.</p>
          </div>
          <ul className={ui.grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {academicFields.map((field, index) => (
              <li key={field.title} className={ui.featureAccent}>
                <span className={ui.badge} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{field.title}</h3>
                <p>{field.text}</p>
                <p style={{ fontSize: '0.875rem' }}>
                  <strong>Courses:</strong> {field.courses}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="centres">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>Our centres</p>
            <h2 id="centres">Three centres across the district</h2>
            <p className={ui.lead}>Study at the centre nearest to you. All three follow the same syllabus and exams.</p>
          </div>
          <CentreCards />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="admissions-call">
        <div className="container">
          <div className={ui.ctaBand}>
            <div>
              <p className={ui.kicker} style={{ color: '#ffd75e' }}>
                Admissions
              </p>
              <h2 id="admissions-call">The {data.admissionSession} session is open for admission</h2>
              <p>
                Register online in ten minutes with your photo, Aadhaar and marksheets, pay the registration fee by
                UPI, and we will call you about the next batch.
              </p>
            </div>
            <div className={ui.ctaActions}>
              <Link to="/admissions" className="btn btn-accent">
                Apply Now
              </Link>
              <Link to="/enquiry" className="btn">
                Enquire Now
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="why-us">
        <div className="container">
          <div className={ui.sectionHeadCenter}>
            <p className={ui.kicker}>Why choose us</p>
            <h2 id="why-us">Why students choose {institute.shortName}</h2>
          </div>
          <ul className={ui.grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {whyChooseUs.map((reason) => (
              <li key={reason.title} className={ui.feature}>
                <span className={ui.badge} aria-hidden="true">
                  <CheckIcon />
                </span>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
          <div className={ui.actionsRow}>
            <Link to="/admissions" className="btn btn-primary">
              Apply Now
            </Link>
            <Link to="/enquiry" className="btn">
              Enquire Now
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
