import { useState } from 'react';
import { formatRupees } from '../../../domain/catalogue/site';
import { useOfficeHoursText } from '~/i18n/office-hours';
import { useTranslation } from '~/i18n/translation';
import { useProblemText } from '~/i18n/problem-text';
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
  intentAllowed: boolean;
  galleryAllowed: boolean;
}

/**
 * A value shown as text with a Copy button beside it once JavaScript runs
 * (without it the text can still be selected and copied by hand).
 */
function CopyValue({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
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
    <button
      type="button"
      className={`btn ${styles.copy}`}
      onClick={copy}
      aria-label={copied ? t('upload.copiedLabel', { label }) : t('upload.copyLabel', { label })}
    >
      <span aria-live="polite">{copied ? t('upload.copied') : t('upload.copy')}</span>
    </button>
  );
}

/**
 * A UPI id with a place to wrap after its "@", not inside
 * the name or the bank's handle: "testinstitute@" / "okaxis", not "…@up" / "i".
 */
export function UpiIdText({ upiId }: { upiId: string }) {
  const at = upiId.lastIndexOf('@');
  if (at < 0) return <>{upiId}</>;
  return (
    <>
      {upiId.slice(0, at + 1)}
      <wbr />
      {upiId.slice(at + 1)}
    </>
  );
}

/**
 * The fee and how to pay it: the QR code a UPI app scans (amount filled in)
 * and a link for this phone when a UPI id is set; the institute's own
 * merchant QR when one is uploaded. For paying from the same phone: save
 * the QR image, copy the UPI id and the amount. Where NPCI's rules let this
 * phone not pay this amount (a personal id above ₹2,000), the block says so
 * once, first, and offers nothing of the same-phone kind (no Copy, no saved
 * QR): only the code for another phone, and the office.
 */
export function UpiPayment({ payment, label }: { payment: UpiPaymentInfo; label: string }) {
  const { t } = useTranslation();
  const say = useProblemText();
  const officeHours = useOfficeHoursText();
  if (!payment.ready) {
    return (
      <div className={styles.payment} role="status" data-payment="not-set-up">
        <div>
          <p className="field-hint">{label}</p>
          <p className={styles.amount}>{formatRupees(payment.amount)}</p>
          <p>{say({ key: 'payment.notSetUp', values: { hours: officeHours } })}</p>
        </div>
      </div>
    );
  }
  const amountText = String(payment.amount);
  const samePhone = payment.galleryAllowed;
  return (
    <div className={styles.payment} data-payment={samePhone ? 'this-phone' : 'another-phone'}>
      {samePhone ? null : (
        <p className={`alert ${styles.galleryLimit}`} role="note" data-gallery-limit="">
          {t('upload.anotherPhoneHint', { amount: formatRupees(payment.amount) })}
        </p>
      )}
      <div className={styles.qrColumn}>
        {payment.qrSvg ? (
          /* The SVG is made on the server by the QR library from our own UPI link. */
          <div
            className={styles.qr}
            role="img"
            aria-label={t('upload.qrLabel', { amount: formatRupees(payment.amount), payee: payment.payeeName })}
            dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
          />
        ) : null}
        {payment.merchantQrUrl ? (
          <figure className={styles.merchantQr}>
            <img
              src={payment.merchantQrUrl}
              alt={t('upload.merchantQrAlt', { payee: payment.payeeName })}
              width={200}
              height={200}
            />
            {payment.qrSvg ? <figcaption className="field-hint">{t('upload.merchantQrCaption')}</figcaption> : null}
          </figure>
        ) : null}
        {/* NPCI caps paying a QR picked from the gallery at ₹2,000 for a personal id: no saved QR above that. */}
        {samePhone ? (
          <a
            className="btn"
            href={payment.qrPngUrl || payment.merchantQrUrl}
            download={payment.qrPngUrl ? `upi-qr-fee-${amountText}.png` : 'institute-upi-qr.png'}
            data-save-qr=""
          >
            {t('upload.saveQr')}
          </a>
        ) : null}
      </div>
      <div>
        <p className="field-hint">{label}</p>
        <p className={styles.amount}>
          <span data-copy-value="amount">{formatRupees(payment.amount)}</span>{' '}
          {samePhone ? <CopyValue value={amountText} label={t('upload.amountName')} /> : null}
        </p>
        <p>
          {t('upload.payTo')} <strong>{payment.payeeName}</strong>
          {payment.upiId ? (
            <>
              <br />
              {t('upload.upiId')}{' '}
              <span className={styles.upiId} data-copy-value="upi-id">
                <UpiIdText upiId={payment.upiId} />
              </span>{' '}
              {samePhone ? <CopyValue value={payment.upiId} label={t('upload.upiIdName')} /> : null}
            </>
          ) : null}
        </p>
        {/* An intent link ("Pay with a UPI app") works only for a verified merchant id (NPCI OC-76C). */}
        {payment.link && payment.intentAllowed ? (
          <p>
            <a className="btn btn-accent" href={payment.link}>
              {t('upload.payButton')}
            </a>
          </p>
        ) : null}
        <p className="field-hint">
          {payment.link && payment.intentAllowed
            ? t('upload.scanHint')
            : payment.link
              ? t('upload.scanHintNoButton')
              : t('upload.scanHintAmount', { amount: formatRupees(payment.amount) })}{' '}
          {samePhone ? t('upload.samePhoneHint') : null}
        </p>
      </div>
    </div>
  );
}
