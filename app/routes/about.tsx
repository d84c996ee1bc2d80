import { Link } from '@remix-run/react';
import { academicFields, institute } from '../../domain/catalogue/site';
import { CentreCards } from '~/components/site/Centres';
import { CheckIcon } from '~/components/site/icons';
import { BooksIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';

export const meta = pageMeta('about', '/about');

const coreValues = [
  { title: 'Practice first', text: 'Every lesson ends with something the student has done with their own hands.' },
  { title: 'Honesty', text: 'Clear fees, fair exams and certificates that mean what they say.' },
  { title: 'Respect', text: 'Every learner is welcome, whatever their age, language or background.' },
  { title: 'Reach', text: 'Classes where students live, at hours that suit families and working people.' },
  { title: 'Care', text: 'Teachers who know each student by name and follow their progress.' },
  { title: 'Growth', text: 'We update courses every year to match the jobs on offer in the region.' },
];

const offerings = [
  'Diploma courses after 10th or 10+2, each 370 hours with 18 credits',
  'Advance diploma and PGDCA courses for graduates and professionals',
  'Classroom study at three centres, and online / distance study',
  'Computer lab practice, typing in Hindi and English, Tally and internet services',
  'Help with CVs, interviews and local job openings',
  'Certificates with course ID, credits and grade',
];

export default function About() {
  return (
    <main>
      <PageHero
        eyebrow={`Since ${institute.established}`}
        title="About Us"
        lead={`${institute.name} teaches practical computer and vocational skills to young people and working adults of the district, close to where they live.`}
        art={<BooksIllustration />}
      />

      <section className="section section-alt" aria-labelledby="story">
        <div className={`container ${ui.split}`}>
          <div className={ui.prose}>
            <p className={ui.kicker}>Our story</p>
            <h2 id="story">From one computer lab to three centres</h2>
            <p>
              We started in {institute.established} in Gandhinagar with a single lab and a simple idea: that a student
              from a village should not need to move to a big city to learn skills that lead to work.
            </p>
            <p>
              Students asked for more, so we added management, health, teaching, hospitality, trade and agriculture
              courses, and opened sub-branches at Belwa and Azamnagar.
            </p>
          </div>
          <div className={ui.grid}>
            <article className={ui.featureAccent}>
              <h3>Our vision</h3>
              <p>
                A district where every young person can learn a useful skill close to home and earn a dignified living
                from it.
              </p>
            </article>
            <article className={ui.featureAccent}>
              <h3>Our mission</h3>
              <p>
                To offer affordable, practical and up-to-date diploma courses, taught by caring teachers, that prepare
                students for jobs, further study and self-employment.
              </p>
            </article>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>What we stand for</p>
            <h2 id="values">Core values</h2>
          </div>
          <ul className={`${ui.grid3} ${ui.plainList}`}>
            {coreValues.map((value) => (
              <li key={value.title} className={ui.feature}>
                <span className={ui.badge} aria-hidden="true">
                  <CheckIcon />
                </span>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="offerings">
        <div className={`container ${ui.split}`}>
          <div>
            <p className={ui.kicker}>What we offer</p>
            <h2 id="offerings">Our offerings</h2>
            <ul className={ui.checks}>
              {offerings.map((item) => (
                <li key={item}>
                  <CheckIcon />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Fields of study</h3>
            <ul className={ui.checks}>
              {academicFields.map((field) => (
                <li key={field.title}>
                  <CheckIcon />
                  <span>
                    <strong>{field.title}:</strong> {field.text}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="about-centres">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>Where we teach</p>
            <h2 id="about-centres">Our centres</h2>
          </div>
          <CentreCards />
          <div className={ui.actionsRow}>
            <Link to="/academics" className="btn btn-primary">
              Explore our courses
            </Link>
            <Link to="/contact" className="btn">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
