import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { CloseIcon } from './icons';
import styles from './EnrollDialog.module.css';

/**
 * "Enroll Now": asks 'Are you already registered?' in a native modal
 * <dialog>. showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes it, a click on the backdrop closes it, and focus returns to the
 * button. Before JavaScript runs the button is a plain link to /admissions.
 */
export function EnrollNow({ className = 'btn btn-accent', label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const text = label ?? t('enrollDialog.enrollNow');
  const [ready, setReady] = useState(false);
  // The dialog's texts are read only once it is opened: they are not among
  // the page's own messages, and reading them with the page fetched the
  // language's complete messages on every page with this button (issue 32).
  const [opened, setOpened] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (opened) dialogRef.current?.showModal();
  }, [opened]);

  const close = () => dialogRef.current?.close();

  if (!ready) {
    return (
      <a className={className} href={localePath('/admissions')}>
        {text}
      </a>
    );
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => (opened ? dialogRef.current?.showModal() : setOpened(true))}
      >
        {text}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => triggerRef.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> itself; the content fills it.
          if (event.target === event.currentTarget) close();
        }}
      >
        {opened && (
          <div className={styles.body}>
            <button type="button" className={styles.close} aria-label={t('enrollDialog.close')} onClick={close}>
              <CloseIcon />
            </button>
            <h2 id={titleId} className={styles.title}>
              {t('enrollDialog.title')}
            </h2>
            <p className={styles.text}>{t('enrollDialog.text')}</p>
            <div className={styles.actions}>
              <Link to={localePath('/admission-form')} className="btn btn-primary" onClick={close}>
                {t('enrollDialog.yes')}
              </Link>
              <Link to={localePath('/admissions')} className="btn" onClick={close}>
                {t('enrollDialog.no')}
              </Link>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
