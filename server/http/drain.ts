// After refusing a request early (before its body is read), keep reading and
// discarding the body so the client can finish sending and then read the
// answer; closing at once makes many clients fail with EPIPE/reset instead of
// showing the message. Past `limitBytes` the connection is cut.
import type { Request } from 'express';

export function drainRequest(req: Request, limitBytes: number) {
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limitBytes) req.socket.destroy();
  });
  req.resume();
}
