// The privacy notice (India's Digital Personal Data Protection Act, 2023):
// what is collected, why, how long it is kept, the applicant's rights, and
// whom to contact. Built from the settings: the grievance officer shows once
// staff named one, else the office's own contacts.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { telHref } from '../../domain/catalogue/site';
import { useInstituteName } from '~/i18n/catalogue';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
import { useOfficeHours } from '~/i18n/office-hours';
import { useTranslation } from '~/i18n/translation';
import { pageMeta } from '~/utils/seo';

export const meta = pageMeta('privacy', '/privacy');

export async function loader({ context }: LoaderFunctionArgs) {
  return context.api.settings.privacy();
}

/** A phone number or an email address as a link; anything else as text. */
function ContactValue({ value }: { value: string }) {
  if (/^\S+@\S+\.\S+$/.test(value)) return <a href={`mailto:${value}`}>{value}</a>;
  if (/^\+?[0-9 -]{10,16}$/.test(value)) return <a href={telHref(value)}>{value}</a>;
  return <>{value}</>;
}

export default function Privacy() {
  const { identity, documentRetentionDays } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const officeHours = useOfficeHours();
  const name = useInstituteName(identity.name);
  const officer = identity.grievanceOfficer;
  const officeContacts = [identity.phone, identity.email].filter(Boolean);
  return (
    <main>
      <PageHero eyebrow={t('privacy.eyebrow')} title={t('privacy.title')} lead={t('privacy.lead', { name })} compact />
      <section className="section">
        <div className={`container ${ui.prose} ${ui.legal}`}>
          <h2>{t('privacy.collectTitle')}</h2>
          <ul>
            <li>{t('privacy.collectApply')}</li>
            <li>{t('privacy.collectAdmission')}</li>
            <li>{t('privacy.collectEnquiry')}</li>
            <li>{t('privacy.collectSafety')}</li>
          </ul>

          <h2>{t('privacy.whyTitle')}</h2>
          <p>{t('privacy.why')}</p>

          <h2>{t('privacy.keepTitle')}</h2>
          <ul>
            <li>{t('privacy.keepWaiting', { days: documentRetentionDays })}</li>
            <li>{t('privacy.keepApproved')}</li>
            <li>{t('privacy.keepEnquiries')}</li>
            <li>{t('privacy.keepOnPhone', { startAgain: t('formDraft.startAgain') })}</li>
          </ul>

          <h2>{t('privacy.rightsTitle')}</h2>
          <p>{t('privacy.rightsIntro')}</p>
          <ul>
            <li>{t('privacy.rightSee')}</li>
            <li>{t('privacy.rightCorrect')}</li>
            <li>{t('privacy.rightErase')}</li>
            <li>{t('privacy.rightWithdraw')}</li>
          </ul>
          <p>{t('privacy.referenceHint')}</p>

          <h2>{t('privacy.contactTitle')}</h2>
          {officer.name || officer.contact ? (
            <p data-grievance-officer="">
              {t('privacy.officer')} {officer.name ? <strong>{officer.name}</strong> : null}
              {officer.name && officer.contact ? ', ' : null}
              {officer.contact ? <ContactValue value={officer.contact} /> : null}
            </p>
          ) : (
            <p data-grievance-officer="office">
              {t('privacy.office')}
              {officeContacts.length > 0 ? (
                <>
                  {' '}
                  (
                  {officeContacts.map((value, index) => (
                    <span key={value}>
                      {index > 0 ? ', ' : null}
                      <ContactValue value={value} />
                    </span>
                  ))}
                  )
                </>
              ) : null}{' '}
              {t('privacy.officeVisit', { hours: officeHours(identity.officeHours) })}
            </p>
          )}
          <p>{t('privacy.board')}</p>
        </div>
      </section>
    </main>
  );
}
