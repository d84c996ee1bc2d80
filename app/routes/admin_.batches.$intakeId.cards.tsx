// A batch's printable student ID cards (issue 54 item 7), for staff who
// manage the intake: each student's photo, name, admission reference id,
// course, batch and validity, at a bank card's size, to print from the
// browser. The photo is the application's, through the admin document route.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { RouteHandle } from '~/root';
import { refusalOf } from '~/actions/refusals.server';
import { requireAdmin } from '~/utils/auth.server';
import styles from '~/components/batches/id-cards.module.css';
import { calendarDay, indiaDay } from '../../domain/dates';
import { centres } from '../../domain/vocabulary';

export const handle: RouteHandle = { siteChrome: false };

export const meta: MetaFunction = () => [{ title: 'ID cards · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, 'intakes.manage');
  const intakeId = Number(params.intakeId);
  if (!Number.isInteger(intakeId) || intakeId <= 0) throw new Response('Not found', { status: 404 });
  const [cards, identity] = await Promise.all([
    // An intake out of the person's centres answers like an unknown one.
    context.api.batches.idCards({ intakeId }).catch((error: unknown) => {
      if (refusalOf(error, context).code === 'NOT_FOUND') throw new Response('Not found', { status: 404 });
      throw error;
    }),
    context.api.settings.identity(),
  ]);
  return {
    ...cards,
    institute: identity.name,
    centre: centres.labels[cards.intake.centre],
    starts: indiaDay(cards.intake.startsAt, 'en'),
    validUntil: cards.validUntil ? calendarDay(cards.validUntil, 'en') : null,
  };
}

export default function IdCards() {
  const { intake, courseName, cards, institute, centre, starts, validUntil } = useLoaderData<typeof loader>();
  return (
    <main className={styles.page}>
      <p className={styles.actions}>
        <Link to={`/admin/batches/${intake.id}`}>Back to the batch</Link> · Print this page from the browser (Ctrl+P).
      </p>
      <div className={styles.cards}>
        {cards.map((card) => (
          <article key={card.admissionId} className={styles.card} data-testid={`id-card-${card.referenceId}`}>
            <div className={styles.institute}>{institute} · Student ID card</div>
            {card.photoUploadId ? (
              <img className={styles.photo} src={`/admin/documents/${card.photoUploadId}`} alt={`Photo of ${card.name}`} />
            ) : (
              <div className={styles.noPhoto}>No photo</div>
            )}
            <div className={styles.details}>
              <p className={styles.name}>{card.name}</p>
              <p>{card.referenceId}</p>
              <p>
                {courseName} ({intake.courseCode})
              </p>
              <p>
                Batch: {centre}, {intake.courseMode}, from {starts}
              </p>
              <p>Session {intake.session}</p>
            </div>
            <div className={styles.valid}>{validUntil ? `Valid until ${validUntil}` : 'Valid while the batch runs'}</div>
          </article>
        ))}
      </div>
    </main>
  );
}
