// Every closed list lives once, in domain/vocabulary.ts. These checks fail
// when a layer keeps a value of its own: the tables, the zod schemas, the
// catalogue and the legacy adapter must all hold exactly the vocabulary.
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { admissions, enquiries, galleryItems, registrations, statusEvents, uploads } from '../../db/schema';
import { courses } from '../../domain/catalogue/courses';
import { enquiryInput } from '../../domain/schemas/enquiry';
import { checkRegistration } from '../../domain/schemas/registration';
import {
  centres,
  courseCodes,
  courseModes,
  coursePrograms,
  documentKinds,
  documentOwnerTypes,
  enquiryStatuses,
  enquirySubjects,
  galleryCategories,
  genders,
  programs,
  recordStatuses,
  recordTypes,
} from '../../domain/vocabulary';
import { centreFromLegacy, genderFromLegacy, modeFromLegacy, programFromLegacy } from '../../server/legacy/translate';
import { registrationDocumentSpecs } from '../../domain/schemas/document-specs';

const enumOf = (table: Parameters<typeof getTableConfig>[0], column: string) =>
  getTableConfig(table).columns.find((candidate) => candidate.name === column)?.enumValues;

describe('the vocabulary is the one list of each kind', () => {
  it('the tables store exactly its values', () => {
    expect(enumOf(registrations, 'program')).toEqual(programs.values);
    expect(enumOf(registrations, 'centre')).toEqual(centres.values);
    expect(enumOf(registrations, 'gender')).toEqual(genders.values);
    expect(enumOf(registrations, 'course_mode')).toEqual(courseModes.values);
    expect(enumOf(registrations, 'status')).toEqual(recordStatuses.values);
    expect(enumOf(admissions, 'status')).toEqual(recordStatuses.values);
    expect(enumOf(enquiries, 'status')).toEqual(enquiryStatuses.values);
    expect(enumOf(enquiries, 'subject')).toEqual(enquirySubjects.values);
    expect(enumOf(galleryItems, 'category')).toEqual(galleryCategories.values);
    expect(enumOf(uploads, 'kind')).toEqual(documentKinds.values);
    expect(enumOf(uploads, 'owner_type')).toEqual(documentOwnerTypes);
    expect(enumOf(statusEvents, 'record_type')).toEqual(recordTypes.values);
  });

  it('every value has a label, and labels are unique', () => {
    for (const list of [programs, centres, genders, courseModes, recordStatuses, enquiryStatuses, enquirySubjects, galleryCategories, documentKinds]) {
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

  it('the catalogue has one course per course code, in the program the vocabulary gives', () => {
    expect(courses.map((course) => course.code).sort()).toEqual([...courseCodes].sort());
    for (const course of courses) expect(course.level).toBe(coursePrograms[course.code]);
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
