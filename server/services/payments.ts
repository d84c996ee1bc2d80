// UPI payment details for the registration and admission fees: the link a
// UPI app opens and its QR code, built on the server from settings so a scan
// fills in the exact amount.
import QRCode from 'qrcode';
import type { DB } from '../../db/client';
import { AppError } from '../../domain/problem';
import { paymentNotSetUp } from '../../domain/schemas/messages';
import { getSettings, onlinePaymentReady } from './settings';

export interface UpiLinkParts {
  upiId: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  note: string;
}

/** upi://pay?pa=<UPI id>&pn=<payee>&am=<amount>&cu=INR&tn=<note> (NPCI's deep-link form). */
export function buildUpiLink({ upiId, payeeName, amount, note }: UpiLinkParts): string {
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Invalid UPI amount: ${amount}`);
  // UPI apps read %20, not +, for spaces: encodeURIComponent, not URLSearchParams.
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note.slice(0, 50)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

const qrCache = new Map<string, Promise<string>>();

/** The QR code of a link as an SVG string; the few links in use are cached. */
export function qrSvg(text: string): Promise<string> {
  let svg = qrCache.get(text);
  if (!svg) {
    if (qrCache.size > 200) qrCache.clear();
    svg = QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    qrCache.set(text, svg);
    svg.catch(() => qrCache.delete(text));
  }
  return svg;
}

export interface UpiPayment {
  /** False while no UPI id is set: no QR, no link, the office takes the fee. */
  ready: boolean;
  purpose: 'registration' | 'admission';
  amount: number;
  upiId: string;
  payeeName: string;
  note: string;
  link: string;
  qrSvg: string;
}

export async function upiPaymentFor(
  db: DB,
  purpose: UpiPayment['purpose'],
  registrationReferenceId?: string,
): Promise<UpiPayment> {
  const settings = getSettings(db);
  const amount = purpose === 'registration' ? settings.registrationFee : settings.admissionFee;
  const note =
    purpose === 'registration'
      ? 'Registration fee'
      : `Admission fee ${registrationReferenceId ?? ''}`.trim();
  if (!onlinePaymentReady(settings)) {
    return { ready: false, purpose, amount, upiId: '', payeeName: '', note, link: '', qrSvg: '' };
  }
  const parts = { upiId: settings.upiId, payeeName: settings.upiPayeeName || settings.instituteName, amount, note };
  const link = buildUpiLink(parts);
  return { ready: true, purpose, amount, upiId: parts.upiId, payeeName: parts.payeeName, note, link, qrSvg: await qrSvg(link) };
}

/**
 * Refuses a payment proof while no UPI id is set: the money would have had no
 * account of the institute's to go to. Every transport reaches this.
 */
export function assertOnlinePaymentReady(db: DB) {
  if (!onlinePaymentReady(getSettings(db))) throw new AppError('CONFLICT', paymentNotSetUp);
}
