import { Link } from '@remix-run/react';
import { institute, mainNavigation, telHref } from '../../../domain/catalogue/site';
import { useCatalogue, useInstituteName } from '~/i18n/catalogue';
import { useOfficeHours } from '~/i18n/office-hours';
import type { InstituteIdentity } from '~/utils/procedure-outputs';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from './icons';
import { InstituteLogo } from './Logo';
import styles from './SiteFooter.module.css';
import { useLocalePath } from '~/i18n/use-language';
import { useTranslation } from '~/i18n/translation';

/** Empty settings show nothing: a fresh install has no made-up contact. */
export function SiteFooter({ identity }: { identity: InstituteIdentity }) {
  const name = useInstituteName(identity.name);
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { centreDetails, legalLinks } = useCatalogue();
  const officeHours = useOfficeHours();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <div className={styles.brand}>
            <InstituteLogo url={identity.logoUrl} size={40} />
            <h2 id="footer-about" className={styles.brandName}>
              {name}
            </h2>
          </div>
          <p className={styles.muted}>{t('footer.about', { year: institute.established })}</p>
          {identity.social.length > 0 ? (
            <ul className={styles.social} aria-label={t('footer.social')}>
              {identity.social.map((social) => {
                const SocialIcon = socialIcons[social.label];
                return (
                  <li key={social.label}>
                    <a href={social.href} aria-label={social.label} className={styles.socialLink}>
                      {SocialIcon ? <SocialIcon /> : social.label}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul className={styles.links}>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link to={localePath(item.to)}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-centres">
          <h2 id="footer-centres" className={styles.heading}>
            {t('footer.ourCentres')}
          </h2>
          <ul className={styles.centres}>
            {centreDetails.map((centre) => (
              <li key={centre.id}>
                <strong>{centre.title}</strong>
                <span className={styles.muted}>{centre.distance ?? t('footer.inDistrictTown')}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactUs')}
          </h2>
          <address className={styles.contact}>
            {identity.address ? (
              <p>
                <PinIcon />
                <span>{identity.address}</span>
              </p>
            ) : null}
            {identity.phone ? (
              <p>
                <PhoneIcon />
                <a href={telHref(identity.phone)}>{identity.phone}</a>
              </p>
            ) : null}
            {identity.email ? (
              <p>
                <MailIcon />
                <a href={`mailto:${identity.email}`}>{identity.email}</a>
              </p>
            ) : null}
            <p>
              <ClockIcon />
              <span>
                <span className="visually-hidden">{t('footer.officeHours')}</span>
                {officeHours(identity.officeHours)}
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), name, established: institute.established })}</p>
          <ul className={styles.legal} aria-label={t('footer.legal')}>
            {legalLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
