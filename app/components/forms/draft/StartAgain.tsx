// "Start again" empties a whole form, the files sent ahead included: it asks
// first, in place (a tap meant for something near it cost an applicant every
// upload), and says what goes. "No" keeps everything as it was.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import styles from '../forms.module.css';

export function StartAgain({ onConfirm, disabled }: { onConfirm: () => void; disabled?: boolean }) {
  const { t } = useTranslation();
  // Read on every render, the server's too, so the page carries these words
  // (app/i18n/page-messages.tsx): the question must never show up empty.
  const words = {
    startAgain: t('formDraft.startAgain'),
    question: t('formDraft.startAgainQuestion'),
    yes: t('formDraft.startAgainYes'),
    no: t('formDraft.startAgainNo'),
  };
  const [asking, setAsking] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const wasAsking = useRef(false);
  useEffect(() => {
    // The safe answer takes the focus; once answered, focus goes back to the button.
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) againRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button
        ref={againRef}
        type="button"
        className={`btn ${styles.draftAgain}`}
        onClick={() => setAsking(true)}
        disabled={disabled}
        tabIndex={disabled ? -1 : undefined}
      >
        {words.startAgain}
      </button>
    );
  }
  return (
    <div className={styles.startAgainAsk} role="group" aria-labelledby={questionId} data-testid="start-again-question">
      <p id={questionId}>
        <strong>{words.question}</strong>
      </p>
      <button ref={keepRef} type="button" className={`btn ${styles.draftAgain}`} onClick={() => setAsking(false)}>
        {words.no}
      </button>
      <button
        type="button"
        className={`btn ${styles.draftAgain} ${styles.startAgainYes}`}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {words.yes}
      </button>
    </div>
  );
}
