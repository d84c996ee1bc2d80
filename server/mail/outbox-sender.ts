// The email sender of the server process: every few seconds it takes the due
// email rows of the outbox, sends each with nodemailer and records the
// outcome. Rows stay in the database until sent, so a restart loses nothing:
// the next process sends what is still queued. A crash between the mail
// server's acceptance and the row's update sends that one message twice
// (at least once, never lost).
import nodemailer, { type Transporter } from 'nodemailer';
import type { DB } from '../../db/client';
import { dueEmails, markEmailFailed, markEmailSent } from '../services/messages';
import type { Logger } from '../logger';

export interface EmailSenderOptions {
  db: DB;
  transport: Transporter;
  /** The From header, e.g. "Institute Office <office@example.in>". */
  from: string;
  /** The first retry's wait; each next one doubles. */
  retryBaseMs: number;
  logger: Logger;
  /** How often due rows are looked for. */
  pollMs?: number;
  /** False: no timer; the caller runs passes with runOnce (tests). */
  poll?: boolean;
}

export interface EmailSender {
  /** Sends every due row once; resolves with how many were sent. */
  runOnce: () => Promise<number>;
  /** Stops looking for rows and waits for a send in progress. */
  stop: () => Promise<void>;
}

/** An SMTP transport from SMTP_URL, with waits short enough that a dead server is noticed soon. */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

/** A reply code of 500 or more means the mail server will never accept this message. */
function failureOf(error: unknown): { message: string; permanent: boolean } {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  const message = error instanceof Error ? error.message : String(error);
  return { message, permanent: typeof code === 'number' && code >= 500 };
}

export function startEmailSender(options: EmailSenderOptions): EmailSender {
  const { db, transport, from, retryBaseMs, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (const email of dueEmails(db, new Date())) {
      if (stopped) break;
      try {
        await transport.sendMail({ from, to: email.recipient, subject: email.subject, text: email.body });
        markEmailSent(db, email.id, new Date());
        sent += 1;
      } catch (error) {
        const failure = failureOf(error);
        const outcome = markEmailFailed(db, email.id, failure, new Date(), retryBaseMs);
        logger.warn({ outboxId: email.id, attempt: email.attempts + 1, outcome, error: failure.message }, 'email not sent');
      }
    }
    return sent;
  }

  // One pass at a time: a slow mail server makes the next pass wait, never overlap.
  const runOnce = (): Promise<number> => {
    running ??= sendDue().finally(() => {
      running = null;
    });
    return running;
  };

  const pass = () => {
    runOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'email sender pass failed'))
      .finally(schedule);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(pass, pollMs);
    timer.unref();
  };
  // The first pass right away: rows left queued by the last process go first.
  if (options.poll !== false) {
    timer = setTimeout(pass, 0);
    timer.unref();
  }

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
