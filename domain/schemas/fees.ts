// Inputs of the fee account procedures (issue 53). Amounts are typed in
// rupees (paise allowed: 1500.50) and carried in paise.
import { z } from 'zod';
import { centres, languages } from '../vocabulary';
import { factorFields } from './admission';
import { utrField } from './common';

export { feePlanInput } from '../money/fee-plan';

const id = z.coerce.number().int().positive();
const rupeesToPaise = z.coerce
  .number({ message: 'Enter the amount in rupees.' })
  .positive('Enter an amount more than ₹0.')
  .max(10_00_000, 'Enter an amount up to ₹10,00,000.')
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Enter the amount in rupees and paise (two decimals at most).',
  })
  .transform((value) => Math.round(value * 100));
const words = (what: string) => z.string().trim().min(1, `Enter ${what}.`).max(300, `Keep ${what} under 300 characters.`);

export const feeAccountInput = z.object({ id });
export const feeAccountOfAdmissionInput = z.object({ admissionId: id });
export const findFeeAccountInput = z.object({
  referenceId: z.string().trim().min(1, 'Enter the admission ID (ADM-…).').max(40, 'Enter the admission ID (ADM-…).'),
});

export const recordFeePaymentInput = z
  .object({
    id,
    amount: rupeesToPaise,
    method: z.enum(['cash', 'bank', 'upi'], { message: 'Choose how it was paid.' }),
    utr: z.string().trim().max(40).optional(),
  })
  .refine((input) => input.method === 'cash' || /^[A-Za-z0-9]{6,40}$/.test(input.utr ?? ''), {
    message: 'Enter the transfer’s reference (UTR).',
    path: ['utr'],
  });

export const grantConcessionInput = z
  .object({
    id,
    reasonId: z.coerce.number({ message: 'Choose a reason from the list.' }).int().positive('Choose a reason from the list.'),
    amount: rupeesToPaise.optional(),
    /** Percent of the instalments, up to two decimals. */
    sharePercent: z.coerce.number().positive('Enter a share more than 0%.').max(100, 'Enter a share up to 100%.').optional(),
  })
  .refine((input) => (input.amount === undefined) !== (input.sharePercent === undefined), {
    message: 'Enter an amount or a share, not both.',
    path: ['amount'],
  });

export const requestRefundInput = z.object({
  id,
  amount: rupeesToPaise,
  method: z.enum(['cash', 'bank', 'upi'], { message: 'Choose how it is paid back.' }),
  reason: words('the reason'),
});

export const writeOffInput = z.object({ id, amount: rupeesToPaise, reason: words('the reason') });

export const concessionReasonInput = z.object({
  label: words('the reason').pipe(z.string().max(80, 'Keep the reason under 80 characters.')),
});
export const retireConcessionReasonInput = z.object({ id });

export const duesInput = z.object({
  minDaysOverdue: z.coerce.number().int().min(0).max(3650).optional(),
  courseCode: z.string().trim().toUpperCase().max(12).optional(),
  intakeId: id.optional(),
  centre: z.enum(centres.values).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

export const collectionInput = z.object({
  period: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'Choose a day (YYYY-MM-DD) or a month (YYYY-MM).'),
});

export const reminderSentInput = z.object({ id });

/** The applicant's look-up of their fee account: the registration's reference id and the second factor (decision 067). */
export const applicantFeeAccountInput = z.object({
  referenceId: z.string().trim().min(1).max(40),
  dob: factorFields.dob,
  mobileLastFour: factorFields.mobileLastFour,
  language: z.enum(languages.values).optional(),
});

/** The student's UTR for the next instalment, after the second factor. */
export const claimInstalmentInput = applicantFeeAccountInput.extend({ utr: utrField });

/** Staff saw a claimed transfer in the bank: it becomes a payment on the account. */
export const confirmFeeClaimInput = z.object({ id, claimId: id });
