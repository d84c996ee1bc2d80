import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { updatingPath } from '../../domain/catalogue/site';
import type { CourseBody } from '../../domain/schemas/content';
import { languageOfPath } from '../../domain/language-paths';
import type { Language } from '../../domain/vocabulary';
import { CourseGrid, type CourseCardData } from '~/components/site/CourseRail';
import { BooksIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';
import { courseBodyText } from '~/i18n/course-text.server';
import { useLocalePath } from '~/i18n/use-language';

export const meta = pageMeta('academics', '/academics');

// The catalogue stays on the server: the page gets only what its cards show.
function toCard(language: Language, course: CourseBody): CourseCardData {
  const text = courseBodyText(language, course);
  return {
    code: course.code,
    courseId: course.courseId,
    name: text.name,
    summary: text.summary,
    eligibility: text.eligibility,
    english: text.english.filter((field) => ['name', 'summary', 'eligibility'].includes(field)),
    href: course.syllabusPath ?? updatingPath,
    hasSyllabus: course.syllabusPath !== null,
  };
}

// The catalogue in force (decision 070): courses staff add appear here, archived ones leave.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const courses = await context.api.content.courses();
  const card = (course: CourseBody) => toCard(language, course);
  return {
    diplomas: courses.filter((course) => course.program === 'diploma').map(card),
    advance: courses.filter((course) => course.program === 'advance-diploma').map(card),
  };
}

export default function Academics() {
  const { diplomas, advance } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const actions = (
    <>
      <Link to={`${localePath('/admissions')}#apply`} className="btn btn-accent">
        {t('pageActions.applyNow')}
      </Link>
      <Link to={localePath('/contact')} className="btn">
        {t('pageActions.contactUs')}
      </Link>
    </>
  );
  return (
    <main>
      <PageHero
        eyebrow={t('academics.eyebrow', { number: diplomas.length + advance.length })}
        title={t('academics.title')}
        lead={t('academics.lead')}
        actions={actions}
        art={<BooksIllustration />}
      />

      <section className="section" aria-labelledby="diploma">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('academics.diplomaKicker')}</p>
            <h2 id="diploma">{t('academics.diplomaTitle')}</h2>
            <p className={ui.lead}>{t('academics.diplomaLead', { number: diplomas.length })}</p>
          </div>
          <CourseGrid id="diploma-courses" title={t('academics.diplomaRail')} courses={diplomas} />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="advance-diploma">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('academics.advanceKicker')}</p>
            <h2 id="advance-diploma">{t('academics.advanceTitle')}</h2>
            <p className={ui.lead}>{t('academics.advanceLead', { number: advance.length })}</p>
          </div>
          <CourseGrid id="advance-diploma-courses" title={t('academics.advanceRail')} courses={advance} />
        </div>
      </section>

      <section className="section" aria-labelledby="next-step">
        <div className="container">
          <div className={ui.ctaBand}>
            <div>
              <h2 id="next-step">{t('academics.nextTitle')}</h2>
              <p>{t('academics.nextText')}</p>
            </div>
            <div className={ui.ctaActions}>{actions}</div>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
