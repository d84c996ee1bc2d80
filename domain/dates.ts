// Dates and times as a page's (or a notice's) reader says them, in India time: one place for
// every page, so a Hindi page never shows an ISO day (2005-08-20) or an
// English clock ("2:56 am") beside Hindi words. English keeps the day before
// the month (never the US order); Hindi writes the month in words, always in
// full ("2 दिसंबर 2026": the short Hindi months, "दिस॰", are not how people
// write them), and the time with its part of the day, "रात 2:56", as people
// say it. Made on the server and in the browser alike: both have full ICU.
import type { Language } from './vocabulary';

const locales: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const india = 'Asia/Kolkata';

type Month = 'long' | 'short';

const monthFor = (language: Language, month: Month): Month => (language === 'hi' ? 'long' : month);

/** A calendar day written YYYY-MM-DD (a birth date): 20 August 2005 / 20 अगस्त 2005. No time zone applies. */
export function calendarDay(value: string, language: Language): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locales[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The day of a moment, India time: 2 December 2026 (or 2 Dec 2026) / 2 दिसंबर 2026. */
export function indiaDay(iso: Date | string, language: Language, month: Month = 'long'): string {
  return new Date(iso).toLocaleDateString(locales[language], {
    day: 'numeric',
    month: monthFor(language, month),
    year: 'numeric',
    timeZone: india,
  });
}

/** The time of a moment, India time: 7:31 pm / शाम 7:31. */
export function indiaTime(iso: string, language: Language): string {
  const moment = new Date(iso);
  return language === 'hi'
    ? new Intl.DateTimeFormat(locales.hi, { hour: 'numeric', minute: '2-digit', dayPeriod: 'long', timeZone: india }).format(
        moment,
      )
    : moment.toLocaleTimeString(locales.en, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: india });
}

/** Day and time of a moment, India time: 2 December 2026 at 10:00 am / 2 दिसंबर 2026 को सुबह 10:00 बजे. */
export function indiaDayAndTime(iso: string, language: Language, month: Month = 'long'): string {
  return new Date(iso).toLocaleString(locales[language], {
    day: 'numeric',
    month: monthFor(language, month),
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'hi' ? { dayPeriod: 'long' as const } : {}),
    timeZone: india,
  });
}

/** The day and the time apart, for a message that places them ("{{date}} at {{time}} IST"). */
export const indiaDateTime = (iso: string, language: Language) => ({
  date: indiaDay(iso, language),
  time: indiaTime(iso, language),
});
