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
  home: {
    instituteName: 'Computer & Vocational Training Institute',
    instituteShortName: 'Training Institute',
    eyebrow: 'Established {{year}} · {{number}} centres',
    lead: 'Practical computer and job-skill courses for school-leavers, graduates and working people, taught close to home in Gandhinagar, Belwa and Azamnagar.',
    whoKicker: 'Who we are',
    whoTitle: 'A local institute that teaches skills people use at work',
    whoText1:
      '{{name}} opened in {{year}} with one computer lab in Gandhinagar. Today we teach at three centres and offer {{diplomaCount}} diploma and {{advanceCount}} advance diploma courses, in computers, management, health, teaching, hospitality, trade and agriculture.',
    whoText2:
      'Classes are small and practical. Students type real letters, keep real accounts in Tally, fill real online forms and practise in front of a class before they apply for jobs.',
    moreAboutUs: 'More about us',
    statYears: 'Years of teaching',
    statCourses: 'Courses',
    statCentres: 'Centres',
    statHours: 'Hours a course',
    programsKicker: 'Programs offered',
    programsTitle: 'Two levels of study, one year each',
    programsLead:
      'Every course runs for 370 hours (about one year) and carries 18 credits, in classroom or online mode.',
    courseCount: '{{number}} courses',
    diplomaFor: 'After 10th or 10+2',
    diplomaTitle: 'Diploma courses',
    diplomaText: 'Job-ready skills for school-leavers and anyone starting work. Popular choices:',
    allDiplomas: 'All diploma courses',
    advanceFor: 'After 10+2 or graduation',
    advanceTitle: 'Advance diploma courses',
    advanceText: 'Deeper, specialised study for graduates and working professionals. Popular choices:',
    allAdvance: 'All advance diploma courses',
    fieldsKicker: 'Academic fields',
    fieldsTitle: 'Six fields of study',
    fieldsLead: 'Choose the field that fits the work you want to do.',
    fieldCourses: 'Courses:',
    centresKicker: 'Our centres',
    centresTitle: 'Three centres across the district',
    centresLead: 'Study at the centre nearest to you. All three follow the same syllabus and exams.',
    admissionsKicker: 'Admissions',
    admissionsTitle: 'The {{session}} session is open for admission',
    admissionsText:
      'Register online in ten minutes with your photo, Aadhaar and marksheets, pay the registration fee by UPI, and we will call you about the next batch.',
    whyKicker: 'Why choose us',
    whyTitle: 'Why students choose {{name}}',
  },
  about: {
    eyebrow: 'Since {{year}}',
    title: 'About Us',
    lead: '{{name}} teaches practical computer and vocational skills to young people and working adults of the district, close to where they live.',
    storyKicker: 'Our story',
    storyTitle: 'From one computer lab to three centres',
    story1:
      'We started in {{year}} in Gandhinagar with a single lab and a simple idea: that a student from a village should not need to move to a big city to learn skills that lead to work.',
    story2:
      'Students asked for more, so we added management, health, teaching, hospitality, trade and agriculture courses, and opened sub-branches at Belwa and Azamnagar.',
    visionTitle: 'Our vision',
    visionText:
      'A district where every young person can learn a useful skill close to home and earn a dignified living from it.',
    missionTitle: 'Our mission',
    missionText:
      'To offer affordable, practical and up-to-date diploma courses, taught by caring teachers, that prepare students for jobs, further study and self-employment.',
    valuesKicker: 'What we stand for',
    valuesTitle: 'Core values',
    values: {
      practice: {
        title: 'Practice first',
        text: 'Every lesson ends with something the student has done with their own hands.',
      },
      honesty: { title: 'Honesty', text: 'Clear fees, fair exams and certificates that mean what they say.' },
      respect: { title: 'Respect', text: 'Every learner is welcome, whatever their age, language or background.' },
      reach: { title: 'Reach', text: 'Classes where students live, at hours that suit families and working people.' },
      care: { title: 'Care', text: 'Teachers who know each student by name and follow their progress.' },
      growth: { title: 'Growth', text: 'We update courses every year to match the jobs on offer in the region.' },
    },
    offerKicker: 'What we offer',
    offerTitle: 'Our offerings',
    offerings: {
      diplomas: 'Diploma courses after 10th or 10+2, each 370 hours with 18 credits',
      advance: 'Advance diploma and PGDCA courses for graduates and professionals',
      modes: 'Classroom study at three centres, and online / distance study',
      lab: 'Computer lab practice, typing in Hindi and English, Tally and internet services',
      jobs: 'Help with CVs, interviews and local job openings',
      certificates: 'Certificates with course ID, credits and grade',
    },
    fieldsTitle: 'Fields of study',
    centresKicker: 'Where we teach',
    centresTitle: 'Our centres',
    exploreCourses: 'Explore our courses',
    contactUs: 'Contact us',
  },
  academics: {
    eyebrow: '{{number}} courses · 370 hours · 18 credits',
    title: 'Academics',
    lead: 'Diploma courses for school-leavers and advance diploma courses for graduates and professionals. Each one is practical, about a year long, and ends with an exam and a graded certificate.',
    diplomaKicker: 'After 10th or 10+2',
    diplomaTitle: 'Diploma Courses',
    diplomaLead: '{{number}} one-year diplomas that prepare you for a first job or your own small business.',
    diplomaRail: 'diploma courses',
    advanceKicker: 'After 10+2 or graduation',
    advanceTitle: 'Advance Diploma Courses',
    advanceLead: '{{number}} specialised programmes, including the PGDCA, for deeper skills and better positions.',
    advanceRail: 'advance diploma courses',
    nextTitle: 'Found the right course?',
    nextText: 'Apply online in a few minutes, or talk to a counsellor if you are not sure which course suits you.',
  },
  centres: {
    eyebrow: 'Headquarters and two sub-branches',
    title: 'Our Centres',
    lead: 'Three centres across the district teach the same courses to the same standard. Choose the one nearest your home.',
    listLabel: 'Centres',
    inDistrictTown: 'In the district town',
    notes: {
      gandhinagar:
        'Our main campus with two computer labs, the library and the examination office. All courses run here, in morning and afternoon batches.',
      belwa:
        'A short ride from the district town. Computer, accounts and office courses in morning and evening batches for students and working people.',
      azamnagar:
        'Serves students of the far blocks, so they need not travel to the district town. Popular for DCA, Tally and NTT courses.',
    },
    phone: 'Phone:',
    viewOnMap: 'View {{place}} on the map',
    newTab: ' (opens in a new tab)',
    visitTitle: 'Visit or call before you come',
    visitText: 'Our counsellors help you pick a course and a batch at any centre.',
    callBefore: 'Call',
    callAfter: '.',
    callUs: 'Call us',
    contactPage: 'Contact page',
  },
  contact: {
    eyebrow: 'We are happy to help',
    title: 'Contact Us',
    lead: 'Call, write or visit any of our three centres. Our counsellors answer questions about courses, fees, admissions and certificates.',
    reachUs: 'How to reach us',
    phone: 'Phone',
    email: 'Email',
    headOffice: 'Head office',
    officeHours: 'Office hours',
    // Shown instead of the office-hours setting while it is this default (app/i18n/office-hours.ts).
    officeHoursDefault: 'Monday to Saturday, 9:00 AM to 5:00 PM',
    visitKicker: 'Visit us',
    visitTitle: 'Our three centres',
    visitLead:
      'Walk in during office hours: no appointment is needed. Bring your marksheets if you want advice on which course suits you.',
    followKicker: 'Stay in touch',
    followTitle: 'Follow us',
    followLead: 'News of new batches, results and events, on the apps you already use.',
    noSocial: 'Visit or call any of our centres during office hours.',
    feedbackTitle: 'Your feedback matters',
    feedbackText:
      'Tell us what we do well and what we should do better: about classes, teachers, fees or this website. We read every message and reply within two working days.',
    feedbackButton: 'Send an enquiry or feedback',
  },
  gallery: {
    title: 'Our Gallery',
    lead: 'Explore our memories and achievements',
    categories: 'Gallery categories',
    all: 'All',
    allPhotos: 'All photos',
    onePhoto: '{{number}} photo',
    photos: '{{number}} photos',
    emptyTitle: 'No photos here yet',
    emptyText: 'We are adding photos of our {{what}} soon. Please check back later.',
    emptyTextAll: 'We are adding photos of our classes and events soon. Please check back later.',
    seeAll: 'See all photos',
  },
  courseCard: {
    hint: '{{number}} courses · swipe or use the arrows',
    scrollLeft: 'Scroll {{title}} left',
    scrollRight: 'Scroll {{title}} right',
    hours: '370 hours',
    credits: '18 credits',
    eligibility: 'Eligibility:',
    learnMore: 'Learn More',
    learnMoreAbout: ' about {{name}}',
  },
  // Words shared by the content pages' buttons.
  pageActions: {
    applyNow: 'Apply Now',
    enquireNow: 'Enquire Now',
    contactUs: 'Contact Us',
  },
  // The syllabus pages' own words; the course texts come from the catalogue.
  syllabus: {
    eyebrow: 'Syllabus',
    updatingTitle: 'Updating Soon',
    updatingLead:
      'The syllabus for this course will be posted here soon. Please contact the admin office for the course details meanwhile.',
    contactOffice: 'Contact the office',
    nowTitle: 'What you can do now',
    now1: 'Call or visit any centre: our counsellors can tell you the modules, batches and fees.',
    now2: 'Every course runs 370 hours (about one year) and carries 18 credits.',
    now3: 'You can register now and choose your batch later.',
    backToCourses: 'Back to all courses',
    sendEnquiry: 'Send an enquiry',
    allCourses: 'All courses',
    overviewKicker: 'Course overview',
    overviewTitle: 'Overview',
    courseName: 'Course name',
    courseId: 'Course ID',
    eligibility: 'Eligibility',
    duration: 'Duration',
    durationValue: '370 hours (about one year)',
    totalCredits: 'Total credits',
    objective: 'Objective',
    classroomArt: 'Classroom study for {{name}}',
    modulesKicker: 'Six modules',
    syllabusTitle: 'Syllabus',
    assessmentKicker: 'Assessment',
    gradingTitle: 'Grading system',
    gradingLead:
      'Each module ends with a practical test; the final exam is held at the centre. Your certificate shows your grade.',
    marks: 'Marks',
    grade: 'Grade',
    meaning: 'Meaning',
    jobsKicker: 'After the course',
    jobsTitle: 'Job opportunities',
    readyTitle: 'Ready to join {{code}}?',
    readyText: 'Register online, or continue your admission if you are already registered.',
    compare: 'Compare courses',
  },
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
