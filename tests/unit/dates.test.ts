// Dates and times in the page's words (domain/dates.ts): a Hindi page never
// shows an ISO day or an English clock; English keeps its own forms.
import { describe, expect, it } from 'vitest';
import { calendarDay, indiaDateTime, indiaDay, indiaDayAndTime, indiaTime } from '../../domain/dates';

// 21:26 UTC on 25 November is 2:56 at night on 26 November in India.
const night = '2026-11-25T21:26:00Z';

describe('dates and times in the page language', () => {
  it('writes a calendar day in words, and leaves a value that is not one as it is', () => {
    expect(calendarDay('2005-08-20', 'hi')).toBe('20 अगस्त 2005');
    expect(calendarDay('2005-08-20', 'en')).toBe('20 August 2005');
    expect(calendarDay('20/08/2005', 'hi')).toBe('20/08/2005');
  });

  it('says the time with its part of the day in Hindi, and am/pm in English, India time', () => {
    expect(indiaTime(night, 'hi')).toBe('रात 2:56');
    expect(indiaTime(night, 'en')).toBe('2:56 am');
    expect(indiaDateTime(night, 'hi')).toEqual({ date: '26 नवंबर 2026', time: 'रात 2:56' });
  });

  it('writes Hindi months in full even where English shortens them', () => {
    expect(indiaDay(night, 'en', 'short')).toBe('26 Nov 2026');
    expect(indiaDay(night, 'hi', 'short')).toBe('26 नवंबर 2026');
    expect(indiaDayAndTime('2026-12-02T04:30:00Z', 'hi', 'short')).toBe('2 दिसंबर 2026 को सुबह 10:00 बजे');
    expect(indiaDayAndTime('2026-12-02T04:30:00Z', 'en')).toBe('2 December 2026 at 10:00 am');
  });
});
