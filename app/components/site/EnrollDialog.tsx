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
 * button. Before JavaScript runs the button is a plain link to the application
 * form. "No" (and that link) open the form itself, #apply, with the course of
 * the page chosen; neither answer is drawn as the expected one.
 */
export function EnrollNow({
  className = 'btn btn-accent',
  label,
  course,
}: {
  className?: string;
  label?: string;
  course?: string;
}) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const text = label ?? t('enrollDialog.enrollNow');
  const applicationForm = `${localePath('/admissions')}${course ? `?course=${encodeURIComponent(course)}` : ''}#apply`;
  const [ready, setReady] = useState(false);
  // The dialog's words are read by every render, the server's too, so the
  // page carries them (app/i18n/page-messages.tsx): read only once the dialog
  // opened, they were missing from the page, and the dialog showed empty
  // links until the language's complete messages arrived, for as long as a
  // slow connection took (or for good, offline).
  const words = {
    close: t('enrollDialog.close'),
    title: t('enrollDialog.title'),
    text: t('enrollDialog.text'),
    yes: t('enrollDialog.yes'),
    no: t('enrollDialog.no'),
  };
  // The dialog's elements are made on the first press, not with the page.
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
      <a className={className} href={applicationForm}>
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
            <button type="button" className={styles.close} aria-label={words.close} onClick={close}>
              <CloseIcon />
            </button>
            <h2 id={titleId} className={styles.title}>
              {words.title}
            </h2>
            <p className={styles.text}>{words.text}</p>
            <div className={styles.actions}>
              <Link to={localePath('/admission-form')} className="btn" onClick={close}>
                {words.yes}
              </Link>
              <Link to={applicationForm} className="btn" onClick={close}>
                {words.no}
              </Link>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
