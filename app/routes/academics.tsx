import { Link, useLoaderData } from '@remix-run/react';
import { advanceDiplomaCourses, diplomaCourses, learnMorePath } from '../../domain/catalogue/courses';
import type { Course } from '../../domain/catalogue/types';
import { CourseRail, type CourseCardData } from '~/components/site/CourseRail';
import { BooksIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';

export const meta = pageMeta('academics', '/academics');

// The catalogue stays on the server: the page gets only what its cards show.
const toCard = (course: Course): CourseCardData => ({
  code: course.code,
  courseId: course.courseId,
  name: course.name,
  summary: course.summary,
  eligibility: course.eligibility,
  href: learnMorePath(course),
  hasSyllabus: course.syllabusPath !== null,
});

export function loader() {
  return { diplomas: diplomaCourses.map(toCard), advance: advanceDiplomaCourses.map(toCard) };
}

export default function Academics() {
  const { diplomas, advance } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        eyebrow={`${diplomas.length + advance.length} courses · 370 hours · 18 credits`}
        title="Academics"
        lead="Diploma courses for school-leavers and advance diploma courses for graduates and professionals. Each one is practical, about a year long, and ends with an exam and a graded certificate."
        actions={
          <>
            <Link to="/admissions" className="btn btn-accent">
              Apply Now
            </Link>
            <Link to="/contact" className="btn">
              Contact Us
            </Link>
          </>
        }
        art={<BooksIllustration />}
      />

      <section className="section" aria-labelledby="diploma">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>After 10th or 10+2</p>
            <h2 id="diploma">Diploma Courses</h2>
            <p className={ui.lead}>
              {diplomas.length} one-year diplomas that prepare you for a first job or your own small business.
            </p>
          </div>
          <CourseRail id="diploma-courses" title="diploma courses" courses={diplomas} />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="advance-diploma">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>After 10+2 or graduation</p>
            <h2 id="advance-diploma">Advance Diploma Courses</h2>
            <p className={ui.lead}>
              {advance.length} specialised programmes, including the PGDCA, for deeper skills and better positions.
            </p>
          </div>
          <CourseRail id="advance-diploma-courses" title="advance diploma courses" courses={advance} />
        </div>
      </section>

      <section className="section" aria-labelledby="next-step">
        <div className="container">
          <div className={ui.ctaBand}>
            <div>
              <h2 id="next-step">Found the right course?</h2>
              <p>Apply online in a few minutes, or talk to a counsellor if you are not sure which course suits you.</p>
            </div>
            <div className={ui.ctaActions}>
              <Link to="/admissions" className="btn btn-accent">
                Apply Now
              </Link>
              <Link to="/contact" className="btn">
                Contact Us
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
