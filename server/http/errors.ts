// The last middleware: anything a middleware or route threw ends here (Remix
// renders its own errors; this catches the rest). The stack is logged once,
// with the request id; the visitor gets a friendly page or JSON, never the
// stack or an internal message.
import type { ErrorRequestHandler } from 'express';
import { problemOf } from '../api/problem-of';
import type { Logger } from '../logger';
import { sendProblem } from './problem-response';
import { loggablePath, originalPathOf } from './request-log';

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const problem = problemOf(error);
    const requestId = res.locals.requestId as string | undefined;
    if (problem.status >= 500) {
      logger.error(
        { err: error, requestId, method: req.method, path: loggablePath(originalPathOf(req.originalUrl)) },
        'unhandled error',
      );
    }
    if (res.headersSent) {
      // Part of an answer is out: cut the connection so it is not taken as complete.
      req.socket.destroy();
      return;
    }
    sendProblem(req, res, problem);
  };
}
