import { useState } from 'react';
import { formatRupees } from '../../../domain/catalogue/site';
import type { RegistrationReceipt } from '../../../server/services/registrations';
import { useHydrated } from './fields';
import styles from './forms.module.css';

export const successMessage = (id: string) => `Form submitted successfully! Your reference Id is ${id}.`;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Shown after a successful application: the reference id, a copy button and a printable acknowledgement. */
export function Acknowledgement({ receipt }: { receipt: RegistrationReceipt }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt.referenceId);
      setCopied(true);
    } catch {
      const selection = window.getSelection();
      const node = document.getElementById('reference-id');
      if (selection && node) selection.selectAllChildren(node);
    }
  };
  return (
    <div>
      <div className="alert alert-success" role="status" tabIndex={-1}>
        <strong>{successMessage(receipt.referenceId)}</strong>
      </div>
      <div className={`card ${styles.printable}`}>
        <h3>Acknowledgement of your application</h3>
        <p>
          Reference ID: <span id="reference-id" className={styles.reference}>{receipt.referenceId}</span>
        </p>
        <p className={styles.noPrint}>
          Write this down or keep a screenshot: you need it to check your status and complete your admission on the
          admission form page.
        </p>
        <table className={styles.ackTable}>
          <tbody>
            <tr>
              <th scope="row">Name</th>
              <td>{receipt.name}</td>
            </tr>
            <tr>
              <th scope="row">Course</th>
              <td>
                {receipt.courseName} ({receipt.courseCode}), {receipt.programLabel}
              </td>
            </tr>
            <tr>
              <th scope="row">Centre</th>
              <td>
                {receipt.centreName}, {receipt.courseMode}
              </td>
            </tr>
            <tr>
              <th scope="row">Registration fee</th>
              <td>{formatRupees(receipt.registrationFee)}</td>
            </tr>
            <tr>
              <th scope="row">Date</th>
              <td>{dateOf(receipt.createdAt)}</td>
            </tr>
            <tr>
              <th scope="row">Status</th>
              <td>
                <span className={styles.status}>{receipt.status}</span>
              </td>
            </tr>
          </tbody>
        </table>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          {hydrated ? (
            <>
              <button type="button" className="btn btn-primary" onClick={copy}>
                {copied ? 'Copied' : 'Copy reference ID'}
              </button>
              <button type="button" className="btn" onClick={() => window.print()}>
                Print acknowledgement
              </button>
            </>
          ) : null}
          <a className="btn" href="/admission-form">
            Check status later
          </a>
        </div>
      </div>
    </div>
  );
}
