// What a person meets first after a refused application: the refusal, each
// field's first message linked to its field, and what was kept. The page
// opens at #application-outcome around it (with JavaScript, bringIntoView).
import type { RefObject } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useProblemText } from '~/i18n/problem-text';
import type { FieldErrors } from './fields';
import styles from './forms.module.css';
import { connectionLost, failureMessage, type ApplicationOutcome } from './application-outcome';

export function ApplicationSummary(props: {
  failed: Extract<ApplicationOutcome, { ok: false }> | undefined;
  errors: FieldErrors;
  /** Sent by the script (XHR): the chosen files are still in the form. */
  sentByScript: boolean;
  summaryRef: RefObject<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const say = useProblemText();
  const { failed, errors, sentByScript, summaryRef } = props;
  const hasErrors = Object.values(errors).some((list) => list?.length);
  // Each field's first message, linked; a refusal whose sentence is said above already (a batch's) is not said twice.
  const listedErrors = failed
    ? Object.entries(failed.fieldErrors).flatMap(([field, messages]) =>
        messages?.[0] && messages[0] !== failed.message ? [[field, messages[0]] as const] : [],
      )
    : [];
  return (
    <div id="application-outcome" tabIndex={-1} ref={summaryRef}>
      <div id="application-status" aria-live="polite">
        {!failed && hasErrors ? (
          <div className="alert alert-error" role="alert">
            {say({ key: 'general.invalidForm' })}
          </div>
        ) : null}
        {failed ? (
          // What a person meets first after a refused post: the page opens at
          // #application-outcome around it (with JavaScript, bringIntoView).
          <div id="application-errors" className="alert alert-error" role="alert">
            <strong>{t('application.failure')}</strong>
            {failed.message === connectionLost ? (
              <>
                <p>{t('application.connectionLost')}</p>
                {/* The answer may be what was lost, not the application: say what is safe to do. */}
                <p>{t('application.connectionLostNext')}</p>
              </>
            ) : failed.message !== failureMessage ? (
              <p>{say(failed.message)}</p>
            ) : null}
            {listedErrors.length > 0 ? (
              <ul className={styles.errorList}>
                {listedErrors.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${field}-error`}>{say(message)}</a>
                  </li>
                ))}
              </ul>
            ) : null}
            {!sentByScript && Object.keys(failed.values).length > 0 ? <p>{t('application.keptValues')}</p> : null}
            {!sentByScript && failed.filesNotKept?.includes('paymentScreenshot') ? (
              <p>{t('application.paymentProofNotKept')}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
