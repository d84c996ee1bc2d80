import pino from 'pino';

// Structured JSON logs. Redaction is a safety net; code must not log
// passwords, tokens, cookies, documents or phone numbers in the first place.
export function createLogger(level: string) {
  return pino({
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
}

export type Logger = ReturnType<typeof createLogger>;
