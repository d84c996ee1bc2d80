import { useEffect, useRef, useState } from 'react';
import { courseLabel } from '../../../domain/catalogue/course-label';
import { formatRupees } from '../../../domain/catalogue/site';
import { InstituteLogo } from '~/components/site/Logo';
import type { RegistrationReceipt } from '../../../server/services/registrations';
import { useHydrated } from './fields';
import styles from './forms.module.css';

export const successMessage = (id: string) => `Form submitted successfully! Your reference Id is ${id}.`;

/** 23 November 2026, 7:31 pm IST */
const indiaDateTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Asia/Kolkata',
  })} IST`;

/** YYYY-MM-DD as 6 May 2004 (a calendar day: no time zone applies). */
const dayOf = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

const nextSteps: Record<RegistrationReceipt['status'], string> = {
  PENDING:
    'The institute checks your documents and payment. Then look up your reference ID on the admission form page: once your application is approved, complete your admission there by paying the course fee.',
  APPROVED: 'Your application is approved: complete your admission on the admission form page with your reference ID.',
  REJECTED: 'Your application was not approved. Please contact the institute for help.',
};

/**
 * Shown after a successful application: the success message, and a one-page
 * acknowledgement (the only thing printed) with everything the applicant may
 * need to show later.
 */
export function Acknowledgement({ receipt }: { receipt: RegistrationReceipt }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  // After an enhanced submit the form is replaced by this: bring the message
  // into view below the sticky header (scroll-padding-top) and to the reader.
  useEffect(() => messageRef.current?.focus(), []);
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
  const { institute } = receipt;
  const rows: [string, string][] = [
    ['Name', receipt.name],
    ["Father's name", receipt.fatherName],
    ['Date of birth', dayOf(receipt.dob)],
    ['Mobile', receipt.mobile],
    ['Course', `${courseLabel(receipt.courseName, receipt.courseCode)}, ${receipt.programLabel}`],
    ['Centre', receipt.centreName],
    ['Mode', receipt.courseMode],
    ['Registration fee', formatRupees(receipt.registrationFee)],
    ['UPI transaction ID (UTR)', receipt.utr],
    ['Submitted', indiaDateTime(receipt.createdAt)],
  ];
  return (
    <div>
      <div className={`alert alert-success ${styles.noPrint}`} role="status" tabIndex={-1} ref={messageRef} id="application-success">
        <strong>{successMessage(receipt.referenceId)}</strong>
      </div>
      <div className={`card ${styles.printable}`} id="acknowledgement">
        <div className={styles.ackHeader}>
          <InstituteLogo url={institute.logoUrl} size={48} />
          <div>
            {institute.name ? <p className={styles.ackInstitute}>{institute.name}</p> : null}
            {institute.address ? <p className={styles.ackContact}>{institute.address}</p> : null}
            {institute.phone || institute.email ? (
              <p className={styles.ackContact}>{[institute.phone, institute.email].filter(Boolean).join(' · ')}</p>
            ) : null}
          </div>
        </div>
        <h3>Acknowledgement of your application</h3>
        <p>
          Reference ID:{' '}
          <span id="reference-id" className={styles.reference}>
            {receipt.referenceId}
          </span>
        </p>
        <p className={styles.noPrint}>
          Write this down or keep a screenshot: you need it to check your status and complete your admission on the
          admission form page.
        </p>
        <table className={styles.ackTable}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Status</th>
              <td>
                <span className={styles.status}>{receipt.status}</span>
              </td>
            </tr>
            <tr>
              <th scope="row">Next step</th>
              <td>{nextSteps[receipt.status]}</td>
            </tr>
          </tbody>
        </table>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          {hydrated ? (
            <>
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                Save as PDF / Print
              </button>
              <button type="button" className="btn" onClick={copy}>
                {copied ? 'Copied' : 'Copy reference ID'}
              </button>
            </>
          ) : (
            <p className={styles.printHint}>
              To keep a copy, open your browser&rsquo;s menu and choose Print (or Share, then Print), then Save as PDF.
            </p>
          )}
          <a className="btn" href="/admission-form">
            Check status later
          </a>
        </div>
      </div>
    </div>
  );
}
