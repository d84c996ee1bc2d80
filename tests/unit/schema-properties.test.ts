// Property-based tests (fast-check) over every form schema in app/schemas and
// the server's settings schema: any input at all, however malformed, gives
// issues and never an exception; generated valid input always passes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admissionInput, checkAdmission, lookupInput } from '../../domain/schemas/admission';
import { crockfordAlphabet } from '../../domain/schemas/common';
import { enquiryFromForm, enquiryInput } from '../../domain/schemas/enquiry';
import { checkRegistration, registrationFromForm, registrationInput } from '../../domain/schemas/registration';
import {
  legacyAdmissionFields,
  legacyApplicationFields,
  legacyDecisionBody,
  legacyEnquiryBody,
  legacyGalleryFields,
  legacyListQuery,
  legacyLoginBody,
  legacyResolveBody,
} from '../../server/legacy/schemas';
import { settingsSchema } from '../../server/services/site/settings';
import { centres, courseModes, enquirySubjects, genders, type programs } from '../../domain/vocabulary';
import { registrationFileFields } from '../../domain/schemas/documents';

const schemas: Record<string, z.ZodType> = {
  enquiryInput,
  registrationInput,
  lookupInput,
  admissionInput,
  settingsSchema,
  'settingsSchema.partial()': settingsSchema.partial(),
  // The legacy adapter's payloads (server/legacy/schemas.ts).
  legacyApplicationFields,
  legacyAdmissionFields,
  legacyEnquiryBody,
  legacyLoginBody,
  legacyDecisionBody,
  legacyResolveBody,
  legacyGalleryFields,
  legacyListQuery,
};

/** Every key any schema knows, so malformed records hit real fields with wrong values. */
const knownKeys = [
  ...new Set([
    ...Object.keys(enquiryInput.shape),
    ...Object.keys(lookupInput.shape),
    'referenceId',
    'documents',
    ...Object.keys(settingsSchema.shape),
    'program',
    'courseCode',
    'centre',
    'courseMode',
    'name',
    'fatherName',
    'dob',
    'gender',
    'mobile',
    'email',
    'address',
    'guardianName',
    'guardianConsent',
    'consent',
    'utr',
    'idempotencyKey',
  ]),
];

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.bigInt(),
  fc.date({ noInvalidDate: false }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
/** A record with some real field names and anything as values, plus unknown keys. */
const malformedRecord = fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), fc.string()), anyValue, { maxKeys: 25 });
const anything = fc.oneof(
  fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true }),
  malformedRecord,
);

function expectIssuesOrSuccess(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (!result.success) {
    // Every refusal says something a person can read.
    for (const issue of result.error.issues) expect(issue.message.trim(), issue.path.join('.')).not.toBe('');
    // What the forms do with a failure must not throw either.
    expect(() => z.flattenError(result.error)).not.toThrow();
  }
}

/** A refused form names at least one field with a message, so the form can show where to look. */
function expectFieldNamedOnRefusal(
  check: { success: true } | { success: false; fieldErrors: Record<string, string[] | undefined> },
) {
  if (!check.success) expect(Object.values(check.fieldErrors).flat().length).toBeGreaterThan(0);
}

describe('malformed input gives issues, never an exception', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      fc.assert(
        fc.property(anything, (input) => expectIssuesOrSuccess(schema, input)),
        { numRuns: 300 },
      );
    });
  }

  it('the form helpers (from form fields, whole-form checks) never throw', () => {
    const formFields = fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), fc.string()), fc.string(), { maxKeys: 25 });
    fc.assert(
      fc.property(formFields, anything, fc.boolean(), (fields, raw, present) => {
        expectIssuesOrSuccess(registrationInput, registrationFromForm(fields));
        expectIssuesOrSuccess(enquiryInput, enquiryFromForm(fields));
        expect(() => checkRegistration(raw, () => present)).not.toThrow();
        expect(() => checkAdmission(raw, present)).not.toThrow();
        expectFieldNamedOnRefusal(checkRegistration(fields, () => present));
        expectFieldNamedOnRefusal(checkAdmission(fields, present));
      }),
      { numRuns: 300 },
    );
  });
});

