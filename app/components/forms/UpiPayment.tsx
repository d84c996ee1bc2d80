import { useState } from 'react';
import { formatRupees } from '../../../domain/catalogue/site';
import { paymentNotSetUp } from '../../../domain/schemas/messages';
import { useHydrated } from './fields';
import styles from './forms.module.css';

export interface UpiPaymentInfo {
  ready: boolean;
  amount: number;
  upiId: string;
  payeeName: string;
  link: string;
  qrSvg: string;
  merchantQrUrl: string;
  qrPngUrl: string;
}

/**
 * A value shown as text with a Copy button beside it once JavaScript runs
 * (without it the text can still be selected and copied by hand).
 */
function CopyValue({ value, label }: { value: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 3000);
    } catch {
      setCopied(false);
    }
  };
  if (!hydrated) return null;
  return (
    <button type="button" className={`btn ${styles.copy}`} onClick={copy} aria-label={copied ? `${label} copied` : `Copy ${label}`}>
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}

/**
 * The fee and how to pay it: the QR code a UPI app scans (amount filled in)
 * and a link for this phone when a UPI id is set; the institute's own
 * merchant QR when one is uploaded. For paying from the same phone: save
 * the QR image, copy the UPI id and the amount.
 */
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
  const amountText = String(payment.amount);
  return (
    <div className={styles.payment}>
      <div className={styles.qrColumn}>
        {payment.qrSvg ? (
          /* The SVG is made on the server by the QR library from our own UPI link. */
          <div
            className={styles.qr}
            role="img"
            aria-label={`UPI QR code for ${formatRupees(payment.amount)} to ${payment.payeeName}`}
            dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
          />
        ) : null}
        {payment.merchantQrUrl ? (
          <figure className={styles.merchantQr}>
            <img src={payment.merchantQrUrl} alt={`The institute's UPI QR code (${payment.payeeName})`} width={200} height={200} />
            {payment.qrSvg ? <figcaption className="field-hint">The institute&rsquo;s own QR code</figcaption> : null}
          </figure>
        ) : null}
        <a
          className="btn"
          href={payment.qrPngUrl || payment.merchantQrUrl}
          download={payment.qrPngUrl ? `upi-qr-fee-${amountText}.png` : 'institute-upi-qr.png'}
          data-save-qr=""
        >
          Save QR image
        </a>
      </div>
      <div>
        <p className="field-hint">{label}</p>
        <p className={styles.amount}>
          <span data-copy-value="amount">{formatRupees(payment.amount)}</span> <CopyValue value={amountText} label="amount" />
        </p>
        <p>
          Pay to <strong>{payment.payeeName}</strong>
          {payment.upiId ? (
            <>
              <br />
              UPI ID: <span className={styles.upiId} data-copy-value="upi-id">{payment.upiId}</span>{' '}
              <CopyValue value={payment.upiId} label="UPI ID" />
            </>
          ) : null}
        </p>
        {payment.link ? (
          <p>
            <a className="btn btn-accent" href={payment.link}>
              Pay with a UPI app
            </a>
          </p>
        ) : null}
        <p className="field-hint">
          {payment.link
            ? 'Scan the QR code with any UPI app (BHIM, PhonePe, Google Pay, Paytm), or on this phone tap the button.'
            : `Scan the QR code with any UPI app (BHIM, PhonePe, Google Pay, Paytm) and enter ${formatRupees(payment.amount)}.`}{' '}
          Paying from this phone? Save the QR image and open it from your gallery in your UPI app, or copy the UPI ID and
          the amount. After paying, take a screenshot and note the 12-digit UPI reference number (UTR).
        </p>
      </div>
    </div>
  );
}
