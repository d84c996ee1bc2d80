import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { centreDetails, telHref } from '../../domain/catalogue/site';
import { ArrowIcon, ClockIcon, PhoneIcon, PinIcon } from '~/components/site/icons';
import { CentresIllustration } from '~/components/site/Illustrations';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { pageMeta } from '~/utils/seo';

export const meta = pageMeta('centres', '/centres');

export async function loader({ context }: LoaderFunctionArgs) {
  const identity = await context.api.settings.identity();
  return { phone: identity.phone, officeHours: identity.officeHours, contacts: identity.centres };
}

const centreNotes: Record<string, string> = {
  gandhinagar:
    'Our main campus with two computer labs, the library and the examination office. All courses run here, in morning and afternoon batches.',
  belwa:
    'A short ride from the district town. Computer, accounts and office courses in morning and evening batches for students and working people.',
  azamnagar:
    'Serves students of the far blocks, so they need not travel to the district town. Popular for DCA, Tally and NTT courses.',
};

export default function Centres() {
  const { phone, officeHours, contacts } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        eyebrow="Headquarters and two sub-branches"
        title="Our Centres"
        lead="Three centres across the district teach the same courses to the same standard. Choose the one nearest your home."
        art={<CentresIllustration />}
      />
      <section className="section" aria-label="Centres">
        <div className="container">
          <ul className={`${ui.grid3} ${ui.plainList}`}>
            {centreDetails.map((centre) => {
              const contact = contacts.find((entry) => entry.id === centre.id);
              return (
              <li key={centre.id} className={ui.centreCard}>
                <div className={ui.centreTop}>
                  <span className={centre.kind === 'Headquarters' ? ui.pillAccent : ui.pill}>{centre.kind}</span>
                  <span className={ui.centreIcon}>
                    <PinIcon />
                  </span>
                </div>
                <h2 style={{ margin: 0 }}>{centre.title}</h2>
                <p style={{ margin: 0, fontWeight: 600 }}>{centre.distance ?? 'In the district town'}</p>
                <p>{centreNotes[centre.id]}</p>
                {contact?.address ? <address>{contact.address}</address> : null}
                {contact?.phone ? (
                  <p style={{ margin: 0 }}>
                    Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
                  </p>
                ) : null}
                <p className={ui.checks} style={{ margin: 0 }}>
                  <span style={{ display: 'flex', gap: 'var(--space-2)' }}>
                    <ClockIcon /> {officeHours}
                  </span>
                </p>
                {contact?.mapUrl ? (
                  <a className={ui.cardLink} href={contact.mapUrl} rel="noopener" target="_blank">
                    View {centre.place} on the map<span className="visually-hidden"> (opens in a new tab)</span>
                    <ArrowIcon />
                  </a>
                ) : null}
              </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section className="section section-alt" aria-labelledby="visit">
        <div className="container">
          <div className={ui.ctaBand}>
            <div>
              <h2 id="visit">Visit or call before you come</h2>
              <p>
                Our counsellors help you pick a course and a batch at any centre.
                {phone ? (
                  <>
                    {' '}Call{' '}
                    <a href={telHref(phone)} style={{ color: '#fff', fontWeight: 700 }}>
                      {phone}
                    </a>
                    .
                  </>
                ) : null}
              </p>
            </div>
            <div className={ui.ctaActions}>
              {phone ? (
                <a href={telHref(phone)} className="btn btn-accent">
                  <PhoneIcon /> Call us
                </a>
              ) : null}
              <Link to="/contact" className="btn">
                Contact page
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
