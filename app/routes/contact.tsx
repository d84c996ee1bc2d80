import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { telHref } from '../../domain/catalogue/site';
import { CentreCards } from '~/components/site/Centres';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, socialIcons } from '~/components/site/icons';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';
import styles from '~/components/site/Contact.module.css';

export const meta = pageMeta('contact', '/contact');

export async function loader({ context }: LoaderFunctionArgs) {
  const identity = await context.api.settings.identity();
  return { identity };
}

export default function Contact() {
  const { identity } = useLoaderData<typeof loader>();
  const { phone, email, address, officeHours, social: socialLinks } = identity;
  return (
    <main>
      <PageHero
        eyebrow="We are happy to help"
        title="Contact Us"
        lead="Call, write or visit any of our three centres. Our counsellors answer questions about courses, fees, admissions and certificates."
        compact
      />

      <section className="section" aria-labelledby="reach-us">
        <div className="container">
          <h2 id="reach-us" className="visually-hidden">
            How to reach us
          </h2>
          <ul className={styles.methods}>
            {phone ? (
              <li className={styles.method}>
                <span className={styles.icon}>
                  <PhoneIcon />
                </span>
                <h3>Phone</h3>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ) : null}
            {email ? (
              <li className={styles.method}>
                <span className={styles.icon}>
                  <MailIcon />
                </span>
                <h3>Email</h3>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {address ? (
              <li className={styles.method}>
                <span className={styles.icon}>
                  <PinIcon />
                </span>
                <h3>Head office</h3>
                <p>{address}</p>
              </li>
            ) : null}
            <li className={styles.method}>
              <span className={styles.icon}>
                <ClockIcon />
              </span>
              <h3>Office hours</h3>
              <p>{officeHours}</p>
            </li>
          </ul>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="visit-us">
        <div className="container">
          <div className={ui.sectionHead}>
            <p className={ui.kicker}>Visit us</p>
            <h2 id="visit-us">Our three centres</h2>
            <p className={ui.lead}>
              Walk in during office hours: no appointment is needed. Bring your marksheets if you want advice on which
              course suits you.
            </p>
          </div>
          <CentreCards />
        </div>
      </section>

      <section className="section" aria-labelledby="follow">
        <div className={`container ${ui.split}`}>
          <div>
            <p className={ui.kicker}>Stay in touch</p>
            <h2 id="follow">Follow us</h2>
            <p className={ui.lead}>News of new batches, results and events, on the apps you already use.</p>
            {socialLinks.length === 0 ? <p>Visit or call any of our centres during office hours.</p> : null}
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
            <h2 style={{ fontSize: '1.2rem' }}>Your feedback matters</h2>
            <p>
              Tell us what we do well and what we should do better: about classes, teachers, fees or this website. We
              read every message and reply within two working days.
            </p>
            <p>
              <Link to="/enquiry" className="btn btn-primary">
                Send an enquiry or feedback
              </Link>
            </p>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
