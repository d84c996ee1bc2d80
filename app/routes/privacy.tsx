// The privacy notice (India's Digital Personal Data Protection Act, 2023):
// what is collected, why, how long it is kept, the applicant's rights, and
// whom to contact. Built from the settings: the grievance officer shows once
// staff named one, else the office's own contacts.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { institute, telHref } from '../../domain/catalogue/site';
import { PageHero } from '~/components/site/PageHero';
import ui from '~/components/site/content.module.css';
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
  const name = identity.name || institute.name;
  const officer = identity.grievanceOfficer;
  const officeContacts = [identity.phone, identity.email].filter(Boolean);
  return (
    <main>
      <PageHero
        eyebrow="Your data"
        title="Privacy Notice"
        lead={`How ${name} uses the details you give when you apply for a course or send an enquiry.`}
        compact
      />
      <section className="section">
        <div className={`container ${ui.prose}`}>
          <h2>What we collect</h2>
          <ul>
            <li>
              When you apply: your name, father&rsquo;s name, date of birth, gender, address, mobile number and email;
              the program, course, centre and mode you choose; a parent&rsquo;s or guardian&rsquo;s name if you are
              under 18; your photo, Aadhaar card and certificates (10th, 12th and, for advance diploma, graduation);
              the UPI transaction ID (UTR) and screenshot of your fee payment.
            </li>
            <li>When you complete your admission: the UTR and screenshot of your admission fee payment.</li>
            <li>When you send an enquiry: your name, email, mobile number and your question.</li>
            <li>
              For the website&rsquo;s safety: the internet address your request came from, used to stop abuse of the
              forms.
            </li>
          </ul>

          <h2>Why we collect it</h2>
          <p>
            Only to process your application and admission, to check your payment, to contact you about them and to
            answer your enquiry. Your details are seen only by institute staff. They are never sold, and never shared
            except where the law requires it.
          </p>

          <h2>How long we keep it</h2>
          <ul>
            <li>
              Documents of an application or admission that was not approved, or that is still waiting, are deleted
              after {documentRetentionDays} days. The other details stay, so the office can still answer questions about
              it.
            </li>
            <li>Documents and details of approved applications and admissions are kept with your student record.</li>
            <li>Enquiries are kept until they are erased on request.</li>
          </ul>

          <h2>Your rights</h2>
          <p>Under the Digital Personal Data Protection Act, 2023, you may ask:</p>
          <ul>
            <li>to see the details we hold about you;</li>
            <li>to correct details that are wrong or out of date;</li>
            <li>to erase your details when they are no longer needed for your admission;</li>
            <li>to withdraw your consent (we then stop processing your application).</li>
          </ul>
          <p>Keep your reference ID ready: it helps the office find your application.</p>

          <h2>Whom to contact</h2>
          {officer.name || officer.contact ? (
            <p data-grievance-officer="">
              Grievance officer: {officer.name ? <strong>{officer.name}</strong> : null}
              {officer.name && officer.contact ? ', ' : null}
              {officer.contact ? <ContactValue value={officer.contact} /> : null}
            </p>
          ) : (
            <p data-grievance-officer="office">
              Please contact the institute&rsquo;s office
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
              or visit it during office hours ({identity.officeHours}).
            </p>
          )}
          <p>
            If you are not satisfied with the answer, you may complain to the Data Protection Board of India.
          </p>
        </div>
      </section>
    </main>
  );
}
