// The applicant's receipt of a verified fee (/receipt/REG-… or /receipt/ADM-…,
// and the same under /hi): one printable A4 page in the page's language.
// Opened from the status look-up, the decision message and the staff drawer.
// Personal, so never cached and never indexed.
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Receipt } from '~/components/forms/Receipt';
import formStyles from '~/components/forms/forms.module.css';
import styles from '~/components/journeys/pages.module.css';
import { refusalOf } from '~/actions/refusals.server';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { languageOfPath } from '../../domain/language-paths';

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.receipt ? `${loaded.receipt.label} · ${loaded.receipt.referenceId}` : 'Receipt' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  try {
    const receipt = await context.api.receipts.print({ referenceId: params.referenceId ?? '', language });
    return data({ receipt, error: null }, { headers: privateHeaders });
  } catch (error) {
    const refusal = refusalOf(error, context, language);
    if (refusal.status >= 500) throw error;
    return data({ receipt: null, error: refusal.message }, { status: refusal.status, headers: privateHeaders });
  }
}

export default function ReceiptPage() {
  const { receipt, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <main>
      <section className="section">
        <div className={`container ${styles.narrow}`}>
          {receipt ? (
            <Receipt
              receipt={{
                ...receipt,
                issuedAt: new Date(receipt.issuedAt),
                cancelled: receipt.cancelled ? { ...receipt.cancelled, at: new Date(receipt.cancelled.at) } : null,
              }}
            />
          ) : (
            <div className="card">
              <h1>{t('receipt.title')}</h1>
              <p className="alert alert-error" role="alert">
                {error}
              </p>
              <a className={`btn ${formStyles.noPrint}`} href={localePath('/admission-form')}>
                {t('receipt.checkStatus')}
              </a>
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
