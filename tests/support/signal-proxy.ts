// A TCP proxy in front of the test server whose "signal" can be cut: every
// open connection is destroyed and new ones are closed at once, while the
// browser still believes it is online (navigator.onLine stays true), as on a
// phone whose network carries nothing. Unlike Playwright's setOffline, nothing
// in the browser knows, so only what the site itself does can save the tap.
// It also counts every byte the browser sends through it (an upload's cost).
import { createServer, Socket, type Server } from 'node:net';

export interface SignalProxy {
  url: string;
  cut: () => void;
  /**
   * From now on every request still reaches the server, but its answer is
   * cut at its first byte (the connection is destroyed): the record may be
   * stored while the phone never hears so. `restore` ends it.
   */
  cutAnswers: () => void;
  restore: () => void;
  /** Bytes the browser has sent through the proxy so far (requests, headers and bodies). */
  sent: () => number;
  close: () => Promise<void>;
}

export async function signalProxy(target: URL): Promise<SignalProxy> {
  let cut = false;
  let answersCut = false;
  let sent = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(target.port), target.hostname);
    client.on('data', (chunk: Buffer) => (sent += chunk.length));
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      if (answersCut) closeBoth();
      else client.write(chunk);
    });
    upstream.on('end', () => client.end());
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', closeBoth).on('close', closeBoth);
    upstream.on('error', closeBoth).on('close', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      cut = true;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    cutAnswers: () => {
      answersCut = true;
    },
    restore: () => {
      cut = false;
      answersCut = false;
    },
    sent: () => sent,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
