// A batch's printable student ID cards (issue 54 item 7), for staff who
// manage the intake: each student's photo, name, admission reference id,
// course, batch and validity, at a bank card's size, to print from the
// browser, in English or Hindi (?language=hi), with a QR code that opens the
// public card check in the card's language. The photo is the application's,
// through the admin document route.
import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { RouteHandle } from '~/root';
import { refusalOf } from '~/actions/refusals.server';
import { requireAdmin } from '~/utils/auth.server';
import styles from '~/components/batches/id-cards.module.css';
import { loadMessages } from '~/locales';
import { calendarDay, indiaDay } from '../../domain/dates';
import { isLanguage } from '../../domain/language-paths';
import { fill } from '../../domain/schemas/refusals';
import type { Language } from '../../domain/vocabulary';
import { recordIdOf } from '~/utils/route-params';
import { adminMeta } from '~/utils/admin-pages';

export const handle: RouteHandle = { siteChrome: false };

export const meta = adminMeta('ID cards');

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireAdmin(context, 'intakes.manage');
  const intakeId = recordIdOf(params.intakeId);
  const url = new URL(request.url);
  const asked = url.searchParams.get('language') ?? 'en';
  if (!isLanguage(asked)) throw new Response('Not found', { status: 404 });
  const language: Language = asked;
  const [sheet, identity, messages] = await Promise.all([
    // An intake out of the person's centres answers like an unknown one.
    context.api.batches.idCards({ intakeId, siteUrl: url.origin, language }).catch((error: unknown) => {
      if (refusalOf(error, context).code === 'NOT_FOUND') throw new Response('Not found', { status: 404 });
      throw error;
    }),
    context.api.settings.identity(),
    loadMessages[language](),
  ]);
  const words = messages.idCard;
  const batch = fill(messages.certification.card.batchValue, {
    centre: messages.vocabulary.centres[sheet.intake.centre],
    mode: messages.vocabulary.courseModes[sheet.intake.courseMode],
    date: indiaDay(sheet.intake.startsAt, language),
  });
  return {
    language,
    intakeId: sheet.intake.id,
    institute: identity.name,
    heading: words.heading,
    course: `${sheet.courseName[language]} (${sheet.intake.courseCode})`,
    batch: `${words.batch}: ${batch}`,
    session: fill(words.session, { session: sheet.intake.session }),
    valid: sheet.validUntil ? fill(words.validUntil, { date: calendarDay(sheet.validUntil, language) }) : words.whileRuns,
    noPhoto: words.noPhoto,
    scan: words.scan,
    cards: sheet.cards.map((card) => ({ ...card, photoAlt: fill(words.photoOf, { name: card.name }) })),
  };
}

export default function IdCards() {
  const c = useLoaderData<typeof loader>();
  return (
    <main className={styles.page} lang={c.language}>
      <p className={styles.actions} lang="en">
        <Link to={`/admin/batches/${c.intakeId}`}>Back to the batch</Link> · Print this page from the browser (Ctrl+P) ·{' '}
        {c.language === 'en' ? <Link to="?language=hi">Cards in Hindi</Link> : <Link to="?language=en">Cards in English</Link>}
      </p>
      <div className={styles.cards}>
        {c.cards.map((card) => (
          <article key={card.admissionId} className={styles.card} data-testid={`id-card-${card.referenceId}`}>
            <div className={styles.institute}>
              {c.institute} · {c.heading}
            </div>
            {card.photoUploadId ? (
              <img className={styles.photo} src={`/admin/documents/${card.photoUploadId}`} alt={card.photoAlt} />
            ) : (
              <div className={styles.noPhoto}>{c.noPhoto}</div>
            )}
            <div className={styles.details}>
              <p className={styles.name}>{card.name}</p>
              <p>
                {card.referenceId} · {c.session}
              </p>
              <p>{c.course}</p>
              <p>{c.batch}</p>
            </div>
            {card.qrSvg ? (
              <figure className={styles.qr} data-check-url={card.checkUrl}>
                {/* The SVG is made on the server by the QR library from our own link. */}
                <div className={styles.qrImage} aria-hidden="true" dangerouslySetInnerHTML={{ __html: card.qrSvg }} />
                <figcaption>{c.scan}</figcaption>
              </figure>
            ) : (
              <p className={styles.qr} lang="en">
                No QR yet: press Print student ID cards on the batch page.
              </p>
            )}
            <div className={styles.valid}>{c.valid}</div>
          </article>
        ))}
      </div>
    </main>
  );
}
