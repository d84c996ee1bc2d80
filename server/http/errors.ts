// The last middleware: anything a middleware or route threw ends here (Remix
// renders its own errors; this catches the rest). The stack is logged once,
// with the request id; the visitor gets a friendly page or JSON, never the
// stack or an internal message.
import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logger';
import { AppError, httpStatusOf } from '../services/errors';
import { sendProblem } from './problem';

export function statusOfError(error: unknown): number {
  if (error instanceof AppError) return httpStatusOf[error.code];
  const candidate = (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : 500;
}

const messageFor: Record<number, string> = {
  400: 'The request could not be read. Please check the form and try again.',
  404: 'The page you are looking for does not exist.',
  413: 'The request is too large.',
};
const serverErrorMessage = 'Something went wrong on our side. Please try again in a moment.';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const status = statusOfError(error);
    const requestId = res.locals.requestId as string | undefined;
    if (status >= 500) {
      logger.error({ err: error, requestId, method: req.method, path: req.path }, 'unhandled error');
    }
    if (res.headersSent) {
      // Part of an answer is out: cut the connection so it is not taken as complete.
      req.socket.destroy();
      return;
    }
    const message =
      error instanceof AppError ? error.message : status >= 500 ? serverErrorMessage : (messageFor[status] ?? 'The request was refused.');
    sendProblem(req, res, status, message);
  };
}
