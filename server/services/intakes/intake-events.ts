// What staff did to an intake, for the activity log (decision 077): written
// in the transaction of the save or carry-over, in words. A change that
// brings the application window's close to now or earlier is its closing.
import type { Handle } from '../../../db/client';
import { intakeEvents } from '../../../db/schema';
import { indiaDay } from '../../../domain/dates';
import { centres } from '../../../domain/vocabulary';
import type { IntakeRow } from './intakes';

const dayMs = 24 * 60 * 60 * 1000;
const day = (at: Date) => indiaDay(at, 'en', 'short');
/** The last day people can apply: the window closes at the start of the day after. */
const lastDay = (closesAt: Date) => day(new Date(closesAt.getTime() - dayMs));

const summaryOf = (row: IntakeRow) =>
  `${row.courseCode} at ${centres.labels[row.centre]} (${row.courseMode}), session ${row.session}, starts ${day(row.startsAt)}`;

const facts: [string, (row: IntakeRow) => string][] = [
  ['course', (row) => row.courseCode],
  ['centre', (row) => centres.labels[row.centre]],
  ['mode', (row) => row.courseMode],
  ['start', (row) => day(row.startsAt)],
  ['applications open', (row) => day(row.opensAt)],
  ['last day to apply', (row) => lastDay(row.closesAt)],
  ['seats', (row) => String(row.seats)],
  ['last class', (row) => row.endsOn ?? 'not set'],
];

/** What changed, in words: "seats 30 → 40; last day to apply 20 Dec 2026 → 15 Dec 2026". */
const changesOf = (before: IntakeRow, after: IntakeRow) =>
  facts
    .filter(([, of]) => of(before) !== of(after))
    .map(([name, of]) => `${name} ${of(before)} → ${of(after)}`)
    .join('; ');

/** Records a save (created, changed, or closed when the window now ends at or before `now`) or a carry-over. */
export function recordIntakeEvent(
  tx: Handle,
  after: IntakeRow,
  before: IntakeRow | null,
  userId: number | null,
  carriedOver = false,
  now = Date.now(),
) {
  const closing = before && before.closesAt.getTime() > now && after.closesAt.getTime() <= now;
  const action = carriedOver ? 'carried-over' : !before ? 'created' : closing ? 'closed' : 'changed';
  const changes = before && !carriedOver ? changesOf(before, after) : null;
  if (action === 'changed' && !changes) return;
  tx.insert(intakeEvents)
    .values({
      intakeId: after.id,
      action,
      centre: after.centre,
      summary: summaryOf(after),
      changes: changes || null,
      userId,
      createdAt: new Date(now),
    })
    .run();
}
