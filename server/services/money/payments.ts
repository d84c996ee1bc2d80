// UPI payment details for the registration and admission fees: the link a
// UPI app opens and its QR code, built on the server from settings so a scan
// fills in the exact amount.
import type QRCodeModule from 'qrcode';
import type { Handle } from '../../../db/client';
import { brandImageUrl } from '../site/brand-images';
import { getSettings, onlinePaymentReady, personalGalleryLimitRupees, type UpiAccountKind } from '../site/settings';
import { refusal } from '../../../domain/refusal';
import { defaultOfficeHours } from '../../../domain/catalogue/site';

export interface UpiLinkParts {
  upiId: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  note: string;
  /**
   * The payee's transaction reference (`tr`): a merchant's bank returns it
   * with the credit, so the statement line names the application. Only for a
   * merchant id; a personal id's link carries none.
   */
  reference?: string;
}

/** upi://pay?pa=<UPI id>&pn=<payee>&am=<amount>&cu=INR[&tr=<reference>]&tn=<note> (NPCI's deep-link form). */
export function buildUpiLink({ upiId, payeeName, amount, note, reference }: UpiLinkParts): string {
  // A UPI app refuses am=0, and a fee of ₹0 has nothing to pay (settings refuse it too).
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`Invalid UPI amount: ${amount}`);
  // UPI apps read %20, not +, for spaces: encodeURIComponent, not URLSearchParams.
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ...(reference ? ([['tr', reference.slice(0, 35)]] as [string, string][]) : []),
    ['tn', note.slice(0, 50)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

// qrcode (with its PNG encoder) is loaded on the first QR drawn, not at start:
// most requests never draw one.
let qrcode: Promise<typeof QRCodeModule> | null = null;
const loadQrcode = () => (qrcode ??= import('qrcode').then((module) => module.default));

const qrCache = new Map<string, Promise<string>>();

/** The QR code of a link as an SVG string; the few links in use are cached. */
export function qrSvg(text: string): Promise<string> {
  let svg = qrCache.get(text);
  if (!svg) {
    if (qrCache.size > 200) qrCache.clear();
    svg = loadQrcode().then((QRCode) => QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }));
    qrCache.set(text, svg);
    svg.catch(() => qrCache.delete(text));
  }
  return svg;
}

export interface UpiPayment {
  /** False while neither a UPI id nor a merchant QR is set: the office takes the fee. */
  ready: boolean;
  /** An instalment is a fee account's (issue 53): paid after admission, its amount what the instalment still needs. */
  purpose: 'registration' | 'admission' | 'instalment';
  amount: number;
  upiId: string;
  payeeName: string;
  note: string;
  /** Empty while no UPI id is set (a merchant QR alone carries no link). */
  link: string;
  qrSvg: string;
  /** The institute's own printed QR, when staff uploaded one. */
  merchantQrUrl: string;
  /** What the UPI id is (a setting): NPCI's rules differ for the two. */
  accountKind: UpiAccountKind;
  /** "Pay with a UPI app" (an intent link) may be offered: only to a verified merchant id. */
  intentAllowed: boolean;
  /**
   * Paying a QR opened from the phone's gallery works for this amount: always
   * for a merchant, up to ₹2,000 for a personal id. Otherwise the page says
   * to scan the code with another phone, or pay at the office.
   */
  galleryAllowed: boolean;
  /** GET this for the generated QR as a PNG download ("Save QR image"); empty without a UPI id. */
  qrPngUrl: string;
}

/** Where the PNG of this payment's QR is served (server/http/payment-qr.ts reads the same query). */
export function qrPngUrlFor(purpose: 'registration' | 'admission', registrationReferenceId?: string) {
  const query = new URLSearchParams({ for: purpose });
  if (purpose === 'admission' && registrationReferenceId) query.set('ref', registrationReferenceId);
  return `/payment-qr.png?${query.toString()}`;
}

