import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatRupees, isAdminPath } from '../../domain/catalogue/site';
import {
  advanceDiplomaCourses,
  courseByCode,
  courseBySyllabusPath,
  courses,
  coursesForLevel,
  diplomaCourses,
  gradingSchemes,
  learnMorePath,
  syllabusPaths,
} from '../../domain/catalogue/courses';

const syllabusOwners: [path: string, code: string, courseId: string][] = [
  ['/DCASyllabus', 'DCA', 'DCA/Q0001'],
  ['/DCLMSyllabus', 'DCLM', 'DCLM/Q0001'],
  ['/DCMSyllabus', 'DCM', 'DCM/Q1001'],
  ['/DFMSyllabus', 'DFM', 'DFM/Q1001'],
  ['/DHRMSyllabus', 'DHRM', 'DHRM/Q1001'],
  ['/DLMSyllabus', 'DLM', 'DLM/Q1001'],
  ['/DPMSyllabus', 'DPM', 'CPM/Q1001'],
  ['/DSCMSyllabus', 'DSCM', 'DSCM/Q1001'],
  ['/HospitalitySyllabus', 'DHTM', 'DH&TM/Q1001'],
  ['/ImpExpSyllabus', 'DIE', 'DIE/Q1001'],
  ['/InsuranceRiskManagementSyllabus', 'ADIRM', 'ADI&RM/Q1001'],
  ['/NTTSyllabus', 'NTT', 'NTT/Q001'],
  ['/PGDCASyllabus', 'PGDCA', 'PGDCA/Q0001'],
  ['/TravelSyllabus', 'DTTM', 'DT&TM/Q1001'],
  ['/DMPRMSyllabus', 'DMPRM', 'DMPRM/Q1001'],
];

describe('course catalogue', () => {
  it('has 17 diplomas and 11 advance diplomas', () => {
    expect(courses).toHaveLength(28);
    expect(diplomaCourses).toHaveLength(17);
    expect(advanceDiplomaCourses).toHaveLength(11);
    expect(coursesForLevel('diploma')).toHaveLength(17);
    expect(coursesForLevel('advance-diploma')).toHaveLength(11);
  });

  it('lists diplomas first, starting with DCA', () => {
    expect(courses[0]?.code).toBe('DCA');
    const firstAdvance = courses.findIndex((c) => c.level === 'advance-diploma');
    expect(firstAdvance).toBe(17);
    expect(courses.slice(firstAdvance).every((c) => c.level === 'advance-diploma')).toBe(true);
  });

  it('has unique upper-case codes and unique course ids', () => {
    const codes = courses.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]+$/);
    const ids = courses.map((c) => c.courseId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fills every course completely', () => {
    for (const c of courses) {
      expect(c.topics, c.code).toHaveLength(6);
      for (const t of c.topics) {
        expect(t.title.trim(), c.code).not.toBe('');
        expect(t.description.trim(), c.code).not.toBe('');
      }
      expect(c.jobs.length, c.code).toBeGreaterThanOrEqual(4);
      expect(c.jobs.length, c.code).toBeLessThanOrEqual(8);
      for (const field of [c.name, c.eligibility, c.objective, c.careerSummary, c.summary, c.courseId]) {
        expect(field.trim(), c.code).not.toBe('');
      }
      expect(c.summary.length, c.code).toBeLessThanOrEqual(140);
    }
  });

  it('maps each of the 15 syllabus paths to exactly one course with the given course id', () => {
    expect(syllabusPaths).toEqual(syllabusOwners.map(([path]) => path));
    for (const [path, code, courseId] of syllabusOwners) {
      const owners = courses.filter((c) => c.syllabusPath === path);
      expect(owners, path).toHaveLength(1);
      expect(owners[0]?.code, path).toBe(code);
      expect(owners[0]?.courseId, path).toBe(courseId);
      expect(courseBySyllabusPath(path)?.courseId, path).toBe(courseId);
    }
    const used = new Set(courses.map((c) => c.syllabusPath).filter((p): p is string => p !== null));
    expect([...used].sort()).toEqual([...syllabusPaths].sort());
    expect(courseBySyllabusPath('/NoSuchSyllabus')).toBeUndefined();
  });

  it('sends Digital Marketing and Social Media to /Updating', () => {
    const dm = courses.find((c) => c.name.includes('Digital Marketing and Social Media'));
    expect(dm).toBeDefined();
    expect(dm?.syllabusPath).toBeNull();
    expect(dm && learnMorePath(dm)).toBe('/Updating');
    const dca = courseByCode('DCA');
    expect(dca && learnMorePath(dca)).toBe('/DCASyllabus');
  });

  it('finds courses by code regardless of case', () => {
    expect(courseByCode('dca')?.code).toBe('DCA');
    expect(courseByCode('Pgdca')?.courseId).toBe('PGDCA/Q0001');
    expect(courseByCode('nope')).toBeUndefined();
  });

  it('uses percentage grading for exactly NTT and DHTM', () => {
    const percentage = courses.filter((c) => c.grading === 'percentage').map((c) => c.code);
    expect(percentage.sort()).toEqual(['DHTM', 'NTT']);
  });

  it('defines the two grading tables', () => {
    expect(gradingSchemes.standard.bands).toHaveLength(7);
    expect(gradingSchemes.standard.bands[0]?.range).toBe('91-100');
    expect(gradingSchemes.standard.bands[0]?.grade).toBe('O');
    expect(gradingSchemes.standard.bands.at(-1)).toEqual({ range: '0-40', min: 0, grade: 'F', meaning: 'Fail' });
    expect(gradingSchemes.percentage.bands).toHaveLength(6);
    expect(gradingSchemes.percentage.bands[0]).toEqual({ range: '90% and above', min: 90, grade: 'A+', meaning: 'Outstanding' });
    expect(gradingSchemes.percentage.bands.at(-1)).toEqual({ range: 'Below 50%', min: 0, grade: 'F', meaning: 'Fail' });
  });
});

describe('formatRupees', () => {
  it('groups whole rupees as Intl does for en-IN (₹8,000, ₹1,20,000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        expect(formatRupees(amount)).toBe(`₹${new Intl.NumberFormat('en-IN').format(amount)}`);
      }),
    );
    expect(formatRupees(8000)).toBe('₹8,000');
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(999)).toBe('₹999');
  });
});

describe('isAdminPath', () => {
  it('holds the admin area and nothing that only starts with its letters', () => {
    expect(['/admin', '/admin/', '/admin/login', '/admin/dashboard/x'].map(isAdminPath)).toEqual([true, true, true, true]);
    expect(['/', '/administration', '/adminx', '/hi/admin', '/api/admin'].map(isAdminPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
