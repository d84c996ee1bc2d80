// The verify page's path (decision 043), free of zod like ./messages.ts: the
// certification page's form imports it with the page.
/** Where the verify form posts, and under which the QR code's links live (with the language prefix). */
export const verifyPath = '/certification/verify';
