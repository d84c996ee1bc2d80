// Which unique index a failed insert hit, read from SQLite's error message
// ("UNIQUE constraint failed: registrations.utr"), through Drizzle's wrapping.
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(current.message)) {
      return /UNIQUE constraint failed: ([\w.]+)/.exec(current.message)?.[1] ?? 'unknown';
    }
  }
  return null;
}
