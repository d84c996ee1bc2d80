// The verify page's body, shared by the form's answer (/certification/verify)
// and the QR code's link (/certification/verify/<code>).
import { useTranslation } from '~/i18n/translation';
import pages from '../journeys/pages.module.css';
import { VerifyAnswer, VerifyCertificateForm, type VerifyAnswerView } from './VerifyCertificate';

export type VerifyPageView =
  { kind: 'answer'; answer: VerifyAnswerView } | { kind: 'refused'; message: string; fields: { number?: true; dob?: true } };

export function VerifyPage({ view }: { view: VerifyPageView }) {
  const { t } = useTranslation();
  return (
    <main>
      <section className="section">
        <div className={`container ${pages.narrow}`}>
          <h1 id="verify-title">{t('certification.verify.title')}</h1>
          {view.kind === 'answer' ? (
            <VerifyAnswer answer={view.answer} />
          ) : (
            <div className="card">
              <VerifyCertificateForm
                message={view.message || undefined}
                errors={{
                  number: view.fields.number ? [t('certification.verify.numberRequired')] : undefined,
                  dob: view.fields.dob ? [t('certification.verify.dobRequired')] : undefined,
                }}
              />
            </div>
          )}
        </div>
      </section>
    </main>
  );
}
