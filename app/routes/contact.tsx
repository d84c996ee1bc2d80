import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { telHref } from '../../domain/catalogue/site';
import { CentreCards } from '~/components/site/Centres';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from '~/components/site/icons';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';
import styles from '~/components/site/Contact.module.css';
import { useOfficeHours } from '~/i18n/office-hours';
import { useLocalePath } from '~/i18n/use-language';

export const meta = pageMeta('contact', '/contact');

export async function loader({ context }: LoaderFunctionArgs) {
  const identity = await context.api.settings.identity();
  return { identity };
}

export default function Contact() {
  const { identity } = useLoaderData<typeof loader>();
  const { phone, email, address, officeHours, social: socialLinks } = identity;
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const officeHoursText = useOfficeHours();
  return (
    <main>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} compact />

      <section className="section" aria-labelledby="reach-us">
        <div className="container">
          <h2 id="reach-us" className="visually-hidden">
            {t('contact.reachUs')}
          </h2>
          <ul className={styles.methods}>
            {phone ? (
              <li className={styles.method}>
                <span className={styles.icon}>
                  <PhoneIcon />
                </span>
                <h3>{t('contact.phone')}</h3>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ) : null}
            {email ? (
              <li className={styles.method}>
                <span className={styles.icon}>
                  <MailIcon />
                </span>
                <h3>{t('contact.email')}</h3>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {address ? (
              <li className={styles.method}>
                <span className={styles.icon}>
                  <PinIcon />
                </span>
                <h3>{t('contact.headOffice')}</h3>
                <p>{address}</p>
              </li>
            ) : null}
            <li className={styles.method}>
              <span className={styles.icon}>
                <ClockIcon />
              </span>
              <h3>{t('contact.officeHours')}</h3>
              <p>{officeHoursText(officeHours)}</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="visit-us">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>{t('contact.visitKicker')}</p>
            <h2 id="visit-us">{t('contact.visitTitle')}</h2>
            <p className={ui.lead}>{t('contact.visitLead')}</p>
          </div>
          <CentreCards />
        </div>
      </section>

      <section className="section" aria-labelledby="follow">
        <div className={`container ${ui.split}`}>
          <div>
            <p className={ui.kicker}>{t('contact.followKicker')}</p>
            <h2 id="follow">{t('contact.followTitle')}</h2>
            <p className={ui.lead}>{t('contact.followLead')}</p>
            {socialLinks.length === 0 ? <p>{t('contact.noSocial')}</p> : null}
            <ul className={styles.social}>
              {socialLinks.map((social) => {
                const SocialIcon = socialIcons[social.label];
                return (
                  <li key={social.label}>
                    <a href={social.href} className={styles.socialLink}>
                      {SocialIcon ? <SocialIcon /> : null}
                      {social.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className={ui.noteBox}>
            <h2 style={{ fontSize: '1.2rem' }}>{t('contact.feedbackTitle')}</h2>
            <p>{t('contact.feedbackText')}</p>
            <p>
              <Link to={localePath('/enquiry')} className="btn btn-primary">
                {t('contact.feedbackButton')}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
