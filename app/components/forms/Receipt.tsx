// The receipt of a verified fee as the applicant prints it: one A4 page in
// their language, with the institute's identity from settings (a GSTIN line
// only when one is set), the number and date, the applicant, the fee in
// figures and in words, how it was paid and who verified it. A cancelled
// receipt still shows its number, marked cancelled with the reason and who.
import { useTranslation } from '~/i18n/translation';
import { useLocalePath } from '~/i18n/use-language';
import { formatPaise } from '../../../domain/catalogue/site';
import { indiaDay } from '../../../domain/dates';
import type { PrintableReceipt } from '~/utils/procedure-outputs';
import { useFormLabels } from './labels';
import { PrintButton, PrintableHeader, PrintableRows } from './PrintableHeader';
import styles from './forms.module.css';

export function Receipt({ receipt }: { receipt: PrintableReceipt }) {
  const { t } = useTranslation();
  const labels = useFormLabels();
  const localePath = useLocalePath();
  const { institute } = receipt;
  const language = receipt.language;
  const rows: [string, string][] = [
    [t('receipt.receivedFrom'), receipt.name],
    [t('receipt.referenceId'), receipt.referenceId],
    ...(receipt.stage === 'admission'
      ? [[t('receipt.registrationReferenceId'), receipt.registrationReferenceId] as [string, string]]
      : []),
    [
      t('receipt.course'),
      `${labels.course(receipt.courseCode, receipt.courseName)}, ${labels.centre(receipt.centre, receipt.centreName)}`,
    ],
    [t('receipt.towards'), receipt.stage === 'admission' ? t('receipt.admissionFee') : t('receipt.registrationFee')],
    [
      t('receipt.paidBy'),
      receipt.method === 'cash'
        ? t('receipt.cash')
        : receipt.utr
          ? t('receipt.upi', { utr: receipt.utr })
          : t('receipt.upiNoUtr'),
    ],
    [t('receipt.verifiedBy'), receipt.issuedBy],
  ];
  return (
    <div className={`card ${styles.printable} ${styles.receipt}`} id="receipt" data-receipt={receipt.label}>
      <div className={styles.receiptHead}>
        <PrintableHeader institute={institute}>
          {receipt.gstin ? <p className={styles.ackContact}>GSTIN: {receipt.gstin}</p> : null}
        </PrintableHeader>
      </div>
      <h1 className={styles.receiptTitle}>{t('receipt.title')}</h1>
      {receipt.cancelled ? (
        <p className={`alert alert-error ${styles.receiptCancelled}`} role="status" data-cancelled="">
          <strong>{t('receipt.cancelled')}</strong>{' '}
          {t('receipt.cancelledNote', {
            date: indiaDay(receipt.cancelled.at, language),
            by: receipt.cancelled.by,
            reason: receipt.cancelled.reason,
          })}
        </p>
      ) : null}
      <dl className={styles.receiptMeta}>
        <div>
          <dt>{t('receipt.number')}</dt>
          <dd className={styles.reference}>{receipt.label}</dd>
        </div>
        <div>
          <dt>{t('receipt.date')}</dt>
          <dd>{indiaDay(receipt.issuedAt, language)}</dd>
        </div>
      </dl>
      <PrintableRows rows={rows} />
      <div className={styles.receiptAmount}>
        <p>
          <span>{t('receipt.amount')}</span> <strong>{formatPaise(receipt.amountPaise)}</strong>
        </p>
        <p>
          <span>{t('receipt.amountInWords')}</span> <strong>{receipt.amountInWords}</strong>
        </p>
      </div>
      {/* A printed receipt is signed and stamped at the office: room for both. */}
      <div className={styles.receiptSign} data-testid="receipt-sign">
        <div>
          <span className={styles.signLine} />
          <p>{t('receipt.signature')}</p>
        </div>
        <div className={styles.stampBox}>
          <p>{t('receipt.stamp')}</p>
        </div>
      </div>
      <p className={styles.printHint}>{t('receipt.keep')}</p>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <PrintButton label="receipt.print" />
        <a className="btn" href={localePath('/admission-form')}>
          {t('receipt.checkStatus')}
        </a>
      </div>
    </div>
  );
}
