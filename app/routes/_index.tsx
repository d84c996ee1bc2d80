import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { institute } from '../../domain/catalogue/site';
import { languageOfPath } from '../../domain/language-paths';
import { CentreCards } from '~/components/site/Centres';
import { ArrowIcon, CheckIcon } from '~/components/site/icons';
import { LabIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';
import { useCatalogue, useSiteInstituteName } from '~/i18n/catalogue';
import { ItemLines } from '~/components/site/SiteText';
import { courseBodyText } from '~/i18n/course-text.server';
import { shownNotices } from '~/i18n/notices.server';
import { shownSiteList, shownSiteTexts } from '~/i18n/site-texts.server';
import { withFacts } from '../../domain/site-text-facts';
import type { CourseBody } from '../../domain/schemas/content';
import { useLocalePath } from '~/i18n/use-language';

export const meta = pageMeta('home', '/');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const settings = await context.api.settings.get();
  const language = languageOfPath(new URL(request.url).pathname);
  const courses = await context.api.content.courses();
  const diplomaCourses = courses.filter((course) => course.program === 'diploma');
  const advanceDiplomaCourses = courses.filter((course) => course.program === 'advance-diploma');
  const texts = await context.api.content.texts();
  const pick = (list: CourseBody[]) => list.slice(0, 5).map((course) => courseBodyText(language, course).name);
  return {
    admissionSession: settings.admissionSession,
    diplomaCount: diplomaCourses.length,
    advanceCount: advanceDiplomaCourses.length,
    diplomaExamples: pick(diplomaCourses),
    advanceExamples: pick(advanceDiplomaCourses),
    texts: shownSiteTexts(language, texts, [
      'home-lead',
      'home-who-title',
      'home-who-intro',
      'home-who',
      'home-diplomas',
      'home-advance',
      'home-admissions',
    ]),
    fields: shownSiteList(language, texts, 'study-fields'),
    reasons: shownSiteList(language, texts, 'home-reasons'),
    // Titles only: the text is on /notices, so the home page carries no formatting code.
    notices: shownNotices(language, await context.api.content.notices()).map(({ key, title, titleLang, pinned }) => ({
      key,
      title,
      titleLang,
      pinned,
    })),
  };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { centreDetails } = useCatalogue();
  const { texts } = data;
  const years = new Date().getFullYear() - institute.established;
  const name = useSiteInstituteName();
  const shortName = useSiteInstituteName('shortName');
  const facts = { name, year: institute.established, diplomaCount: data.diplomaCount, advanceCount: data.advanceCount };
  const actions = (primary: string) => (
    <>
      <Link to={`${localePath('/admissions')}#apply`} className={`btn ${primary}`}>
        {t('pageActions.applyNow')}
      </Link>
      <Link to={localePath('/enquiry')} className="btn">
        {t('pageActions.enquireNow')}
      </Link>
    </>
  );
  return (
    <main>
      {data.notices.length > 0 ? (
        <aside className={ui.noticeStrip} aria-label={t('notices.stripLabel')} data-testid="notice-strip">
          <div className="container">
            <ul>
              {data.notices.map((notice) => (
                <li key={notice.key}>
                  {notice.pinned ? <strong>{t('notices.pinned')}: </strong> : null}
                  <Link to={`${localePath('/notices')}#notice-${notice.key}`} lang={notice.titleLang}>
                    {notice.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
      <PageHero
        eyebrow={t('home.eyebrow', { year: institute.established, number: centreDetails.length })}
        title={name}
        lead={<span lang={texts['home-lead'].lang}>{withFacts(texts['home-lead'].text, facts)}</span>}
        actions={actions('btn-accent')}
        art={<LabIllustration />}
      />

      <section className="section section-alt" aria-labelledby="who-we-are">
        <div className={`container ${ui.split}`}>
          <div className={ui.prose}>
            <p className={ui.kicker}>{t('home.whoKicker')}</p>
            <h2 id="who-we-are" lang={texts['home-who-title'].lang}>
              {withFacts(texts['home-who-title'].text, facts)}
            </h2>
            <p lang={texts['home-who-intro'].lang}>{withFacts(texts['home-who-intro'].text, facts)}</p>
            <p lang={texts['home-who'].lang}>{withFacts(texts['home-who'].text, facts)}</p>
            <Link to={localePath('/about')} className={ui.cardLink}>
              {t('home.moreAboutUs')} <ArrowIcon />
            </Link>
          </div>
          <dl className={ui.stats}>
            <div className={ui.stat}>
              <dt>{t('home.statYears')}</dt>
              <dd>{years}+</dd>
            </div>
            <div className={ui.stat}>
              <dt>{t('home.statCourses')}</dt>
              <dd>{data.diplomaCount + data.advanceCount}</dd>
            </div>
            <div className={ui.stat}>
              <dt>{t('home.statCentres')}</dt>
              <dd>{centreDetails.length}</dd>
            </div>
            <div className={ui.stat}>
              <dt>{t('home.statHours')}</dt>
              <dd>370</dd>
            </div>
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="programs">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('home.programsKicker')}</p>
            <h2 id="programs">{t('home.programsTitle')}</h2>
            <p className={ui.lead}>{t('home.programsLead')}</p>
          </div>
          <div className={ui.grid2}>
            <article className={ui.programCard}>
              <div className={ui.programMeta}>
                <span className={ui.pill}>{t('home.courseCount', { number: data.diplomaCount })}</span>
                <span className={ui.pillAccent}>{t('home.diplomaFor')}</span>
              </div>
              <h3>{t('home.diplomaTitle')}</h3>
              <p lang={texts['home-diplomas'].lang}>{withFacts(texts['home-diplomas'].text, facts)}</p>
              <ul>
                {data.diplomaExamples.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <Link to={localePath('/academics#diploma')} className={ui.cardLink}>
                {t('home.allDiplomas')} <ArrowIcon />
              </Link>
            </article>
            <article className={ui.programCard}>
              <div className={ui.programMeta}>
                <span className={ui.pill}>{t('home.courseCount', { number: data.advanceCount })}</span>
                <span className={ui.pillAccent}>{t('home.advanceFor')}</span>
              </div>
              <h3>{t('home.advanceTitle')}</h3>
              <p lang={texts['home-advance'].lang}>{withFacts(texts['home-advance'].text, facts)}</p>
              <ul>
                {data.advanceExamples.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <Link to={localePath('/academics#advance-diploma')} className={ui.cardLink}>
                {t('home.allAdvance')} <ArrowIcon />
              </Link>
            </article>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="fields">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('home.fieldsKicker')}</p>
            <h2 id="fields">{t('home.fieldsTitle')}</h2>
            <p className={ui.lead}>{t('home.fieldsLead')}</p>
          </div>
          <ul className={ui.grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.fields.map((field, index) => (
              <li key={index} className={ui.featureAccent}>
                <span className={ui.badge} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <ItemLines item={field} facts={facts} />
                {field.detail.text ? (
                  <p style={{ fontSize: '0.875rem' }}>
                    <strong>{t('home.fieldCourses')}</strong>{' '}
                    <span lang={field.detail.lang}>{withFacts(field.detail.text, facts)}</span>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="centres">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('home.centresKicker')}</p>
            <h2 id="centres">{t('home.centresTitle')}</h2>
            <p className={ui.lead}>{t('home.centresLead')}</p>
          </div>
          <CentreCards />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="admissions-call">
        <div className="container">
          <div className={ui.ctaBand}>
            <div>
              <p className={ui.kicker} style={{ color: '#ffd75e' }}>
                {t('home.admissionsKicker')}
              </p>
              <h2 id="admissions-call">{t('home.admissionsTitle', { session: data.admissionSession })}</h2>
              <p lang={texts['home-admissions'].lang}>{withFacts(texts['home-admissions'].text, facts)}</p>
            </div>
            <div className={ui.ctaActions}>{actions('btn-accent')}</div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="why-us">
        <div className="container">
          <div className={ui.sectionHeadCenter}>
            <p className={ui.kicker}>{t('home.whyKicker')}</p>
            <h2 id="why-us">{t('home.whyTitle', { name: shortName })}</h2>
          </div>
          <ul className={ui.grid3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.reasons.map((reason, index) => (
              <li key={index} className={ui.feature}>
                <span className={ui.badge} aria-hidden="true">
                  <CheckIcon />
                </span>
                <ItemLines item={reason} facts={facts} />
              </li>
            ))}
          </ul>
          <div className={ui.actionsRow}>{actions('btn-primary')}</div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
