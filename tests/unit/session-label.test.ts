import { describe, expect, it } from 'vitest';
import { currentSessionLabel, sessionBehind } from '../../app/utils/session-label';

describe('the admission session label against the calendar', () => {
  it('knows the session of a day in India (April to March)', () => {
    expect(currentSessionLabel(new Date('2026-11-23T06:00:00Z'))).toBe('2026-27');
    expect(currentSessionLabel(new Date('2026-03-31T12:00:00Z'))).toBe('2025-26');
    // 31 March 20:00 UTC is already 1 April in India.
    expect(currentSessionLabel(new Date('2026-03-31T20:00:00Z'))).toBe('2026-27');
    expect(currentSessionLabel(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('warns only when the label names an earlier session', () => {
    expect(sessionBehind('2025-26', new Date('2026-11-23T06:00:00Z'))).toBe('2026-27');
    expect(sessionBehind('2025-26', new Date('2026-02-01T06:00:00Z'))).toBeNull();
    expect(sessionBehind('2026-27', new Date('2026-11-23T06:00:00Z'))).toBeNull();
    // Staff may open the next session's admissions early.
    expect(sessionBehind('2027-28', new Date('2026-11-23T06:00:00Z'))).toBeNull();
    expect(sessionBehind('soon', new Date('2026-11-23T06:00:00Z'))).toBeNull();
  });
});
