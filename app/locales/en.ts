// The English words of the public site. English is the default language and
// the spec's texts stay here word for word. Every other language's file has
// exactly these keys (tests/unit/messages.test.ts).
//
// Placeholders are written {{name}}; React escapes them, i18next does not.

import { problemsEn } from './problems.en';

export const en = {
  pageMeta: {
    home: {
      title: 'Computer & Vocational Training Institute',
      description:
        'Computer and vocational training in Gandhinagar, Belwa and Azamnagar since 2016: 17 diploma and 11 advance diploma courses, with admissions open now.',
    },
    about: {
      title: 'About Us',
      description:
        'Our vision, mission and values: practical computer and vocational education for the district since 2016, at Gandhinagar, Belwa and Azamnagar.',
    },
    academics: {
      title: 'Academics: Diploma and Advance Diploma Courses',
      description:
        '17 diploma and 11 advance diploma courses in computers, management, health, teaching, hospitality, trade and agriculture. 370 hours and 18 credits each.',
    },
    admissions: {
      title: 'Admissions 2025-26',
      description: 'How to apply, course fees, and the online application form with UPI payment.',
    },
    admissionForm: {
      title: 'Admission Form',
      description: 'Check your application status and complete your admission by paying the course fee.',
    },
    centres: {
      title: 'Our Centres',
      description:
        'Study at our headquarters in Gandhinagar or at the Belwa (5 km) and Azamnagar (50 km) sub-branches: same courses, same exams, same certificate.',
    },
    certification: {
      title: 'Certification',
      description: 'How students are assessed and certified, and how to ask about a certificate.',
    },
    contact: {
      title: 'Contact Us',
      description:
        'Phone, email and addresses of our Gandhinagar headquarters and the Belwa and Azamnagar sub-branches. Open Monday to Saturday, 9:00 AM to 5:00 PM.',
    },
    enquiry: {
      title: 'Enquiry',
      description: 'Ask about courses, certification or admissions. We reply by phone or email.',
    },
    gallery: {
      title: 'Our Gallery',
      description: 'Photos of events, classrooms and achievements at our Gandhinagar, Belwa and Azamnagar centres.',
    },
    updating: {
      title: 'Syllabus Updating Soon',
      description: 'The syllabus of this course will be posted soon. Contact the institute office for details meanwhile.',
    },
    syllabus: {
      title: '{{name}} Syllabus',
      description:
        '{{name}} ({{courseId}}): eligibility, objective, six modules, grading and job roles. {{duration}}, {{credits}} credits.',
    },
    notFound: { title: '404 - Page Not Found', description: '' },
  },
  skipLink: 'Skip to main content',
  header: {
    admissionsOpen: 'Admissions open for {{session}}',
    courses: ' · Diploma and Advance Diploma courses',
    applyNow: 'Apply now',
    applyNowSession: ' for the {{session}} session',
    home: ', home',
    menu: 'Menu',
    mainNavigation: 'Main',
  },
  nav: {
    home: 'Home',
    about: 'About',
    academics: 'Academics',
    admissions: 'Admissions',
    centres: 'Centres',
    certification: 'Certification',
    gallery: 'Gallery',
    enquiry: 'Enquiry',
    contact: 'Contact',
  },
  footer: {
    about: 'Computer and vocational training since {{year}}: diploma and advance diploma courses for school-leavers, graduates and working people.',
    social: 'Social media',
    quickLinks: 'Quick links',
    ourCentres: 'Our centres',
    inDistrictTown: 'In the district town',
    contactUs: 'Contact us',
    officeHours: 'Office hours: ',
    copyright: '© {{year}} {{name}}. Established {{established}}.',
    legal: 'Legal',
  },
  errors: {
    notFoundTitle: '404 - Page Not Found',
    notFoundText:
      'The page you are looking for does not exist. It may have moved, or the address may have a typing mistake.',
    failedTitle: 'Something went wrong',
    failedText: 'Please try again in a moment. If it keeps happening, call or visit the institute.',
    home: 'Go to the home page',
    courses: 'See our courses',
  },
  // Labels of the closed lists of domain/vocabulary.ts, by value.
  vocabulary: {
    programs: { diploma: 'Diploma', 'advance-diploma': 'Advance Diploma' },
    centres: { gandhinagar: 'Gandhinagar', belwa: 'Belwa', azamnagar: 'Azamnagar' },
    genders: { male: 'Male', female: 'Female', Other: 'Other' },
    courseModes: { Offline: 'Offline', Online: 'Online' },
    recordStatuses: { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' },
    enquirySubjects: {
      'course-details': 'Course details',
      'certification-process': 'Certification process',
      'admissions-enquiry': 'Admissions enquiry',
      other: 'Other',
    },
    galleryCategories: { events: 'Events', classroom: 'Classroom', achievements: 'Achievements' },
  },
  problems: problemsEn,

  // ── Pages (home, about, academics, centres, contact, gallery, syllabus) ──
  home: {},
  about: {},
  academics: {},
  centres: {},
  contact: {},
  gallery: {},
  courseCard: {},
  // pages: add new sections above this line

  // ── Forms (admissions page, application, enquiry, certification, admission, acknowledgement) ──
  admissionsPage: {},
  application: {},
  enquiryForm: {},
  certification: {},
  admissionForm: {},
  acknowledgement: {},
  enrollDialog: {},
  upload: {},
  // forms: add new sections above this line
};

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : { readonly [Key in keyof T]: Widen<T[Key]> };

/** The shape every language's messages have. */
export type Messages = Widen<typeof en>;
