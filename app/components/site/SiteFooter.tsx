import { Link } from '@remix-run/react';
import { centreDetails, institute, legalLinks, mainNavigation, socialLinks, telHref } from '../../../domain/catalogue/site';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from './icons';
import { LogoMark } from './Logo';
import styles from './SiteFooter.module.css';

export interface FooterContact {
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  officeHours: string;
}

export function SiteFooter({ contact }: { contact: FooterContact }) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <div className={styles.brand}>
            <LogoMark size={40} />
            <h2 id="footer-about" className={styles.brandName}>
              {institute.name}
            </h2>
          </div>
          <p className={styles.muted}>
            Computer and vocational training since {institute.established}: diploma and advance diploma courses for
            school-leavers, graduates and working people.
          </p>
          <ul className={styles.social} aria-label="Social media">
            {socialLinks.map((social) => {
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
            <p>
              <PinIcon />
              <span>{contact.contactAddress}</span>
            </p>
            <p>
              <PhoneIcon />
              <a href={telHref(contact.contactPhone)}>{contact.contactPhone}</a>
            </p>
            <p>
              <MailIcon />
              <a href={`mailto:${contact.contactEmail}`}>{contact.contactEmail}</a>
            </p>
            <p>
              <ClockIcon />
              <span>
                <span className="visually-hidden">Office hours: </span>
                {contact.officeHours}
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>
            © {new Date().getFullYear()} {institute.name}. Established {institute.established}.
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
