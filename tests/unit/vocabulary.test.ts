// Every closed list lives once, in domain/vocabulary.ts. These checks fail
// when a layer keeps a value of its own: the zod schemas, the catalogue and
// the legacy adapter must all hold exactly the vocabulary. The database holds
// it too: tests/unit/vocabulary-in-the-database.test.ts.
import { describe, expect, it } from 'vitest';
import { advanceDiplomaList, diplomaList } from '../../domain/catalogue/course-data';
import { courses } from '../../domain/catalogue/courses';
import { enquiryInput } from '../../domain/schemas/enquiry';
import { checkRegistration } from '../../domain/schemas/registration';
import {
  centres,
  courseCodes,
  courseModes,
  coursePrograms,
  enquiryStatuses,
  enquirySubjects,
  galleryCategories,
  genders,
  programs,
  recordStatuses,
} from '../../domain/vocabulary';
import { centreFromLegacy, genderFromLegacy, modeFromLegacy, programFromLegacy } from '../../server/legacy/translate';
import { documentKinds, registrationDocumentSpecs } from '../../domain/schemas/documents';

describe('the vocabulary is the one list of each kind', () => {
  it('every value has a label, and labels are unique', () => {
    for (const list of [
      programs,
      centres,
      genders,
      courseModes,
      recordStatuses,
      enquiryStatuses,
      enquirySubjects,
      galleryCategories,
    ]) {
      const labels = list.values.map((value) => (list.labels as Record<string, string>)[value]);
      for (const label of labels) expect(label?.trim()).toBeTruthy();
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('the application schema takes every value and nothing else', () => {
    const errorsOf = (fields: Record<string, string>) => {
      const checked = checkRegistration(fields, () => true);
      return checked.success ? {} : checked.fieldErrors;
    };
    const lists = { program: programs, centre: centres, gender: genders, courseMode: courseModes };
    for (const [field, list] of Object.entries(lists)) {
      for (const value of list.values) expect(errorsOf({ [field]: value })[field], `${field}=${value}`).toBeUndefined();
      expect(errorsOf({ [field]: 'not-in-the-vocabulary' })[field], field).toBeDefined();
    }
    for (const value of enquirySubjects.values) expect(enquiryInput.shape.subject.safeParse(value).success).toBe(true);
    expect(enquiryInput.shape.subject.safeParse('not-in-the-vocabulary').success).toBe(false);
  });

  it('the catalogue has one course per course code, each list in the program the vocabulary gives its codes', () => {
    expect(courses.map((course) => course.code).sort()).toEqual([...courseCodes].sort());
    // The spec's academics page: 17 diploma courses and 11 advance diploma courses.
    expect(diplomaList.map((course) => coursePrograms[course.code])).toEqual(Array(17).fill('diploma'));
    expect(advanceDiplomaList.map((course) => coursePrograms[course.code])).toEqual(Array(11).fill('advance-diploma'));
  });

  it('the legacy adapter reads every value and label back to the value', () => {
    for (const value of programs.values) {
      expect(programFromLegacy(value)).toBe(value);
      expect(programFromLegacy(programs.labels[value])).toBe(value);
    }
    for (const value of genders.values) expect(genderFromLegacy(genders.labels[value].toUpperCase())).toBe(value);
    for (const value of courseModes.values) expect(modeFromLegacy(courseModes.labels[value].toLowerCase())).toBe(value);
    for (const value of centres.values) expect(centreFromLegacy(centres.labels[value])?.id).toBe(value);
  });

  it('every document an application takes is a document kind', () => {
    const kinds = Object.values(registrationDocumentSpecs).map((spec) => spec.kind);
    for (const kind of kinds) expect(documentKinds.values).toContain(kind);
  });
});
