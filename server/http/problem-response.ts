// How a Problem (domain/problem.ts) is rendered before Remix is reached:
// JSON `{ message }` for machine clients (/api and /trpc), a small
// self-contained HTML page for people. Used by the cross-site check, the
// disk guard and the error handler.
import type { NextFunction, Request, Response } from 'express';
import type { AppError, Problem } from '../../domain/problem';
import { problemOf } from '../api/problem-of';

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

export function sendProblem(
  req: Request,
  res: Response,
  problem: Pick<Problem, 'status' | 'message' | 'retryAfterSeconds'>,
): void {
  if (res.headersSent) return;
  res.status(problem.status);
  // A refusal is about this moment; never let a cache keep it.
  res.setHeader('Cache-Control', 'no-store');
  if (problem.retryAfterSeconds) res.setHeader('Retry-After', String(problem.retryAfterSeconds));
  if (wantsJson(req)) {
    res.json({ message: problem.message });
  } else {
    res.type('html').send(problemPage(problem.status, problem.message));
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

/**
 * Refuses a request from a guard middleware (cross-site, disk). Page form
 * posts made with JavaScript are not answered here: the refusal is handed to
 * Remix (res.locals.refusal, then the load context), where every procedure
 * call of the request throws it and the action shows the message in its form
 * like any other refusal. Fail-closed: a request changes state only through
 * procedures, so an action that ignores the refusal still changes nothing.
 * Everything else gets the JSON or HTML answer at once.
 */
export function refuse(
  req: Request,
  res: Response,
  next: NextFunction,
  refusal: AppError,
  options: { deferrable?: boolean } = {},
): void {
  if (options.deferrable !== false && isPageFormData(req)) {
    res.locals.refusal = refusal;
    return next();
  }
  sendProblem(req, res, problemOf(refusal));
}
