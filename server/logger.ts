import pino from 'pino';

// Structured JSON logs. Redaction is a safety net; code must not log
// passwords, tokens or documents in the first place.
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers["x-auth-token"]'],
      censor: '[redacted]',
    },
  });
}

export type Logger = ReturnType<typeof createLogger>;
