// How the adapter reads the old client's words (server/legacy/translate.ts).
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/problem';
import {
  centreFromLegacy,
  courseFromLegacy,
  dateFromLegacy,
  genderFromLegacy,
  programFromLegacy,
  registrationFromLegacy,
} from '../../server/legacy/translate';

describe('courseFromLegacy', () => {
  it('finds a course by the code it contains, or by its name ignoring case and punctuation', () => {
    expect(courseFromLegacy('Diploma in Computer Applications (DCA)')?.code).toBe('DCA');
    expect(courseFromLegacy('dca')?.code).toBe('DCA');
    expect(courseFromLegacy('ADCA')?.code).toBe('ADCA');
    expect(courseFromLegacy('Post Graduate Diploma in Computer Applications (PGDCA)')?.code).toBe('PGDCA');
    expect(courseFromLegacy('diploma in computer-applications')?.code).toBe('DCA');
    expect(courseFromLegacy('DH&TM/Q1001')?.code).toBe('DHTM');
    expect(courseFromLegacy('Nursery Teacher Training (NTT)')?.code).toBe('NTT');
    expect(courseFromLegacy('Diploma in Astrology')).toBeNull();
    expect(courseFromLegacy('')).toBeNull();
  });
});

describe('centreFromLegacy', () => {
  it('finds a centre by its place name ignoring case and extra words', () => {
    expect(centreFromLegacy('Belwa')?.id).toBe('belwa');
    expect(centreFromLegacy('GANDHINAGAR (Headquarters)')?.id).toBe('gandhinagar');
    expect(centreFromLegacy('azamnagar sub-branch')?.id).toBe('azamnagar');
    expect(centreFromLegacy('Patna')).toBeNull();
    expect(centreFromLegacy('Belwagaon')).toBeNull();
  });
});

describe('small words', () => {
  it('reads gender and program in any case', () => {
    expect(genderFromLegacy('MALE')).toBe('male');
    expect(genderFromLegacy('other')).toBe('Other');
    expect(genderFromLegacy('x')).toBe('x');
    expect(programFromLegacy('Advance Diploma')).toBe('advance-diploma');
    expect(programFromLegacy('advance-diploma')).toBe('advance-diploma');
    expect(programFromLegacy('Diploma')).toBe('diploma');
  });

  it('reads dates and ISO date-times as the day in India', () => {
    expect(dateFromLegacy('2005-04-01')).toBe('2005-04-01');
    expect(dateFromLegacy('2005-03-31T18:30:00.000Z')).toBe('2005-04-01');
    expect(dateFromLegacy('2005-04-01T00:00:00.000Z')).toBe('2005-04-01');
    expect(dateFromLegacy('2005-04-01T00:00:00+05:30')).toBe('2005-04-01');
    expect(dateFromLegacy('2005-04-01T10:00')).toBe('2005-04-01');
    expect(dateFromLegacy('01/04/2005')).toBe('01/04/2005');
  });
});

describe('registrationFromLegacy', () => {
  it('maps the old names; the program follows the course when none is sent; consent unless refused', () => {
    const input = registrationFromLegacy({ programCourse: 'PGDCA', Center: 'Belwa', mobile1: '9812345210', transectionId: '1' });
    expect(input).toMatchObject({
      program: 'advance-diploma',
      courseCode: 'PGDCA',
      centre: 'belwa',
      mobile: '9812345210',
      utr: '1',
      consent: true,
    });
    expect(registrationFromLegacy({ consent: 'off' }).consent).toBe(false);
    expect(registrationFromLegacy({ consent: 'on' }).consent).toBe(true);
  });

  it('refuses an unknown course and centre at once, naming both fields', () => {
    try {
      registrationFromLegacy({ programCourse: 'Astrology', Center: 'Patna' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(Object.keys((error as AppError).details.fieldErrors ?? {})).toEqual(['programCourse', 'Center']);
    }
  });
});
