// GET /payment-qr.png?for=registration | ?for=admission&ref=REG-XXXXXXXX
// The payment step's QR as a PNG download: an applicant paying from the same
// phone saves it and opens it from the gallery in a UPI app. A plain link,
// so it works without JavaScript. The drawing is handed in by server/app.ts:
// server/http imports no service (decision 006).
import type { RequestHandler } from 'express';
import type { Guards } from '../api/guards';
import { problemOf } from '../api/problem-of';
import { crockfordAlphabet } from '../../domain/schemas/common';
import { paymentNotSetUpAt } from '../../domain/schemas/messages';

const registrationRef = new RegExp(`^REG-[${crockfordAlphabet}]{8}$`);

/** The QR of a payment and its amount, or null while online payment is not set up. */
export type DrawPaymentQr = (
  purpose: 'registration' | 'admission',
  registrationReferenceId: string | undefined,
) => Promise<{ png: Buffer; amount: number } | null>;

/** `officeHours`: the office hours setting, said in the refusal while online payment is not set up. */
export function paymentQrPng(deps: { drawQr: DrawPaymentQr; guards: Guards; officeHours: () => string }): RequestHandler {
  return async (req, res, next) => {
    const purpose = req.query.for;
    const ref = typeof req.query.ref === 'string' ? req.query.ref.toUpperCase() : undefined;
    if ((purpose !== 'registration' && purpose !== 'admission') || (ref !== undefined && !registrationRef.test(ref))) {
      res.status(400).type('text/plain').send('Unknown payment. Open the payment step again.');
      return;
    }
    // Drawing a QR costs tens of milliseconds: counted with the admission's
    // paymentInfo, which draws the same QR (server/api/guards.ts, 'payment').
    try {
      await deps.guards.take('payment', req.ip ?? 'unknown');
    } catch (error) {
      const problem = problemOf(error);
      if (problem.retryAfterSeconds) res.setHeader('Retry-After', String(problem.retryAfterSeconds));
      res.status(problem.status).type('text/plain').send(problem.message);
      return;
    }
    deps
      .drawQr(purpose, purpose === 'admission' ? ref : undefined)
      .then((qr) => {
        if (!qr) {
          res.status(404).type('text/plain').send(paymentNotSetUpAt(deps.officeHours()));
          return;
        }
        // The fee may change in settings: never keep an old amount.
        res
          .status(200)
          .set({
            'Content-Type': 'image/png',
            'Content-Disposition': `attachment; filename="upi-qr-${purpose}-fee-${qr.amount}.png"`,
            'Cache-Control': 'no-store',
          })
          .send(qr.png);
      })
      .catch(next);
  };
}
