import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { telHref } from '../../domain/catalogue/site';
import { ClockIcon, PhoneIcon } from '~/components/site/icons';
import { CentreCard } from '~/components/site/Centres';
import { ContentPhoto } from '~/components/site/ContentPhoto';
import { CentresIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';
import { useCatalogue } from '~/i18n/catalogue';
import { useOfficeHours } from '~/i18n/office-hours';
import { useLocalePath } from '~/i18n/use-language';
import { languageOfPath } from '../../domain/language-paths';
import { inLanguage } from '../../domain/content-language';
import { shownImage } from '../../domain/content-images';

export const meta = pageMeta('centres', '/centres');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const identity = await context.api.settings.identity();
  const language = languageOfPath(new URL(request.url).pathname) === 'hi' ? 'hi' : 'en';
  // Each centre's description as staff published it (decision 070), Hindi falling back to English (decision 071).
  const notes = (await context.api.content.centres()).map((centre) => {
    const shown = inLanguage(language, centre.hi.note, centre.en.note);
    const photo = shownImage(language, centre.image);
    return { id: centre.id, text: shown.text, lang: shown.lang !== language ? ('en' as const) : undefined, photo };
  });
  return { phone: identity.phone, officeHours: identity.officeHours, contacts: identity.centres, notes };
}

export default function Centres() {
  const { phone, officeHours, contacts, notes } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const officeHoursText = useOfficeHours();
  const { centreDetails } = useCatalogue();
  return (
    <main>
      <PageHero
        eyebrow={t('centres.eyebrow')}
        title={t('centres.title')}
        lead={t('centres.lead')}
        art={<CentresIllustration />}
      />
      <section className="section" aria-label={t('centres.listLabel')}>
        <div className="container">
          <ul className={`${ui.grid3} ${ui.plainList}`}>
            {centreDetails.map((centre, index) => (
              <CentreCard
                key={centre.id}
                centre={centre}
                contact={contacts.find((entry) => entry.id === centre.id)}
                heading={<h2 style={{ margin: 0 }}>{centre.title}</h2>}
                photo={notes
                  .filter((note) => note.id === centre.id)
                  .flatMap(({ id, photo }) =>
                    photo ? (
                      <ContentPhoto
                        key={id}
                        image={photo}
                        className={ui.centrePhoto}
                        sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 3rem)"
                        // The first card is in view on a wide screen; the others wait until scrolled to.
                        lazy={index > 0}
                      />
                    ) : (
                      []
                    ),
                  )}
                note={notes
                  .filter((note) => note.id === centre.id)
                  .map((note) => (
                    <p key={note.id} lang={note.lang}>
                      {note.text}
                    </p>
                  ))}
                hours={
                  <p className={ui.checks} style={{ margin: 0 }}>
                    <span style={{ display: 'flex', gap: 'var(--space-2)' }}>
                      <ClockIcon /> {officeHoursText(officeHours)}
                    </span>
                  </p>
                }
              />
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="visit">
        <div className="container">
          <div className={ui.ctaBand}>
            <div>
              <h2 id="visit">{t('centres.visitTitle')}</h2>
              <p>
                {t('centres.visitText')}
                {phone ? (
                  <>
                    {' '}
                    {t('centres.callBefore')}{' '}
                    <a href={telHref(phone)} style={{ color: '#fff', fontWeight: 700 }}>
                      {phone}
                    </a>
                    {t('centres.callAfter')}
                  </>
                ) : null}
              </p>
            </div>
            <div className={ui.ctaActions}>
              {phone ? (
                <a href={telHref(phone)} className="btn btn-accent">
                  <PhoneIcon /> {t('centres.callUs')}
                </a>
              ) : null}
              <Link to={localePath('/contact')} className="btn">
                {t('centres.contactPage')}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
