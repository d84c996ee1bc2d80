import pino, { type DestinationStream, type LoggerOptions } from 'pino';

// Structured JSON logs. Redaction is a safety net; code must not log
// passwords, tokens, cookies, documents or phone numbers in the first place.
const options = (level: string): LoggerOptions => ({
  level,
  base: undefined,
  redact: {
    paths: [
      'password',
      '*.password',
      'currentPassword',
      'newPassword',
      'token',
      '*.token',
      'headers.cookie',
      'headers.authorization',
      'headers["x-auth-token"]',
      '*.headers.cookie',
      '*.headers.authorization',
      '*.headers["x-auth-token"]',
      'mobile',
      '*.mobile',
      'mobile1',
      '*.mobile1',
      'phone',
      '*.phone',
      'aadhaar',
      '*.aadhaar',
    ],
    censor: '[redacted]',
  },
});

/** Logs to stdout, or to `destination` (tests capture the lines). */
export function createLogger(level: string, destination?: DestinationStream) {
  return destination ? pino(options(level), destination) : pino(options(level));
}

export type Logger = ReturnType<typeof createLogger>;
