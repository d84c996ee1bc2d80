// The institute's notices (issue 52): those of today, pinned first; each goes
// the day after its last day. Staff publish them in the admin area.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { languageOfPath } from '../../domain/language-paths';
import { PageHero } from '~/components/site/PageHero';
import { PlainText } from '~/components/site/PlainText';
import ui from '~/components/site/content.module.css';
import { shownNotices } from '~/i18n/notices.server';
import { useTranslation } from '~/i18n/translation';
import { pageMeta } from '~/utils/seo';

export const meta = pageMeta('notices', '/notices');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  return { notices: shownNotices(language, await context.api.content.notices()) };
}

export default function Notices() {
  const { notices } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main>
      <PageHero title={t('notices.title')} lead={t('notices.lead')} compact />
      <section className="section">
        <div className={`container ${ui.prose}`}>
          {notices.length === 0 ? <p>{t('notices.none')}</p> : null}
          {notices.map((notice) => (
            <article key={notice.key} id={`notice-${notice.key}`} data-testid="notice">
              <h2 lang={notice.titleLang}>{notice.title}</h2>
              <p>
                {notice.pinned ? <strong>{t('notices.pinned')} · </strong> : null}
                {t('notices.until', { date: notice.until })}
              </p>
              <PlainText blocks={notice.blocks} lang={notice.textLang} />
            </article>
          ))}
        </div>
      </section>
    </main>
  );
}

export { publicPageHeaders as headers } from '~/utils/http';
