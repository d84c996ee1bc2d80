import { formatRupees } from '../../../domain/catalogue/site';
import { paymentNotSetUp } from '../../../domain/schemas/messages';
import { useTranslation } from '~/i18n/translation';
import { useProblemText } from '~/i18n/problem-text';
import styles from './forms.module.css';

export interface UpiPaymentInfo {
  ready: boolean;
  amount: number;
  upiId: string;
  payeeName: string;
  link: string;
  qrSvg: string;
}

/** The fee, a QR code a UPI app scans (amount filled in), the UPI id, and a link for phones. */
export function UpiPayment({ payment, label }: { payment: UpiPaymentInfo; label: string }) {
  const { t } = useTranslation();
  const say = useProblemText();
  if (!payment.ready) {
    return (
      <div className={styles.payment} role="status" data-payment="not-set-up">
        <div>
          <p className="field-hint">{label}</p>
          <p className={styles.amount}>{formatRupees(payment.amount)}</p>
          <p>{say(paymentNotSetUp)}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.payment}>
      {/* The SVG is made on the server by the QR library from our own UPI link. */}
      <div
        className={styles.qr}
        role="img"
        aria-label={t('upload.qrLabel', { amount: formatRupees(payment.amount), payee: payment.payeeName })}
        dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
      />
      <div>
        <p className="field-hint">{label}</p>
        <p className={styles.amount}>{formatRupees(payment.amount)}</p>
        <p>
          {t('upload.payTo')} <strong>{payment.payeeName}</strong>
          <br />
          {t('upload.upiId')} <span className={styles.upiId}>{payment.upiId}</span>
        </p>
        <p>
          <a className="btn btn-accent" href={payment.link}>
            {t('upload.payButton')}
          </a>
        </p>
        <p className="field-hint">
          {t('upload.scanHint')}
        </p>
      </div>
    </div>
  );
}
