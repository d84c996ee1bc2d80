// The verify page's body, shared by the form's answer (/certification/verify)
// and the QR code's link (/certification/verify/<code>).
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/translation';
import { bringIntoView, useAnswerCameWithPage } from './bring-into-view';
import pages from '../journeys/pages.module.css';
import { VerifyAnswer, VerifyCertificateForm, type VerifyAnswerView } from './VerifyCertificate';

export type VerifyPageView =
  { kind: 'answer'; answer: VerifyAnswerView } | { kind: 'refused'; message: string; fields: { number?: true; dob?: true } };

export function VerifyPage({ view }: { view: VerifyPageView }) {
  const { t } = useTranslation();
  const answerRef = useRef<HTMLDivElement>(null);
  const cameWithPage = useAnswerCameWithPage();
  // The form sits low on /certification: after a press there, the answer (or
  // the refusal) is what the screen shows, not the page's foot. An answer that
  // came with the page (no JavaScript, the QR code's link) opens at the top already.
  useEffect(() => {
    if (!cameWithPage && (view.kind === 'answer' || view.message)) bringIntoView(answerRef.current);
  }, [view, cameWithPage]);
  return (
    <main>
      <section className="section">
        <div className={`container ${pages.narrow}`}>
          <div id="verify-answer" ref={answerRef} tabIndex={-1}>
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
        </div>
      </section>
    </main>
  );
}
