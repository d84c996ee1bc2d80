// One way to refuse a request: JSON `{ message }` for machine clients (/api
// and /trpc), a small self-contained HTML page for people. Used by the rate
// limits, the cross-site check, the disk guard and the error handler, which
// all answer before Remix (and its layout) is reached.
import type { NextFunction, Request, Response } from 'express';
import { AppError, type AppErrorCode } from '../services/errors';

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

/**
 * A form post made by Remix with JavaScript on (single fetch: POST /enquiry.data).
 * Remix decodes only its own answers to these; a JSON or HTML refusal would
 * show the visitor the generic error page instead of our message.
 */
export function isPageFormData(req: Request): boolean {
  return req.method === 'POST' && /\.data$/.test(req.path) && !/^\/(api|trpc)(\/|$)/.test(req.path);
}

const codeOfStatus: Record<number, AppErrorCode> = {
  403: 'FORBIDDEN',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  507: 'INSUFFICIENT_STORAGE',
};

/**
 * Refuses a request from a guard middleware (rate limit, cross-site, disk).
 * Page form posts made with JavaScript are not answered here: the refusal is
 * handed to Remix (res.locals.refusal, then the load context), where every
 * procedure call of the request throws it and the action shows the message in
 * its form like any other refusal. Fail-closed: a request changes state only
 * through procedures, so an action that ignores the refusal still changes
 * nothing. Everything else gets the JSON or HTML answer at once.
 */
export function refuse(
  req: Request,
  res: Response,
  next: NextFunction,
  status: number,
  message: string,
  details: { retryAfterSeconds?: number } = {},
  options: { deferrable?: boolean } = {},
): void {
  const code = codeOfStatus[status];
  if (code && options.deferrable !== false && isPageFormData(req)) {
    res.locals.refusal = new AppError(code, message, details);
    return next();
  }
  sendProblem(req, res, status, message);
}
