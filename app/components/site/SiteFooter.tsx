import { Link } from '@remix-run/react';
import { centreDetails, institute, legalLinks, mainNavigation, telHref } from '../../../domain/catalogue/site';
import type { InstituteIdentity } from '../../../server/services/identity';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from './icons';
import { InstituteLogo } from './Logo';
import styles from './SiteFooter.module.css';

/** Empty settings show nothing: a fresh install has no made-up contact. */
export function SiteFooter({ identity }: { identity: InstituteIdentity }) {
  const name = identity.name || institute.name;
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
          <p className={styles.muted}>
            Computer and vocational training since {institute.established}: diploma and advance diploma courses for
            school-leavers, graduates and working people.
          </p>
          {identity.social.length > 0 ? (
          <ul className={styles.social} aria-label="Social media">
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
            Quick links
          </h2>
          <ul className={styles.links}>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-centres">
          <h2 id="footer-centres" className={styles.heading}>
            Our centres
          </h2>
          <ul className={styles.centres}>
            {centreDetails.map((centre) => (
              <li key={centre.id}>
                <strong>{centre.title}</strong>
                <span className={styles.muted}>{centre.distance ?? 'In the district town'}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact us
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
                <span className="visually-hidden">Office hours: </span>
                {identity.officeHours}
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {new Date().getFullYear()} {name}. Established {institute.established}.
          </p>
          <ul className={styles.legal} aria-label="Legal">
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
