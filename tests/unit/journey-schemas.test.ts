import { describe, expect, it } from 'vitest';
import { admissionInput, checkAdmission, lookupInput } from '../../domain/schemas/admission';
import { ageOn, normaliseMobile, normaliseReferenceId, utrField } from '../../domain/schemas/common';
import { enquiryFromForm, enquiryInput } from '../../domain/schemas/enquiry';
import {
  allowedDocuments,
  checkRegistration as checkRegistrationSaid,
  registrationFromForm,
  requiredDocuments,
} from '../../domain/schemas/registration';
import { englishOfMessage } from '../../domain/refusal';
import type { FieldErrors } from '../../domain/problem';

// The checks say their messages by key (domain/said.ts); these tests read the
// spec's English words, as the one error path writes them (problemOf).
const inEnglish = (fieldErrors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(englishOfMessage)]));
const checkRegistration = (...args: Parameters<typeof checkRegistrationSaid>) => {
  const checked = checkRegistrationSaid(...args);
  return checked.success ? checked : { ...checked, fieldErrors: inEnglish(checked.fieldErrors) };
};
const issueMessage = (issue: { message: string } | undefined) => englishOfMessage(issue?.message ?? '');

const today = new Date();
const dobForAge = (years: number) => {
  const d = new Date(today.getFullYear() - years, today.getMonth() - 1, Math.min(today.getDate(), 28));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const form = (overrides: Record<string, string> = {}) =>
  registrationFromForm({
    program: 'diploma',
    courseCode: 'dca',
    centre: 'gandhinagar',
    courseMode: 'Online',
    name: ' Asha ',
    fatherName: 'Ramesh',
    dob: dobForAge(25),
    gender: 'female',
    mobile: '098123 45210',
    email: 'A@Example.IN',
    address: 'Belwa',
    consent: 'on',
    utr: '1234 5678 9012',
    ...overrides,
  });
const allFiles = () => true;

describe('mobile numbers', () => {
  it.each([
    ['9812345210', '9812345210'],
    ['+91 98123 45210', '9812345210'],
    ['+919812345210', '9812345210'],
    ['09812345210', '9812345210'],
    ['919812345210', '9812345210'],
    ['98123-45210', '9812345210'],
  ])('%s becomes %s', (typed, stored) => expect(normaliseMobile(typed)).toBe(stored));
});

describe('ageOn', () => {
  it('counts whole years and refuses impossible dates', () => {
    expect(ageOn('2000-06-15', new Date(2025, 5, 14))).toBe(24);
    expect(ageOn('2000-06-15', new Date(2025, 5, 15))).toBe(25);
    expect(ageOn('2001-02-29')).toBeNull();
    expect(ageOn('15/06/2000')).toBeNull();
  });
});

describe('UTR', () => {
  it('takes 12 digits, ignoring spaces, with the spec message when empty', () => {
    expect(utrField.parse(' 1234 5678 9012 ')).toBe('123456789012');
    expect(utrField.safeParse('').error?.issues.map(issueMessage)).toEqual(['Transaction ID is required']);
    expect(issueMessage(utrField.safeParse('12345').error?.issues[0])).toMatch(/12-digit/);
    expect(utrField.safeParse('12345678901a').success).toBe(false);
  });
});

describe('reference ids as typed', () => {
  it('reads case, spaces, a missing dash and look-alike letters', () => {
    expect(normaliseReferenceId('reg-7k3m9q2x', 'REG')).toBe('REG-7K3M9Q2X');
    expect(normaliseReferenceId('REG 0O1I L234', 'REG')).toBe('REG-00111234');
    expect(normaliseReferenceId('ADM-7K3M9Q2X', 'REG')).toBeNull();
    expect(normaliseReferenceId('REG-7K3M9Q2', 'REG')).toBeNull();
    expect(normaliseReferenceId('REG-7K3M9Q2U', 'REG')).toBeNull();
  });
});

describe('the application schema', () => {
  it('accepts a valid form and normalises it', () => {
    const checked = checkRegistration(form(), allFiles);
    expect(checked.success).toBe(true);
    if (!checked.success) return;
    expect(checked.data).toMatchObject({
      name: 'Asha',
      courseCode: 'DCA',
      mobile: '9812345210',
      email: 'a@example.in',
      utr: '123456789012',
      consent: true,
    });
  });

  it('gives the spec messages for name, photo and address', () => {
    const checked = checkRegistration(form({ name: '', address: '  ' }), (field) => field !== 'photoUpload');
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(checked.fieldErrors.name).toEqual(['Name is required.']);
    expect(checked.fieldErrors.address).toEqual(['Address is required.']);
    expect(checked.fieldErrors.photoUpload).toEqual(['Photo is required.']);
  });

  it('checks email, mobile, program, centre, mode, gender, consent and age', () => {
    const checked = checkRegistration(
      form({
        email: 'x@',
        mobile: '12345',
        program: 'phd',
        centre: 'delhi',
        courseMode: '',
        gender: 'x',
        consent: '',
        dob: dobForAge(71),
      }),
      allFiles,
    );
    if (checked.success) throw new Error('expected errors');
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(
      ['centre', 'consent', 'courseMode', 'dob', 'email', 'gender', 'mobile', 'program'].sort(),
    );
    expect(checked.fieldErrors.dob).toEqual(['The applicant must be between 14 and 70 years old.']);
  });

  it('asks for a guardian for an applicant under 18, even while other fields fail', () => {
    const checked = checkRegistration(form({ dob: dobForAge(15), name: '' }), allFiles);
    if (checked.success) throw new Error('expected errors');
    expect(checked.fieldErrors.guardianName).toBeDefined();
    expect(checked.fieldErrors.guardianConsent).toBeDefined();
    expect(checkRegistration(form({ dob: dobForAge(15), guardianName: 'Sunita', guardianConsent: 'on' }), allFiles).success).toBe(
      true,
    );
  });

  it('requires the documents of the program', () => {
    expect(requiredDocuments('diploma')).toEqual(['photoUpload', 'aadhaarUpload', 'tenthDoc', 'paymentScreenshot']);
    expect(requiredDocuments('advance-diploma')).toEqual([
      'photoUpload',
      'aadhaarUpload',
      'tenthDoc',
      'twelfthDoc',
      'graduationDoc',
      'paymentScreenshot',
    ]);
    // A diploma may carry a 12th certificate, never a graduation one; before a program, every field.
    expect(allowedDocuments('diploma')).toEqual(['photoUpload', 'aadhaarUpload', 'tenthDoc', 'twelfthDoc', 'paymentScreenshot']);
    expect(allowedDocuments(undefined)).toHaveLength(6);
    const checked = checkRegistration(
      form({ program: 'advance-diploma', courseCode: 'ADCA' }),
      (field) => field !== 'graduationDoc',
    );
    if (checked.success) throw new Error('expected errors');
    expect(checked.fieldErrors).toEqual({ graduationDoc: ['Graduation certificate or marksheet is required.'] });
  });
});

describe('the enquiry schema', () => {
  it('gives the spec messages for every empty field', () => {
    const result = enquiryInput.safeParse(enquiryFromForm({}));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], issueMessage(i)])).toEqual([
      // Email may be left out (decision 075); the procedure asks for it while email is sent.
      ['name', 'Name is required.'],
      ['mobile', 'mobile is required.'],
      ['subject', 'subject is required.'],
      ['query', 'query is required.'],
    ]);
  });

  it('accepts a full enquiry and refuses an unknown subject', () => {
    const fields = { name: 'Ravi', email: 'r@x.in', mobile: '9876543210', subject: 'other', query: 'Hello' };
    expect(enquiryInput.parse(enquiryFromForm(fields)).subject).toBe('other');
    expect(issueMessage(enquiryInput.safeParse({ ...fields, subject: 'spam' }).error?.issues[0])).toBe('subject is required.');
  });
});

describe('the admission schemas', () => {
  it('needs a reference id, the second factor, a screenshot and a transaction id, with the spec messages', () => {
    expect(issueMessage(lookupInput.safeParse({ referenceId: ' ' }).error?.issues[0])).toBe('Please enter a Reference ID');
    expect(lookupInput.parse({ referenceId: 'reg 7k3m9q2x' }).referenceId).toBe('REG-7K3M9Q2X');
    const checked = checkAdmission({ referenceId: 'REG-7K3M9Q2X', utr: '' }, false);
    expect(checked.success).toBe(false);
    expect(checked.success ? null : inEnglish(checked.fieldErrors)).toEqual({
      dob: ['Enter your date of birth or the last four digits of your mobile number.'],
      utr: ['Transaction ID is required'],
      paymentScreenshot: ['Payment screenshot is required'],
    });
    expect(
      admissionInput.parse({
        referenceId: 'REG-7K3M9Q2X',
        mobileLastFour: '5210',
        utr: '1111 2222 3333',
        documents: ['paymentScreenshot'],
      }).utr,
    ).toBe('111122223333');
  });
});
