// One way to refuse a request: JSON `{ message }` for machine clients (/api
// and /trpc), a small self-contained HTML page for people. Used by the rate
// limits, the cross-site check, the disk guard and the error handler, which
// all answer before Remix (and its layout) is reached.
import type { Request, Response } from 'express';

export function wantsJson(req: Request): boolean {
  return /^\/(api|trpc)(\/|$)/.test(req.path) || /\.data$/.test(req.path);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const titles: Record<number, string> = {
  400: 'Something is wrong with the request',
  403: 'This request was refused',
  404: '404 - Page Not Found',
  413: 'The upload is too large',
  429: 'Too many attempts',
  500: 'Something went wrong',
  507: 'Uploads are paused',
};

/** A page with no scripts and inline styles only (allowed by the CSP's style-src). */
export function problemPage(status: number, message: string): string {
  const title = titles[status] ?? (status >= 500 ? titles[500]! : titles[400]!);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}h1{font-size:1.4rem;color:#0b4f8a}</style>
</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>
<p><a href="/">Go to the home page</a></p></main></body></html>
`;
}

export function sendProblem(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return;
  res.status(status);
  // A refusal is about this moment; never let a cache keep it.
  res.setHeader('Cache-Control', 'no-store');
  if (wantsJson(req)) {
    res.json({ message });
  } else {
    res.type('html').send(problemPage(status, message));
  }
}
