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
import { useCatalogue, useSiteInstituteName } from '~/i18n/catalogue';
import { useLocalePath } from '~/i18n/use-language';
import { shownSiteTexts } from '~/i18n/site-texts.server';
import { languageOfPath } from '../../domain/language-paths';

export const meta = pageMeta('about', '/about');

// The order the values and offerings are shown in; their words are in the messages.
const coreValues = ['practice', 'honesty', 'respect', 'reach', 'care', 'growth'] as const;
const offerings = ['diplomas', 'advance', 'modes', 'lab', 'jobs', 'certificates'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const keys = [
    'about-story',
    'about-vision',
    'about-mission',
    ...coreValues.map((value) => `about-value-${value}` as const),
  ] as const;
  return { texts: shownSiteTexts(language, await context.api.content.texts(), keys) };
}

export default function About() {
  const { texts } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { academicFields } = useCatalogue();
  const name = useSiteInstituteName();
  return (
    <main>
      <PageHero
        eyebrow={t('about.eyebrow', { year: institute.established })}
        title={t('about.title')}
        lead={t('about.lead', { name })}
        art={<BooksIllustration />}
      />

      <section className="section section-alt" aria-labelledby="story">
        <div className={`container ${ui.split}`}>
          <div className={ui.prose}>
            <p className={ui.kicker}>{t('about.storyKicker')}</p>
            <h2 id="story">{t('about.storyTitle')}</h2>
            <p>{t('about.story1', { year: institute.established })}</p>
            <p lang={texts['about-story'].lang}>{texts['about-story'].text}</p>
          </div>
          <div className={ui.grid}>
            <article className={ui.featureAccent}>
              <h3>{t('about.visionTitle')}</h3>
              <p lang={texts['about-vision'].lang}>{texts['about-vision'].text}</p>
            </article>
            <article className={ui.featureAccent}>
              <h3>{t('about.missionTitle')}</h3>
              <p lang={texts['about-mission'].lang}>{texts['about-mission'].text}</p>
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
            {coreValues.map((value) => (
              <li key={value} className={ui.feature}>
                <span className={ui.badge} aria-hidden="true">
                  <CheckIcon />
                </span>
                <h3>{t(`about.values.${value}.title`)}</h3>
                <p lang={texts[`about-value-${value}`].lang}>{texts[`about-value-${value}`].text}</p>
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
              {offerings.map((item) => (
                <li key={item}>
                  <CheckIcon />
                  <span>{t(`about.offerings.${item}`)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('about.fieldsTitle')}</h3>
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
