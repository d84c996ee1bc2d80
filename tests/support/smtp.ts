// A real SMTP server for tests (smtp-server), listening on 127.0.0.1. It keeps
// every message it accepted and can refuse the first N senders with a reply
// code, as a busy or broken mail server would.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** Unfolded headers, by lower-case name. */
  headers: Record<string, string>;
  /** The text body, quoted-printable decoded. */
  text: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** MAIL FROM commands seen, refused ones included. */
  attempts: () => number;
  close: () => Promise<void>;
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    text = text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { from, to, headers, text: text.replace(/\r\n/g, '\n').trimEnd() };
}

export async function startSmtpServer(
  options: { port?: number; refuseFirst?: number; refuseCode?: number } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts += 1;
      if (attempts <= (options.refuseFirst ?? 0)) {
        const refusal = Object.assign(new Error('Try again later'), { responseCode: options.refuseCode ?? 451 });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds, looking every 50 ms; fails after `limitMs` with `what`. */
export async function waitFor(check: () => boolean, what: string, limitMs = 30_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