// ---- Valid input ----------------------------------------------------------

/** zod 4 measures strings in code points, not UTF-16 units. */
const codePoints = (value: string) => [...value].length;
/** A trimmed, non-empty text of at most `max` code points, in any script (Hindi, Bengali, emoji). */
const text = (max: number) =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 40) })
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && codePoints(value) <= max);
const email = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9_+-]{1,20}$/), fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const mobile = fc
  .tuple(fc.constantFrom('', '+91', '+91 ', '91', '0', '0091'), fc.stringMatching(/^[6-9]\d{9}$/))
  .map(([prefix, digits]) => `${prefix}${digits.slice(0, 5)}${prefix ? ' ' : ''}${digits.slice(5)}`);
const utr = fc.stringMatching(/^\d{12}$/).map((digits) => `${digits.slice(0, 6)} ${digits.slice(6)}`);
const idempotencyKey = fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), { nil: undefined });
const referenceId = fc
  .tuple(
    fc.constantFrom('REG-', 'reg-', 'REG', 'reg '),
    fc.array(fc.constantFrom(...crockfordAlphabet), { minLength: 8, maxLength: 8 }),
  )
  .map(([prefix, chars]) => prefix + chars.join(''));

/** A date of birth `years` whole years ago (plus a few days, never near a birthday). */
function dobFor(years: number, extraDays: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

const registration = fc
  .record({
    // A program and one of its courses, as people type the code (any case, stray spaces).
    choice: fc.constantFrom(
      { program: 'diploma', courseCode: 'DCA' },
      { program: 'diploma', courseCode: ' dca ' },
      { program: 'advance-diploma', courseCode: ' ADCA ' },
      { program: 'advance-diploma', courseCode: 'adca' },
    ) as fc.Arbitrary<{ program: (typeof programs.values)[number]; courseCode: string }>,
    centre: fc.constantFrom(...centres.values),
    courseMode: fc.constantFrom(...courseModes.values),
    name: text(100),
    fatherName: text(100),
    years: fc.integer({ min: 15, max: 69 }),
    extraDays: fc.integer({ min: 5, max: 300 }),
    gender: fc.constantFrom(...genders.values),
    mobile,
    email,
    address: text(500),
    guardianName: text(100),
    consent: fc.constantFrom(true, 'on', 'true'),
    utr,
    idempotencyKey,
  })
  .map(({ years, extraDays, choice, ...values }) => ({
    ...values,
    ...choice,
    dob: dobFor(years, extraDays),
    // Minors need a guardian's name and consent; adults may leave them out.
    guardianName: years < 18 ? values.guardianName : undefined,
    guardianConsent: years < 18 ? ('on' as const) : undefined,
  }));

const settings = fc.record({
  admissionSession: fc.integer({ min: 2000, max: 2098 }).map((year) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`),
  // A fee of ₹0 is refused (it cannot be paid by UPI or receipted).
  registrationFee: fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }).map(String)),
  admissionFee: fc.integer({ min: 1, max: 1_000_000 }),
  upiAccountKind: fc.constantFrom('personal', 'merchant'),
  correctionDays: fc.integer({ min: 1, max: 60 }),
  seatsTakenAt: fc.constantFrom('approval', 'submission'),
  offerDays: fc.integer({ min: 1, max: 30 }),
  feeReminderDays: fc.array(fc.integer({ min: -999, max: 999 }), { maxLength: 6 }).map((days) => days.join(',')),
  upiId: fc
    .tuple(fc.stringMatching(/^[a-zA-Z0-9._-]{2,40}$/), fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9.-]{1,20}$/))
    .map(([name, bank]) => `${name}@${bank}`),
  upiPayeeName: text(60).filter((value) => codePoints(value) >= 2),
  contactPhone: fc.stringMatching(/^\+?[0-9][0-9 -]{8,14}[0-9]$/).filter((value) => value.length <= 16),
  contactEmail: email,
  contactAddress: text(300).filter((value) => codePoints(value) >= 5),
  officeHours: text(120).filter((value) => codePoints(value.trim()) >= 5),
  // The identity settings may be empty (a fresh install) or a value.
  instituteName: fc.oneof(
    fc.constant(''),
    text(120).filter((value) => codePoints(value) >= 2),
  ),
  whatsappNumber: fc.oneof(fc.constant(''), fc.stringMatching(/^[6-9][0-9]{9}$/)),
  facebookUrl: fc.oneof(
    fc.constant(''),
    fc.stringMatching(/^[a-z]{3,12}$/).map((name) => `https://facebook.com/${name}`),
  ),
  // Uploaded image files: empty, or the name the upload gives (24 hex digits, .png).
  logoImage: fc.oneof(
    fc.constant(''),
    fc.stringMatching(/^[0-9a-f]{24}$/).map((name) => `${name}.png`),
  ),
  merchantQrImage: fc.oneof(
    fc.constant(''),
    fc.stringMatching(/^[0-9a-f]{24}$/).map((name) => `${name}.png`),
  ),
  ...Object.fromEntries(
    [
      'instituteShortName',
      'tagline',
      'gandhinagarAddress',
      'gandhinagarPhone',
      'gandhinagarMapUrl',
      'belwaAddress',
      'belwaPhone',
      'belwaMapUrl',
      'azamnagarAddress',
      'azamnagarPhone',
      'azamnagarMapUrl',
      'youtubeUrl',
      'instagramUrl',
      'grievanceOfficerName',
      'grievanceOfficerContact',
      'certificatePrefix',
      'gstin',
    ].map((key) => [key, fc.constant('')]),
  ),
});

describe('generated valid input passes', () => {
  it('enquiryInput', () => {
    const enquiry = fc.record({
      name: text(100),
      email,
      mobile,
      subject: fc.constantFrom(...enquirySubjects.values),
      query: text(2000),
    });
    fc.assert(
      fc.property(enquiry, (input) => {
        const result = enquiryInput.safeParse(input);
        expect(result.error?.issues ?? []).toEqual([]);
        expect(result.data!.email).toBe(input.email.toLowerCase());
        expect(result.data!.mobile).toMatch(/^[6-9]\d{9}$/);
      }),
    );
  });

  it('registrationInput (adults and minors with a guardian)', () => {
    fc.assert(
      fc.property(registration, (input) => {
        const result = registrationInput.safeParse({ ...input, documents: [...registrationFileFields] });
        expect(result.error?.issues ?? []).toEqual([]);
        expect(result.data!.utr).toMatch(/^\d{12}$/);
        expect(checkRegistration(input, () => true).success).toBe(true);
      }),
    );
  });

  it('lookupInput and admissionInput', () => {
    fc.assert(
      fc.property(referenceId, utr, idempotencyKey, fc.stringMatching(/^\d{4}$/), (reference, transaction, key, lastFour) => {
        const lookup = lookupInput.safeParse({ referenceId: reference });
        expect(lookup.error?.issues ?? []).toEqual([]);
        expect(lookup.data!.referenceId).toMatch(/^REG-[0-9A-Z]{8}$/);
        const admission = admissionInput.safeParse({
          referenceId: reference,
          mobileLastFour: lastFour,
          utr: transaction,
          idempotencyKey: key,
          documents: ['paymentScreenshot'],
        });
        expect(admission.error?.issues ?? []).toEqual([]);
        expect(checkAdmission({ referenceId: reference, mobileLastFour: lastFour, utr: transaction }, true).success).toBe(true);
      }),
    );
  });

  it('settingsSchema, whole and partial', () => {
    fc.assert(
      fc.property(settings, fc.subarray(Object.keys(settingsSchema.shape)), (input, keys) => {
        expect(settingsSchema.safeParse(input).error?.issues ?? []).toEqual([]);
        const partial = Object.fromEntries(keys.map((key) => [key, input[key as keyof typeof input]]));
        expect(settingsSchema.partial().safeParse(partial).error?.issues ?? []).toEqual([]);
      }),
    );
  });
});
