// The second stage's printable acknowledgement, like the first stage's
// (Acknowledgement.tsx): shown when the admission form is received, one A4
// page when printed, with what the applicant may need to show later.
import { useTranslation } from '~/i18n/translation';
import { formatRupees } from '../../../domain/catalogue/site';
import { indiaDateTime } from '../../../domain/dates';
import { useLanguage } from '~/i18n/use-language';
import type { AdmissionReceipt } from '~/utils/procedure-outputs';
import { useFormLabels } from './labels';
import { PrintButton, PrintableHeader, PrintableRows } from './PrintableHeader';
import styles from './forms.module.css';

export function AdmissionAcknowledgement({ receipt }: { receipt: AdmissionReceipt }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const labels = useFormLabels();
  const { institute } = receipt;
  const rows: [string, string][] = [
    [t('admissionAcknowledgement.registrationReferenceId'), receipt.registrationReferenceId],
    [t('admissionAcknowledgement.name'), receipt.name],
    [t('admissionAcknowledgement.course'), labels.course(receipt.courseCode, receipt.courseName)],
    [t('admissionAcknowledgement.fee'), formatRupees(receipt.admissionFee)],
    [t('admissionAcknowledgement.utr'), receipt.utr],
    [t('admissionAcknowledgement.submitted'), t('acknowledgement.dateTime', indiaDateTime(receipt.createdAt, language))],
    [t('admissionAcknowledgement.status'), labels.status(receipt.status)],
    [t('admissionAcknowledgement.nextStep'), t('admissionAcknowledgement.next')],
  ];
  return (
    <div className={`card ${styles.printable}`} id="admission-acknowledgement">
      <PrintableHeader institute={institute} />
      <h3>{t('admissionAcknowledgement.title')}</h3>
      <p>
        {t('admissionAcknowledgement.admissionReferenceId')}{' '}
        <span className={styles.reference}>{receipt.admissionReferenceId}</span>
      </p>
      <PrintableRows rows={rows} />
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <PrintButton label="acknowledgement.print" />
      </div>
    </div>
  );
}
