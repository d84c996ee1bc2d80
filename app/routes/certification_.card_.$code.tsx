// GET /certification/card/<code> (and /hi/...): where a student ID card's QR
// code leads (issue 54 item 7), in the certificate check's style. The code
// (20 random characters) is the only key; the answer says whether the holder
// is enrolled and the minimum (name, course, batch, valid until), is never
// cached, and counts under the look-up limit like the certificate's link.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { indianDate, pageLanguage, qrLinkHeaders, refusedView, verifyHeaders } from '~/actions/certificate-answer.server';
import { pageTextFromMatches, seo, siteFromMatches } from '~/utils/seo';
import pages from '~/components/journeys/pages.module.css';
import { languageOfPath } from '../../domain/language-paths';
import { cardCheckPath } from '../../domain/schemas/certificate-paths';
import type { CentreId, CourseMode } from '../../domain/vocabulary';

export const meta: MetaFunction = ({ matches, location }) => {
  const text = pageTextFromMatches(matches, 'certificationCard');
  const tags = text ? seo({ ...text, path: cardCheckPath }, siteFromMatches(matches), languageOfPath(location.pathname)) : [];
  // The link is a secret of sorts: not indexed, and not a canonical of anything.
  return [...tags.filter((tag) => !('rel' in tag)), { name: 'robots', content: 'noindex' }];
};

export const headers = qrLinkHeaders;

type CardView =
  | { kind: 'refused'; message: string }
  | { kind: 'unknown' }
  | {
      kind: 'card';
      state: 'valid' | 'expired';
      name: string;
      course: string;
      centre: CentreId;
      mode: CourseMode;
      startsOn: string;
      validUntil: string | null;
    };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const language = pageLanguage(request);
  try {
    const answer = await context.api.batches.checkCard({ code: params.code ?? '' });
    if (!answer.found) return data<CardView>({ kind: 'unknown' }, { headers: verifyHeaders });
    const view: CardView = {
      kind: 'card',
      state: answer.state,
      name: answer.name,
      course: answer.courseName?.[language] ?? answer.courseCode,
      centre: answer.batch.centre,
      mode: answer.batch.courseMode,
      startsOn: indianDate(answer.batch.startsOn),
      validUntil: answer.validUntil ? indianDate(answer.validUntil) : null,
    };
    return data(view, { headers: verifyHeaders });
  } catch (error) {
    const refused = await refusedView(error, request, context);
    const view: CardView = { kind: 'refused', message: refused.data.kind === 'refused' ? refused.data.message : '' };
    return data(view, { status: refused.status, headers: refused.headers });
  }
}

export default function StudentCardCheck() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <main>
      <section className="section">
        <div className={`container ${pages.narrow}`}>
          <h1 id="card-title">{t('certification.card.title')}</h1>
          <section
            aria-labelledby="card-answer-title"
            className="card"
            data-answer={view.kind === 'card' ? view.state : view.kind}
          >
            <h2 id="card-answer-title">{t('certification.card.answerTitle')}</h2>
            {view.kind === 'refused' ? (
              <p className="alert alert-error" role="alert">
                {view.message}
              </p>
            ) : view.kind === 'unknown' ? (
              <p className="alert alert-error" role="status">
                {t('certification.card.notFound')}
              </p>
            ) : (
              <>
                {view.state === 'valid' ? (
                  <p className="alert alert-success" role="status">
                    <strong>{t('certification.card.valid')}</strong>
                  </p>
                ) : (
                  <p className="alert alert-error" role="status">
                    <strong>{t('certification.card.expired')}</strong>{' '}
                    {t('certification.card.expiredOn', { date: view.validUntil ?? '' })}
                  </p>
                )}
                <table className={pages.applicant}>
                  <tbody>
                    <tr>
                      <th scope="row">{t('certification.card.name')}</th>
                      <td>{view.name}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('certification.card.course')}</th>
                      <td>{view.course}</td>
                    </tr>
                    <tr>
                      <th scope="row">{t('certification.card.batch')}</th>
                      <td>
                        {t('certification.card.batchValue', {
                          centre: t(`vocabulary.centres.${view.centre}`),
                          mode: t(`vocabulary.courseModes.${view.mode}`),
                          date: view.startsOn,
                        })}
                      </td>
                    </tr>
                    <tr>
                      <th scope="row">{t('certification.card.validUntil')}</th>
                      <td>{view.validUntil ?? t('certification.card.whileRuns')}</td>
                    </tr>
                  </tbody>
                </table>
                <p className="field-hint">{t('certification.card.shownOnly')}</p>
              </>
            )}
            <p>
              <Link to={`${localePath('/certification')}#verify`}>{t('certification.verify.title')}</Link>
            </p>
          </section>
        </div>
      </section>
    </main>
  );
}
