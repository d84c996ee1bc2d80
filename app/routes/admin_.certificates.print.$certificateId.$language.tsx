// The printable certificate: one A4 landscape page (print to PDF from the
// browser gives exactly one page), in English or Hindi. Staff only; the page
// has the student's father's name, so it is never cached.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InstituteLogo } from '~/components/site/Logo';
import { gradingText } from '~/i18n/course-text.server';
import { loadMessages } from '~/locales';
import type { RouteHandle } from '~/root';
import { requireAdmin } from '~/utils/auth.server';
import { adminPages } from '~/utils/admin-pages';
import styles from '~/components/certificate/certificate.module.css';
import { courseCredits, courseDuration } from '../../domain/catalogue/courses';
import { courseDurationHi } from '../../domain/catalogue/course-data.hi';
import { isLanguage } from '../../domain/language-paths';
import { fill } from '../../domain/schemas/refusals';
import type { Language } from '../../domain/vocabulary';
import { recordIdOf } from '~/utils/route-params';

export const handle: RouteHandle = { siteChrome: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Certificate ${data.number}` : 'Certificate' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

const durations: Record<Language, string> = { en: courseDuration, hi: courseDurationHi };

/** YYYY-MM-DD as people in India write a date: 25/11/2026. */
const indianDate = (iso: string) => iso.split('-').reverse().join('/');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.certificates.permission);
  const id = recordIdOf(params.certificateId);
  const language = params.language;
  if (!isLanguage(language)) throw new Response('Not found', { status: 404 });
  const [certificate, identity, messages] = await Promise.all([
    context.api.certificates.printable({ id, siteUrl: new URL(request.url).origin }),
    context.api.settings.identity(),
    loadMessages[language](),
  ]);
  const course = certificate.course;
  const words = messages.certificatePaper;
  const grading = certificate.grading ? gradingText(language, certificate.grading) : null;
  const meaning = grading?.bands.find((band) => band.grade === certificate.grade)?.meaning ?? '';
  return {
    language,
    words,
    number: certificate.number,
    revoked: certificate.revokedAt !== null,
    institute: { name: identity.name, address: identity.address, logoUrl: identity.logoUrl },
    // The English certificate prints the name in Latin letters (given at issue; older certificates have none).
    name: language === 'en' ? (certificate.nameLatin ?? certificate.name) : certificate.name,
    fatherName: certificate.fatherName,
    course: course?.[language] ?? certificate.courseCode,
    courseId: course?.id ?? certificate.courseCode,
    duration: `${durations[language]}, ${fill(words.credits, { credits: courseCredits })}`,
    // The batch's own dates when the certificate was issued from one (issue 54); else admission to completion, as before.
    period: fill(words.periodValue, {
      from: indianDate(certificate.courseStartsOn ?? certificate.admittedOn),
      to: indianDate(certificate.courseEndsOn ?? certificate.completionDate),
    }),
    centre: messages.vocabulary.centres[certificate.centre],
    marks: `${certificate.marks}%`,
    grade: meaning ? `${certificate.grade} (${meaning})` : certificate.grade,
    bands: grading?.bands.map((band) => `${band.grade} ${band.range}`) ?? [],
    issuedOn: indianDate(certificate.issuedOn),
    verify: certificate.verifyLinks[language],
  };
}

export default function PrintableCertificate() {
  const c = useLoaderData<typeof loader>();
  const w = c.words;
  return (
    <div className={styles.page}>
      <div className={styles.tools}>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        <span>Print on A4, landscape, with margins set to none.</span>
      </div>
      <article className={styles.sheet} lang={c.language} aria-label={`${w.heading} ${c.number}`} data-testid="certificate">
        <div className={styles.frame}>
          <header className={styles.identity}>
            <InstituteLogo url={c.institute.logoUrl} size={60} />
            <div>
              {c.institute.name ? <p className={styles.institute}>{c.institute.name}</p> : null}
              {c.institute.address ? <p className={styles.address}>{c.institute.address}</p> : null}
            </div>
          </header>
          <div className={styles.body}>
            <h1 className={styles.heading}>{w.heading}</h1>
            <p className={styles.certify}>{w.certify}</p>
            <p className={styles.name}>{c.name}</p>
            <p className={styles.father}>
              {w.fatherName}: <strong>{c.fatherName}</strong>
            </p>
            <p className={styles.certify}>{w.completed}</p>
            <p className={styles.course}>{c.course}</p>
            <dl className={styles.details}>
              <div>
                <dt>{w.courseId}</dt>
                <dd>{c.courseId}</dd>
              </div>
              <div>
                <dt>{w.duration}</dt>
                <dd>{c.duration}</dd>
              </div>
              <div>
                <dt>{w.centre}</dt>
                <dd>{c.centre}</dd>
              </div>
              <div>
                <dt>{w.period}</dt>
                <dd>{c.period}</dd>
              </div>
              <div>
                <dt>{w.marks}</dt>
                <dd>{c.marks}</dd>
              </div>
              <div>
                <dt>{w.grade}</dt>
                <dd data-testid="grade">{c.grade}</dd>
              </div>
            </dl>
            {c.bands.length ? (
              <p className={styles.grading}>
                {w.grading}: {c.bands.join(' · ')}
              </p>
            ) : null}
          </div>
          <footer className={styles.footer}>
            <div>
              <p>
                {w.number}: <strong data-testid="number">{c.number}</strong>
              </p>
              <p>
                {w.issued}: <strong>{c.issuedOn}</strong>
              </p>
            </div>
            <div className={styles.qr}>
              <span role="img" aria-label={c.verify.url} dangerouslySetInnerHTML={{ __html: c.verify.svg }} />
              <p>
                {w.scan}
                <br />
                <span data-testid="verify-url">{c.verify.url}</span>
              </p>
            </div>
            <div>
              <span className={styles.sign}>{w.signatory}</span>
            </div>
          </footer>
        </div>
        {c.revoked ? (
          <div className={styles.revoked} aria-hidden="true">
            {w.revoked}
          </div>
        ) : null}
      </article>
    </div>
  );
}
