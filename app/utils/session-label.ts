// Is the admission session label ("2025-26") behind the calendar? An Indian
// academic session runs from April to March, so on 23 November 2026 the
// current one is 2026-27 and a site still showing 2025-26 is out of date.

/** The session running on this day in India: "2026-27". */
export function currentSessionLabel(now: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The current session's label when `label` names an earlier one; null when it is current (or later). */
export function sessionBehind(label: string, now: Date): string | null {
  const start = Number(/^(\d{4})-\d{2}$/.exec(label.trim())?.[1]);
  const current = currentSessionLabel(now);
  if (!Number.isFinite(start)) return null;
  return start < Number(current.slice(0, 4)) ? current : null;
}
