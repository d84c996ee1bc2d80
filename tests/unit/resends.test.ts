// The rule that tells a resend from another applicant (decision 017).
import { describe, expect, it } from 'vitest';
import { isSameApplication, resendWindowMs } from '../../server/services/admissions/resends';

const now = new Date('2026-11-23T08:00:00Z');
const first = { name: 'Asha Kumari', mobile: '9812345210', createdAt: new Date(now.getTime() - 60_000) };

describe('isSameApplication', () => {
  it('takes the same person as a person would type them again', () => {
    expect(isSameApplication(first, { name: 'asha  KUMARI', mobile: '+91 98123 45210' }, now)).toBe(true);
    expect(isSameApplication(first, { name: 'Asha Kumari.', mobile: '09812345210' }, now)).toBe(true);
  });

  it('is another applicant when the name or the mobile differs', () => {
    expect(isSameApplication(first, { name: 'Asha Devi', mobile: '9812345210' }, now)).toBe(false);
    expect(isSameApplication(first, { name: 'Asha Kumari', mobile: '9812345211' }, now)).toBe(false);
  });

  it('holds for a day after the first submit, and not after', () => {
    const at = (ms: number) => ({ ...first, createdAt: new Date(now.getTime() - ms) });
    const again = { name: first.name, mobile: first.mobile };
    expect(isSameApplication(at(resendWindowMs), again, now)).toBe(true);
    expect(isSameApplication(at(resendWindowMs + 1), again, now)).toBe(false);
    // A first submit dated after this one (a clock set wrong) is not trusted.
    expect(isSameApplication(at(-60_000), again, now)).toBe(false);
  });
});
