// The inputs of the results-and-certificates procedures, checked once here:
// staff's result and revocation forms, and the public verify form.
import { z } from 'zod';
import { textField } from './common';

export const certificateMessages = {
  marks: 'Enter the marks as a whole number from 0 to 100.',
  completionDate: 'Enter the completion date.',
  revokeReason: 'Give the reason for revoking this certificate.',
  number: 'Enter the certificate number.',
  dob: 'Enter the date of birth.',
  nameLatin: 'Enter the name in English (Latin) letters, as the English certificate prints it, for example Asha Kumari.',
} as const;

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    );

const id = z.coerce.number().int().positive();

export const admissionIdInput = z.object({ admissionId: id });

/** The name as the English certificate prints it: Latin letters, spaces, dots, hyphens and apostrophes. */
export const latinNamePattern = /^[A-Za-z][A-Za-z .'-]*$/;

/**
 * Issue: an ineligible student's certificate needs a Centre head's remark,
 * kept with it (issue 54); the name in Latin letters for the English
 * certificate (needed when the name is written in another script; empty takes
 * a name already in Latin letters as it is: issue 55).
 */
export const issueInput = z.object({
  admissionId: id,
  overrideRemark: z
    .string()
    .trim()
    .max(300, 'Keep the remark under 300 characters.')
    .optional()
    .transform((value) => (value ? value : null)),
  nameLatin: z
    .string()
    .trim()
    .max(100, certificateMessages.nameLatin)
    .refine((value) => value === '' || latinNamePattern.test(value), certificateMessages.nameLatin)
    .optional()
    .transform((value) => value?.replace(/\s+/g, ' ') ?? ''),
});
export type IssueInput = z.infer<typeof issueInput>;

export const resultInput = z.object({
  admissionId: id,
  // A form sends text: "" is no marks, not 0.
  marks: z
    .string({ error: certificateMessages.marks })
    .trim()
    .regex(/^\d{1,3}$/, certificateMessages.marks)
    .transform(Number)
    .pipe(z.number().int().min(0, certificateMessages.marks).max(100, certificateMessages.marks))
    .or(
      z
        .number({ error: certificateMessages.marks })
        .int(certificateMessages.marks)
        .min(0, certificateMessages.marks)
        .max(100, certificateMessages.marks),
    ),
  completionDate: isoDate(certificateMessages.completionDate),
});
export type ResultInput = z.infer<typeof resultInput>;

export const certificateIdInput = z.object({ id });

export const revokeInput = z.object({ id, reason: textField(certificateMessages.revokeReason, 300) });

/**
 * A certificate number as people type it, in the printed form: spaces
 * dropped, any case, and the year's sequence without its leading zeros
 * (" 2026/1 " is 2026/0001, the number certificateNumber printed).
 */
export function normaliseCertificateNumber(typed: string): string {
  return typed
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(
      /(^|\/)(\d{4})\/0*(\d{1,4})$/,
      (_, before: string, year: string, seq: string) => `${before}${year}/${seq.padStart(4, '0')}`,
    );
}

/** The public form. The number is read as people copy it (normaliseCertificateNumber). */
export const verifyByNumberInput = z.object({
  number: z
    .string({ error: certificateMessages.number })
    .transform(normaliseCertificateNumber)
    .pipe(z.string().min(1, { error: certificateMessages.number, abort: true }).max(40, certificateMessages.number)),
  dob: isoDate(certificateMessages.dob),
});

/** The QR code's link. Anything that is not a code of the right shape matches nothing. */
export const verifyByCodeInput = z.object({ code: z.string().max(64) });

/** The printed certificate: which one, and the site's origin for the QR code's link. */
export const printInput = z.object({
  id,
  siteUrl: z.url({ protocol: /^https?$/ }),
});

// In a module free of zod: the certification page's verify form imports it,
// and importing it from here put zod (26 KB gzip) among that page's scripts.
export { verifyPath } from './certificate-paths';
