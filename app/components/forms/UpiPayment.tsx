import { formatRupees } from '../../../domain/catalogue/site';
import { paymentNotSetUp } from '../../../domain/schemas/messages';
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
  if (!payment.ready) {
    return (
      <div className={styles.payment} role="status" data-payment="not-set-up">
        <div>
          <p className="field-hint">{label}</p>
          <p className={styles.amount}>{formatRupees(payment.amount)}</p>
          <p>{paymentNotSetUp}</p>
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
        aria-label={`UPI QR code for ${formatRupees(payment.amount)} to ${payment.payeeName}`}
        dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
      />
      <div>
        <p className="field-hint">{label}</p>
        <p className={styles.amount}>{formatRupees(payment.amount)}</p>
        <p>
          Pay to <strong>{payment.payeeName}</strong>
          <br />
          UPI ID: <span className={styles.upiId}>{payment.upiId}</span>
        </p>
        <p>
          <a className="btn btn-accent" href={payment.link}>
            Pay with a UPI app
          </a>
        </p>
        <p className="field-hint">
          Scan the QR code with any UPI app (BHIM, PhonePe, Google Pay, Paytm), or on this phone tap the button. After
          paying, take a screenshot and note the 12-digit UPI reference number (UTR).
        </p>
      </div>
    </div>
  );
}
