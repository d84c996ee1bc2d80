// The form rules that need no zod: value lists, field names, ages and the
// small functions that read them. The forms import these at render time, so
// this module (and everything it imports) must stay free of zod; the zod
// schemas in common.ts, registration.ts, enquiry.ts and admission.ts build on
// it and re-export it.

/** Ten digits after removing spaces, dashes, and an optional +91 / 91 / 0 prefix. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s()-]/g, '');
  const withoutPrefix = digits.replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return withoutPrefix;
}

export const isIndianMobile = (value: string) => /^[6-9]\d{9}$/.test(value);

/** Whole years between an ISO date of birth (YYYY-MM-DD) and `today`. */
export function ageOn(dob: string, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export const minimumAge = 14;
export const maximumAge = 70;
export const adultAge = 18;

/** Reference ids are REG- or ADM- plus 8 Crockford base32 characters. */
export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Reads a reference id the way people type it: any case, spaces, a missing
 * dash, O for 0 and I or L for 1. Returns null when it cannot be one.
 */
export function normaliseReferenceId(value: string, prefix: 'REG' | 'ADM'): string | null {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith(prefix)) return null;
  const body = compact.slice(prefix.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== 8) return null;
  for (const char of body) if (!crockfordAlphabet.includes(char)) return null;
  return `${prefix}-${body}`;
}
