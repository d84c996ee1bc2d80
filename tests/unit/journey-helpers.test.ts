import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from '../../server/services/admissions/masking';
import { buildUpiLink } from '../../server/services/money/payments';
import { newReferenceId } from '../../server/services/admissions/reference-ids';

describe('newReferenceId', () => {
  it('is a prefix and 8 Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(newReferenceId('REG')).toMatch(/^REG-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
      expect(newReferenceId('ADM')).toMatch(/^ADM-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    }
  });

  it('uses all 40 random bits', () => {
    expect(newReferenceId('REG', () => Buffer.alloc(5, 0))).toBe('REG-00000000');
    expect(newReferenceId('REG', () => Buffer.alloc(5, 0xff))).toBe('REG-ZZZZZZZZ');
    expect(newReferenceId('REG', () => Buffer.from([0, 0, 0, 0, 1]))).toBe('REG-00000001');
    expect(newReferenceId('REG', () => Buffer.from([0x80, 0, 0, 0, 0]))).toBe('REG-G0000000');
  });

  it('does not repeat in 10,000 draws', () => {
    const seen = new Set(Array.from({ length: 10_000 }, () => newReferenceId('REG')));
    expect(seen.size).toBe(10_000);
  });
});

describe('masking', () => {
  it('masks the middle of a mobile number', () => {
    expect(maskMobile('9812345210')).toBe('98••••••••');
    expect(maskMobile('123')).toBe('•••');
  });

  it('masks the local part of an email and keeps the domain', () => {
    expect(maskEmail('asha.kumari@gmail.com')).toBe('as•••••@gmail.com');
    expect(maskEmail('ab@x.in')).toBe('a•••••@x.in');
    expect(maskEmail('broken')).toBe('•••••');
  });
});

describe('buildUpiLink', () => {
  it('builds the NPCI deep link with encoded values and two decimals', () => {
    expect(buildUpiLink({ upiId: 'jyoti@sbi', payeeName: 'Jyoti Institute', amount: 100, note: 'Registration fee' })).toBe(
      'upi://pay?pa=jyoti%40sbi&pn=Jyoti%20Institute&am=100.00&cu=INR&tn=Registration%20fee',
    );
    expect(buildUpiLink({ upiId: 'a@b', payeeName: 'A & B', amount: 5000, note: 'x=1' })).toBe(
      'upi://pay?pa=a%40b&pn=A%20%26%20B&am=5000.00&cu=INR&tn=x%3D1',
    );
  });

  it('refuses a negative or missing amount', () => {
    expect(() => buildUpiLink({ upiId: 'a@b', payeeName: 'A', amount: -1, note: '' })).toThrow();
    expect(() => buildUpiLink({ upiId: 'a@b', payeeName: 'A', amount: Number.NaN, note: '' })).toThrow();
  });
});
