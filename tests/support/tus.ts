// Staged (resumable) uploads from tests with the real tus client, as the
// forms' JavaScript sends them, and a TCP proxy that really cuts connections.
import { randomBytes } from 'node:crypto';
import { createServer, Socket, type Server } from 'node:net';
import { Upload, type UploadOptions } from 'tus-js-client';

/** A browser's staged-upload cookie: any holder of the same value is the same browser. */
export const newBrowser = () => `staged-uploads=${randomBytes(32).toString('base64url')}`;

export interface StagedResult {
  id: string;
  url: string;
}

/** Sends bytes with tus-js-client; resolves with the upload id, rejects with the server's refusal. */
export function stageUpload(
  baseUrl: string,
  cookie: string,
  bytes: Buffer,
  metadata: { form: string; field: string; filename: string },
  options: Partial<UploadOptions> = {},
): Promise<StagedResult> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${baseUrl}/uploads/tus`,
      headers: { cookie },
      metadata,
      retryDelays: [0, 100, 200, 400, 800],
      ...options,
      onError: (error) => reject(error),
      onSuccess: () => {
        const url = upload.url!;
        resolve({ id: url.slice(url.lastIndexOf('/') + 1), url });
      },
    });
    upload.start();
  });
}

/**
 * The status and sentence of a tus-js-client refusal: our refusals answer
 * JSON, `{ message, said }` (server/uploads/resumable.ts); any other body as it is.
 */
export function refusalOf(error: unknown): { status: number; body: string } {
  const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } }).originalResponse;
  const text = response?.getBody() ?? '';
  let body = text;
  try {
    body = (JSON.parse(text) as { message: string }).message;
  } catch {
    // not JSON: the text itself
  }
  return { status: response?.getStatus() ?? 0, body };
}

export interface CuttingProxy {
  url: string;
  /** Bytes the client sent towards the server, over every connection. */
  bytesToServer: () => number;
  connections: () => number;
  cuts: () => number;
  close: () => Promise<void>;
}

/**
 * A TCP proxy to `target` that cuts the connection once `cutAfterBytes` have
 * passed towards the server (counted over all connections), once. The server
 * side is ended (it reads every byte that passed), the client side destroyed.
 */
export async function cuttingProxy(target: URL, cutAfterBytes: number): Promise<CuttingProxy> {
  let total = 0;
  let connections = 0;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    connections += 1;
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(target.port), target.hostname);
    client.on('data', (chunk: Buffer) => {
      if (cuts > 0 || total + chunk.length <= cutAfterBytes) {
        total += chunk.length;
        upstream.write(chunk);
        return;
      }
      // Pass what fits, then cut: the rest of this chunk never reaches the server.
      const fits = cutAfterBytes - total;
      total += fits;
      cuts += 1;
      upstream.end(chunk.subarray(0, fits));
      client.destroy();
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', closeBoth);
    upstream.on('error', closeBoth);
    client.on('close', () => upstream.end());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    bytesToServer: () => total,
    connections: () => connections,
    cuts: () => cuts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
