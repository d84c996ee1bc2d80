import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/translation';
import { calendarDay, indiaDateTime, indiaDayAndTime } from '../../../domain/dates';
import { formatRupees } from '../../../domain/catalogue/site';
import { useLanguage, useLocalePath } from '~/i18n/use-language';
import { useEmailOn } from '~/utils/email-on';
import type { RegistrationReceipt } from '~/utils/procedure-outputs';
import { bringIntoView, useHydrated } from './fields';
import { PrintableHeader, PrintableRows } from './PrintableHeader';
import styles from './forms.module.css';
import { useFormLabels } from './labels';

/**
 * Shown after a successful application: the success message, and a one-page
 * acknowledgement (the only thing printed) with everything the applicant may
 * need to show later.
 */
export function Acknowledgement({ receipt, cameWithPage }: { receipt: RegistrationReceipt; cameWithPage: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localePath = useLocalePath();
  const labels = useFormLabels();
  const hydrated = useHydrated();
  const emailOn = useEmailOn();
  // Read on every render, the server's too, so the page carries these words:
  // only the hydrated page shows its buttons, which must never show up empty
  // while the complete messages load (app/i18n/page-messages.tsx).
  const buttonLabels = {
    print: t('acknowledgement.print'),
    copy: t('acknowledgement.copy'),
    copied: t('acknowledgement.copied'),
  };
  const [copied, setCopied] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);
  // After an enhanced submit the form is replaced by this: bring the message
  // into view below the sticky header (scroll-padding-top) and to the reader.
  // When it came with the page (without JavaScript, or sent before it ran),
  // the form's #application-outcome fragment has done it (bring-into-view.ts).
  useEffect(() => {
    if (!cameWithPage) bringIntoView(messageRef.current);
  }, [cameWithPage]);
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
    [t('acknowledgement.name'), receipt.name],
    [t('acknowledgement.fatherName'), receipt.fatherName],
    [t('acknowledgement.dob'), calendarDay(receipt.dob, language)],
    [t('acknowledgement.mobile'), receipt.mobile],
    [
      t('acknowledgement.course'),
      `${labels.course(receipt.courseCode, receipt.courseName)}, ${labels.program(receipt.program, receipt.programLabel)}`,
    ],
    [t('acknowledgement.centre'), labels.centre(receipt.centre, receipt.centreName)],
    [t('acknowledgement.mode'), labels.courseMode(receipt.courseMode)],
    // The batch chosen (its start), so the applicant can tell it from the next one of the same course.
    ...(receipt.batch
      ? [
          [
            t('acknowledgement.batch'),
            t('acknowledgement.batchValue', {
              session: receipt.batch.session,
              starts: indiaDayAndTime(receipt.batch.startsAt, language),
            }),
          ] as [string, string],
        ]
      : []),
    // A waitlist entry owes nothing until a seat is offered (decision 051): no amount, no payment check.
    [t('acknowledgement.fee'), receipt.waitlisted ? t('acknowledgement.waitlistFee') : formatRupees(receipt.registrationFee)],
    // A waitlist entry has paid nothing yet (decision 051): no UTR to show.
    ...(receipt.waitlisted ? [] : [[t('acknowledgement.utr'), receipt.utr] as [string, string]]),
    [t('acknowledgement.submitted'), t('acknowledgement.dateTime', indiaDateTime(receipt.createdAt, language))],
  ];
  return (
    <div>
      <div id="application-outcome" tabIndex={-1} ref={messageRef} className={styles.noPrint}>
        <div className="alert alert-success" role="status" id="application-success">
          <strong>{t('acknowledgement.success', { id: receipt.referenceId })}</strong>
          {/* Said plainly: a success that is not believed is paid twice. A waitlist entry has paid nothing yet. */}
          <p>
            {receipt.waitlisted
              ? t(emailOn ? 'waitlist.acknowledged' : 'waitlist.acknowledgedNoEmail')
              : t('acknowledgement.nothingToPay')}
          </p>
        </div>
      </div>
      <div className={`card ${styles.printable}`} id="acknowledgement">
        <PrintableHeader institute={institute} />
        <h3>{t('acknowledgement.title')}</h3>
        <p>
          {t('acknowledgement.referenceId')}{' '}
          <span id="reference-id" className={styles.reference}>
            {receipt.referenceId}
          </span>
        </p>
        <p className={styles.noPrint}>{t('acknowledgement.keepIt')}</p>
        <PrintableRows rows={rows}>
          <tr>
            <th scope="row">{t('acknowledgement.status')}</th>
            <td>
              <span className={styles.status}>{labels.status(receipt.status)}</span>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('acknowledgement.nextStep')}</th>
            <td>
              {receipt.waitlisted
                ? t(emailOn ? 'acknowledgement.waitlistNext' : 'acknowledgement.waitlistNextNoEmail')
                : t(`acknowledgement.next.${receipt.status}`)}
            </td>
          </tr>
        </PrintableRows>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          {hydrated ? (
            <>
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                {buttonLabels.print}
              </button>
              <button type="button" className="btn" onClick={copy}>
                {copied ? buttonLabels.copied : buttonLabels.copy}
              </button>
            </>
          ) : (
            <p className={styles.printHint}>{t('acknowledgement.printHint')}</p>
          )}
          {/* The reference id goes along: the look-up opens with it filled in. */}
          <a className="btn" href={`${localePath('/admission-form')}?ref=${encodeURIComponent(receipt.referenceId)}`}>
            {t('acknowledgement.checkLater')}
          </a>
        </div>
      </div>
    </div>
  );
}
