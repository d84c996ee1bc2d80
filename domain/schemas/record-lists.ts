// The inputs of the admin list procedures (registrations, admissions,
// enquiries): search, filters, sort and paging. The procedures validate with
// these schemas, and the dashboard reads its filter and sort choices from
// them, so a value the server accepts is a value staff can pick.
import { z } from 'zod';
import { centres, enquiryStatuses, enquirySubjects, paymentFilters, programs, recordStatuses } from '../vocabulary';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2025-06-30.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a real date.');

/** An optional field; an empty string (an unset URL key) counts as absent. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The closed choices of an optional enum field, in the schema's order. */
export function choicesOf<E extends z.ZodEnum>(field: { out: z.ZodOptional<E> }): E['options'] {
  return field.out.unwrap().options;
}

const paging = {
  sortDir: optional(z.enum(['asc', 'desc'])),
  page: optional(z.coerce.number().int().min(1).max(100_000)),
  pageSize: optional(z.coerce.number().int().min(1).max(100)),
};

const common = {
  /** Name (part of it), reference id, mobile, email or UTR. */
  q: optional(z.string().trim().max(100)),
  /** Submitted on or after this day (India time), YYYY-MM-DD. */
  from: optional(isoDate),
  /** Submitted on or before this day (India time), YYYY-MM-DD. */
  to: optional(isoDate),
};

/** Registrations and admissions. */
export const applicationListQuery = z.object({
  ...common,
  status: optional(z.enum(recordStatuses.values)),
  centre: optional(z.enum(centres.values)),
  /** Catalogue course code, e.g. DCA. */
  course: optional(z.string().trim().max(20)),
  program: optional(z.enum(programs.values)),
  /** Where the payment stands against the bank statement; not_verified is every state but verified. */
  payment: optional(z.enum(paymentFilters.values)),
  sort: optional(z.enum(['createdAt', 'name', 'status', 'referenceId'])),
  ...paging,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;
export type PaymentFilter = NonNullable<ApplicationListQuery['payment']>;

export const enquiryListQuery = z.object({
  ...common,
  status: optional(z.enum(enquiryStatuses.values)),
  subject: optional(z.enum(enquirySubjects.values)),
  sort: optional(z.enum(['createdAt', 'name', 'status'])),
  ...paging,
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuery>;

export type ListSort = NonNullable<ApplicationListQuery['sort'] | EnquiryListQuery['sort']>;
export type SortDirection = NonNullable<ApplicationListQuery['sortDir']>;
