// Small display helpers for the admin screens. tRPC sends dates as ISO
// strings (no transformer), whatever the inferred type says.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const dateOnly = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

/** The day in India: 23 Nov 2026. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}

/** What the drawer says of a record whose documents the retention rule removed. */
export const documentsPurgedNotice = (at: Date | string) => `Documents removed on ${formatDate(at)} under the retention rule`;

// Made once: toLocaleDateString builds a new formatter for every row.
const calendarDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });

/** YYYY-MM-DD as 06 May 2004. */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarDay.format(date);
}

export const statusColor: Record<string, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  RESOLVED: 'green',
};

/** Rupees from paise, Indian grouping, always with paise: ₹1,00,000.00, ₹100.50. */
export const formatRupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The message a refused procedure gave for one field (the problem shape's
 * fieldErrors), so the form highlights that field instead of saying "correct
 * the highlighted fields" with nothing highlighted.
 */
export function fieldErrorOf(failure: { data?: unknown } | null | undefined, field: string): string | undefined {
  const data = failure?.data as { fieldErrors?: Record<string, string[] | undefined> | null } | undefined;
  return data?.fieldErrors?.[field]?.[0];
}
