import { Link } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from './icons';
import styles from './EnrollDialog.module.css';

/**
 * "Enroll Now": asks 'Are you already registered?' in a native modal
 * <dialog>. showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes it, a click on the backdrop closes it, and focus returns to the
 * button. Before JavaScript runs the button is a plain link to /admissions.
 */
export function EnrollNow({ className = 'btn btn-accent', label = 'Enroll Now' }: { className?: string; label?: string }) {
  const [ready, setReady] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => setReady(true), []);

  const close = () => dialogRef.current?.close();

  if (!ready) {
    return (
      <a className={className} href="/admissions">
        {label}
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
        onClick={() => dialogRef.current?.showModal()}
      >
        {label}
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
        <div className={styles.body}>
          <button type="button" className={styles.close} aria-label="Close" onClick={close}>
            <CloseIcon />
          </button>
          <h2 id={titleId} className={styles.title}>
            Are you already registered?
          </h2>
          <p className={styles.text}>
            If you have a registration reference ID, continue to the admission form. If not, start with the
            registration on the admissions page.
          </p>
          <div className={styles.actions}>
            <Link to="/admission-form" className="btn btn-primary" onClick={close}>
              Yes
            </Link>
            <Link to="/admissions" className="btn" onClick={close}>
              No
            </Link>
          </div>
        </div>
      </dialog>
    </>
  );
}