export async function upiPaymentFor(
  db: Handle,
  purpose: 'registration' | 'admission',
  registrationReferenceId?: string,
): Promise<UpiPayment> {
  const settings = getSettings(db);
  const amount = purpose === 'registration' ? settings.registrationFee : settings.admissionFee;
  const merchant = settings.upiAccountKind === 'merchant';
  // The note names the application where it has a reference id already (the
  // admission); the registration fee is paid before its reference id exists.
  const note = purpose === 'registration' ? 'Registration fee' : `Admission fee ${registrationReferenceId ?? ''}`.trim();
  const reference = merchant && purpose === 'admission' && registrationReferenceId ? registrationReferenceId : undefined;
  return upiPaymentOf(db, { purpose, amount, note, reference, qrPngUrl: qrPngUrlFor(purpose, registrationReferenceId) });
}

/** An instalment of a fee account: its amount (rupees, paise allowed) and a note naming the admission; the same NPCI rules. */
export function upiInstalmentPayment(
  db: Handle,
  amount: number,
  note: string,
  admissionReferenceId: string,
): Promise<UpiPayment> {
  const merchant = getSettings(db).upiAccountKind === 'merchant';
  return upiPaymentOf(db, {
    purpose: 'instalment',
    amount,
    note,
    reference: merchant ? admissionReferenceId : undefined,
    qrPngUrl: '',
  });
}

async function upiPaymentOf(
  db: Handle,
  {
    purpose,
    amount,
    note,
    reference,
    qrPngUrl,
  }: { purpose: UpiPayment['purpose']; amount: number; note: string; reference?: string; qrPngUrl: string },
): Promise<UpiPayment> {
  const settings = getSettings(db);
  const accountKind = settings.upiAccountKind;
  const merchant = accountKind === 'merchant';
  const payeeName = settings.upiPayeeName || settings.instituteName;
  const merchantQrUrl = brandImageUrl(settings.merchantQrImage);
  const rules = { accountKind, intentAllowed: merchant, galleryAllowed: merchant || amount <= personalGalleryLimitRupees };
  if (!onlinePaymentReady(settings)) {
    return {
      ready: false,
      purpose,
      amount,
      upiId: '',
      payeeName: '',
      note,
      link: '',
      qrSvg: '',
      merchantQrUrl: '',
      qrPngUrl: '',
      ...rules,
    };
  }
  if (!settings.upiId) {
    return {
      ready: true,
      purpose,
      amount,
      upiId: '',
      payeeName,
      note,
      link: '',
      qrSvg: '',
      merchantQrUrl,
      qrPngUrl: '',
      ...rules,
    };
  }
  const link = buildUpiLink({ upiId: settings.upiId, payeeName, amount, note, reference });
  return {
    ready: true,
    purpose,
    amount,
    upiId: settings.upiId,
    payeeName,
    note,
    link,
    qrSvg: await qrSvg(link),
    merchantQrUrl,
    qrPngUrl,
    ...rules,
  };
}

/** The generated QR as a PNG an applicant saves and scans from the gallery; null while no UPI id is set. */
export async function upiQrPng(db: Handle, purpose: 'registration' | 'admission', registrationReferenceId?: string) {
  const payment = await upiPaymentFor(db, purpose, registrationReferenceId);
  if (!payment.link) return null;
  let png = pngCache.get(payment.link);
  if (!png) {
    if (pngCache.size > 200) pngCache.clear();
    const link = payment.link;
    png = loadQrcode().then((QRCode) => QRCode.toBuffer(link, { type: 'png', margin: 4, width: 600, errorCorrectionLevel: 'M' }));
    pngCache.set(payment.link, png);
    png.catch(() => pngCache.delete(payment.link));
  }
  return { png: await png, amount: payment.amount };
}
const pngCache = new Map<string, Promise<Buffer>>();

/**
 * Refuses a payment proof while neither a UPI id nor a merchant QR is set: the money would have had no
 * account of the institute's to go to. Every transport reaches this.
 */
export function assertOnlinePaymentReady(db: Handle) {
  const settings = getSettings(db);
  if (!onlinePaymentReady(settings)) {
    // The hours as staff set them; the spec's default is said in the reader's language.
    const hours =
      settings.officeHours === defaultOfficeHours ? { said: { key: 'facts.officeHours' as const } } : settings.officeHours;
    throw refusal('CONFLICT', { key: 'payment.notSetUp', values: { hours } });
  }
}
