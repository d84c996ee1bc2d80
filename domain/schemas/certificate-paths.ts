// The verify page's path (decision 043), free of zod like ./messages.ts: the
// certification page's form imports it with the page.
/** Where the verify form posts, and under which the QR code's links live (with the language prefix). */
export const verifyPath = '/certification/verify';
/** Where a student ID card's QR code leads (with the language prefix): the card check, beside the certificate's. */
export const cardCheckPath = '/certification/card';
