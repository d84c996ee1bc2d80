import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { institute } from '../../domain/catalogue/site';
import { CentreCards } from '~/components/site/Centres';
import { CheckIcon } from '~/components/site/icons';
import { BooksIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';
import { useSiteInstituteName } from '~/i18n/catalogue';
import { ItemLines } from '~/components/site/SiteText';
import { withFacts } from '../../domain/site-text-facts';
import { useLocalePath } from '~/i18n/use-language';
import { shownSiteList, shownSiteTexts } from '~/i18n/site-texts.server';
import { languageOfPath } from '../../domain/language-paths';

export const meta = pageMeta('about', '/about');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const texts = await context.api.content.texts();
  const courses = await context.api.content.courses();
  return {
    texts: shownSiteTexts(language, texts, [
      'about-lead',
      'about-story-title',
      'about-story-start',
      'about-story',
      'about-vision',
      'about-mission',
    ]),
    values: shownSiteList(language, texts, 'about-values'),
    offerings: shownSiteList(language, texts, 'about-offerings'),
    fields: shownSiteList(language, texts, 'study-fields'),
    diplomaCount: courses.filter((course) => course.program === 'diploma').length,
    advanceCount: courses.filter((course) => course.program === 'advance-diploma').length,
  };
}

export default function About() {
  const data = useLoaderData<typeof loader>();
  const { texts } = data;
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const name = useSiteInstituteName();
  const facts = { name, year: institute.established, diplomaCount: data.diplomaCount, advanceCount: data.advanceCount };
  const shown = (key: keyof typeof texts) => withFacts(texts[key].text, facts);
  return (
    <main>
      <PageHero
        eyebrow={t('about.eyebrow', { year: institute.established })}
        title={t('about.title')}
        lead={<span lang={texts['about-lead'].lang}>{shown('about-lead')}</span>}
        art={<BooksIllustration />}
      />

      <section className="section section-alt" aria-labelledby="story">
        <div className={`container ${ui.split}`}>
          <div className={ui.prose}>
            <p className={ui.kicker}>{t('about.storyKicker')}</p>
            <h2 id="story" lang={texts['about-story-title'].lang}>
              {shown('about-story-title')}
            </h2>
            <p lang={texts['about-story-start'].lang}>{shown('about-story-start')}</p>
            <p lang={texts['about-story'].lang}>{shown('about-story')}</p>
          </div>
          <div className={ui.grid}>
            <article className={ui.featureAccent}>
              <h3>{t('about.visionTitle')}</h3>
              <p lang={texts['about-vision'].lang}>{shown('about-vision')}</p>
            </article>
            <article className={ui.featureAccent}>
              <h3>{t('about.missionTitle')}</h3>
              <p lang={texts['about-mission'].lang}>{shown('about-mission')}</p>
            </article>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('about.valuesKicker')}</p>
            <h2 id="values">{t('about.valuesTitle')}</h2>
          </div>
          <ul className={`${ui.grid3} ${ui.plainList}`}>
            {data.values.map((value, index) => (
              <li key={index} className={ui.feature}>
                <span className={ui.badge} aria-hidden="true">
                  <CheckIcon />
                </span>
                <ItemLines item={value} facts={facts} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="offerings">
        <div className={`container ${ui.split} ${ui.splitTop}`}>
          <div>
            <p className={ui.kicker}>{t('about.offerKicker')}</p>
            <h2 id="offerings">{t('about.offerTitle')}</h2>
            <ul className={ui.checks}>
              {data.offerings.map((item, index) => (
                <li key={index}>
                  <CheckIcon />
                  <span lang={item.text.lang}>{withFacts(item.text.text, facts)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('about.fieldsTitle')}</h3>
            <ul className={ui.checks}>
              {data.fields.map((field, index) => (
                <li key={index}>
                  <CheckIcon />
                  <span>
                    {field.title.text ? <strong lang={field.title.lang}>{withFacts(field.title.text, facts)}:</strong> : null}{' '}
                    <span lang={field.text.lang}>{withFacts(field.text.text, facts)}</span>
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
            <p className={ui.kicker}>{t('about.centresKicker')}</p>
            <h2 id="about-centres">{t('about.centresTitle')}</h2>
          </div>
          <CentreCards />
          <div className={ui.actionsRow}>
            <Link to={localePath('/academics')} className="btn btn-primary">
              {t('about.exploreCourses')}
            </Link>
            <Link to={localePath('/contact')} className="btn">
              {t('about.contactUs')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
