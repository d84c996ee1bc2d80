// The error handler and the request log line, on a small Express app built
// from the same middleware (a route that throws cannot be planted in the
// production build).
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../server/http/errors';
import { requestLog } from '../../server/http/request-log';
import { createLogger } from '../../server/logger';
import { AppError } from '../../domain/problem';

let lines: Record<string, unknown>[] = [];
let url = '';
let close: () => void;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const captured = createLogger('info', sink);
  const app = express();
  app.use(requestLog(captured));
  app.get('/boom', () => {
    throw new Error('database exploded at /srv/secret/path');
  });
  app.get('/api/boom', () => {
    throw new Error('internal detail');
  });
  app.get('/logs-a-form', (req, res) => {
    // A careless log call: redaction is the safety net.
    captured.info({ form: { name: 'Asha', mobile: '9123456780', password: 'hunter2-long' } }, 'form');
    res.send('ok');
  });
  app.get('/full', () => {
    throw new AppError('INSUFFICIENT_STORAGE', 'Uploads are paused.');
  });
  app.use(errorHandler(captured));
  await new Promise<void>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => server.close();
      resolve();
    });
  });
});
afterAll(() => close());

describe('errors', () => {
  it('render a friendly page, and log the stack once with the request id', async () => {
    lines = [];
    const response = await fetch(`${url}/boom?phone=9876543210`, {
      headers: { cookie: 'session=secret-token', 'x-request-id': 'req-123' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).not.toContain('exploded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const errors = lines.filter((line) => line.msg === 'unhandled error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: 'req-123', path: '/boom' });
    expect(String((errors[0]!.err as { stack: string }).stack)).toContain('database exploded');
    const request = lines.find((line) => line.msg === 'request');
    expect(request).toMatchObject({ requestId: 'req-123', method: 'GET', path: '/boom', status: 500 });
    expect(typeof request!.durationMs).toBe('number');
    // No query string, cookie or phone number anywhere in the log.
    const all = JSON.stringify(lines);
    expect(all).not.toContain('9876543210');
    expect(all).not.toContain('secret-token');
  });

  it('are redacted in logs when code logs a form by mistake', async () => {
    lines = [];
    await fetch(`${url}/logs-a-form`);
    const all = JSON.stringify(lines);
    expect(all).toContain('[redacted]');
    expect(all).not.toContain('9123456780');
    expect(all).not.toContain('hunter2-long');
  });

  it('answer JSON { message } on /api, without internals', async () => {
    const response = await fetch(`${url}/api/boom`);
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/Something went wrong/);
    expect(JSON.stringify(body)).not.toContain('internal detail');
  });

  it('map an AppError to its status and message', async () => {
    const response = await fetch(`${url}/full`);
    expect(response.status).toBe(507);
    expect(await response.text()).toContain('Uploads are paused.');
  });
});
