// Which fields of the old client's calls the server refuses to go without,
// found by asking the same translation and zod schemas the routes use: from
// a complete, valid example, leave out one field (or one pair) at a time and
// see whether the check still passes. /api/openapi.json lists what this
// finds, so the description and the server cannot drift apart.
import { checkAdmission } from '../../domain/schemas/admission';
import { enquiryInput } from '../../domain/schemas/enquiry';
import { allowedDocuments, checkRegistration } from '../../domain/schemas/registration';
import { programs } from '../../domain/vocabulary';
import { courses } from '../../domain/catalogue/courses';
import { galleryItemInput } from '../../domain/schemas/gallery';
import { loginInput } from '../api/routers/auth';
import {
  legacyAdmissionFields,
  legacyApplicationFields,
  legacyEnquiryBody,
  legacyGalleryFields,
  legacyLoginBody,
} from './schemas';
import { admissionFromLegacy, registrationFromLegacy } from './translate';

export interface RequiredFields {
  /** Each of these must be present. */
  required: string[];
  /** Groups of fields of which at least one must be present (none of them is required alone). */
  oneOf: string[][];
}

type Fields = Record<string, string>;
type Check = (fields: Fields, files: Set<string>) => boolean;

/** The date of birth of someone `years` old today. */
function dobAged(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

function probe(check: Check, fields: Fields, files: readonly string[]): RequiredFields {
  const allFiles = new Set(files);
  if (!check(fields, allFiles)) throw new Error('The example of a legacy call must pass its own check.');
  const without = (names: string[]) => {
    const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
    return check(rest, new Set(files.filter((file) => !names.includes(file))));
  };
  const names = [...Object.keys(fields), ...files];
  const required = names.filter((name) => !without([name]));
  const optional = names.filter((name) => !required.includes(name));
  const oneOf: string[][] = [];
  for (const [i, a] of optional.entries()) {
    for (const b of optional.slice(i + 1)) if (!without([a, b])) oneOf.push([a, b]);
  }
  return { required, oneOf };
}

/** Every text field of a legacy schema, filled with a valid value. */
function complete(keys: string[], values: Fields): Fields {
  const missing = keys.filter((key) => !(key in values));
  if (missing.length > 0) throw new Error(`No example value for ${missing.join(', ')}.`);
  return values;
}

const applicationExample = (program: (typeof programs.values)[number]): Fields => {
  const course = courses.find((candidate) => candidate.level === program)!;
  return complete(Object.keys(legacyApplicationFields.shape), {
    program,
    programType: program === 'diploma' ? 'Diploma' : 'Advance Diploma',
    programCourse: course.code,
    Center: 'Belwa',
    courseMode: 'Offline',
    name: 'Asha Kumari',
    fatherName: 'Ramesh Prasad',
    dob: dobAged(20),
    gender: 'female',
    mobile1: '9812345210',
    email: 'asha@example.in',
    addressCorrespondence: 'Ward 4, Belwa',
    guardianName: 'Ramesh Prasad',
    guardianConsent: 'true',
    consent: 'true',
    transectionId: '412345678901',
    registrationFee: '100',
  });
};

/** POST /api/form/submit, for one program (the documents asked for depend on it). */
function applicationRequired(program: (typeof programs.values)[number]): RequiredFields {
  const check: Check = (fields, files) =>
    (() => {
      try {
        return checkRegistration(registrationFromLegacy(fields), (field) => files.has(field)).success;
      } catch {
        return false; // an unknown course or centre: refused
      }
    })();
  return probe(check, applicationExample(program), allowedDocuments(program));
}

/** Required for every program; the documents only some programs need, by program. */
export function applicationRequiredFields(): RequiredFields & { byProgram: Record<string, string[]> } {
  const perProgram = programs.values.map((program) => ({ program, ...applicationRequired(program) }));
  const required = perProgram[0]!.required.filter((field) => perProgram.every((p) => p.required.includes(field)));
  const byProgram = Object.fromEntries(
    perProgram.map((p) => [p.program, p.required.filter((field) => !required.includes(field))]),
  );
  return { required, oneOf: perProgram[0]!.oneOf, byProgram };
}

export function admissionRequiredFields(): RequiredFields {
  const example = complete(Object.keys(legacyAdmissionFields.shape), {
    formId: 'REG-7K3M9QX2',
    admissionReferenceId: 'REG-7K3M9QX2',
    transectionId: '412345678901',
    name: 'Asha Kumari',
    fatherName: 'Ramesh Prasad',
    dob: dobAged(20),
    gender: 'female',
    mobile: '9812345210',
    email: 'asha@example.in',
    admissionFee: '5000',
  });
  // The same translation as the route.
  const check: Check = (fields, files) => checkAdmission(admissionFromLegacy(fields), files.has('paymentScreenshot')).success;
  return probe(check, example, ['paymentScreenshot']);
}

export function enquiryRequiredFields(): RequiredFields {
  const example = complete(Object.keys(legacyEnquiryBody.shape), {
    name: 'Asha Kumari',
    email: 'asha@example.in',
    mobile: '9812345210',
    subject: 'course-details',
    query: 'When does the next batch start?',
  });
  const check: Check = (fields) =>
    enquiryInput.safeParse({
      name: fields.name ?? '',
      email: fields.email ?? '',
      mobile: fields.mobile ?? '',
      subject: fields.subject ?? '',
      query: fields.query ?? '',
    }).success;
  return probe(check, example, []);
}

export function galleryRequiredFields(): RequiredFields {
  const example = complete(Object.keys(legacyGalleryFields.shape), {
    category: 'events',
    title: 'Annual day',
    description: 'Prize giving',
  });
  const check: Check = (fields, files) => galleryItemInput.safeParse(fields).success && files.has('image');
  return probe(check, example, ['image']);
}

export function loginRequiredFields(): RequiredFields {
  const example = complete(Object.keys(legacyLoginBody.shape), { email: 'office@example.in', password: 'a-long-secret' });
  const check: Check = (fields) => loginInput.safeParse({ email: fields.email ?? '', password: fields.password ?? '' }).success;
  return probe(check, example, []);
}
