// The English words of the public site. English is the default language and
// the spec's texts stay here word for word. Every other language's file has
// exactly these keys (tests/unit/messages.test.ts).
//
// Placeholders are written {{name}}; React escapes them, i18next does not.

import { problemsEn } from './problems.en';

export const en = {
  language: {
    switchTo: 'हिन्दी',
    switchLabel: 'हिन्दी में पढ़ें (Read in Hindi)',
  },
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
  admissionsPage: {
    title: 'Admissions {{session}}',
    intro:
      'Admissions are open for {{session}}. Apply online from your phone in a few minutes: fill in the form, upload your documents and pay the registration fee of {{fee}} by UPI.',
    applyNow: 'Apply Now',
    completeAdmission: 'Already registered? Complete admission',
    howTitle: 'How to get admission',
    steps: {
      choose: {
        title: 'Choose your course',
        text: 'Pick a diploma or an advance diploma course, your centre and online or classroom study.',
      },
      fill: {
        title: 'Fill in the form',
        text: 'Give your details and upload your photo, masked Aadhaar and certificates below.',
      },
      pay: {
        title: 'Pay the registration fee',
        text: 'Pay the registration fee by UPI and upload the payment screenshot with its 12-digit UTR.',
      },
      complete: {
        title: 'Complete your admission',
        text: 'Once your application is approved, pay the course fee on the admission form page.',
      },
    },
    feesTitle: 'Course fees',
    feesCaption: 'Full course fee in rupees',
    studyMode: 'Study mode',
    feeModes: {
      offline: 'Offline classroom',
      onlineStudents: 'Online / distance: students',
      onlineWorking: 'Online / distance: working professionals',
    },
    whyTitle: 'Why study with us',
    benefits: {
      practical: 'Practical classes on computers, with a system for every student',
      hours: 'Courses of 370 hours (about one year) and 18 credits',
      centres: 'Centres at Gandhinagar, Belwa and Azamnagar, close to home',
      online: 'Online or distance study for working professionals',
      jobs: 'Help with job applications and placements after the course',
      fees: 'Fees in instalments on request, paid safely by UPI',
    },
    applyIntro:
      'Every field is needed unless marked optional. Keep your photo, masked Aadhaar and certificates ready (a photo taken with your phone is fine).',
  },
  application: {
    failure: 'Failed to submit form. Please try again.',
    connectionLost: 'The connection was lost while sending. Please check your mobile data and try again.',
    keptValues: 'What you typed is kept. Files cannot be kept by the browser: please choose them again.',
    optional: '(optional)',
    advanceRequired: '(advance diploma: required)',
    courseLegend: 'Course',
    program: 'Program',
    course: 'Course',
    chooseCourse: 'Choose a course',
    centre: 'Centre',
    chooseCentre: 'Choose a centre',
    courseMode: 'Course mode',
    aboutYou: 'About you',
    fullName: 'Full name',
    fatherName: "Father's name",
    dob: 'Date of birth',
    gender: 'Gender',
    mobile: 'Mobile number',
    mobileHint: '10-digit number',
    email: 'Email',
    address: 'Address for letters',
    under18Title: 'Applicant under 18?',
    under18Text: 'A parent or guardian must give their name and agree to this application.',
    guardianName: "Parent or guardian's name",
    guardianConsent: 'I am the parent or guardian and I agree to this application.',
    documents: 'Photo and documents',
    documentsHint: 'Pictures (JPG or PNG) or PDF, at most 5 MB each. On a phone you can take a photo of the document.',
    photo: 'Passport-size photo',
    aadhaar: 'Aadhaar card',
    aadhaarHint:
      'Please upload a <strong>masked Aadhaar</strong> (only the last 4 digits visible; download it from the UIDAI website). JPG, PNG or PDF.',
    qualification: 'Qualification',
    tenth: '10th certificate or marksheet',
    twelfth: '12th certificate or marksheet',
    graduation: 'Graduation certificate or marksheet',
    documentTypes: 'PDF, DOC, DOCX, JPG or PNG',
    graduationHint: 'Advance diploma only. PDF, DOC, DOCX, JPG or PNG',
    privacy: 'Privacy',
    privacyNotice:
      'We use your details and documents only to process your admission and to contact you about it. They are seen only by institute staff, never shared or sold, and documents are deleted when no longer needed. We never ask for your full Aadhaar number.',
    consent: 'I have read the privacy notice and agree that the institute may use my details for my admission.',
    proceed: 'Proceed to Payment',
    paymentLegend: 'Registration fee payment',
    feeLabel: 'Registration fee ({{fee}})',
    submit: 'Submit',
    submitting: 'Submitting...',
    uploadProgress: 'Upload progress',
    uploading: 'Uploading {{percent}}%',
    checking: 'Checking your documents...',
    // The centres as the forms and receipts name them.
    centreTitles: {
      gandhinagar: 'Gandhinagar (Headquarters)',
      belwa: 'Belwa (Sub-branch)',
      azamnagar: 'Azamnagar (Sub-branch)',
    },
    // A record's status as the applicant reads it on the acknowledgement and the status look-up.
    statusWords: { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' },
  },
  enquiryForm: {
    title: 'Enquiry',
    intro:
      'Ask us about courses, fees, certification or admissions. We answer during office hours, Monday to Saturday, 9:00 AM to 5:00 PM, by phone or email.',
    name: 'Name',
    mobile: 'Mobile',
    mobilePlaceholder: '10-digit number',
    email: 'Email',
    subject: 'Subject',
    chooseSubject: 'Choose a subject',
    query: 'Your question',
    send: 'Send Enquiry',
    sending: 'Sending...',
  },
  certification: {
    title: 'Certification',
    intro:
      'Every diploma and advance diploma course runs for 370 hours (about one year) and carries 18 credits. Your certificate shows your course, your grade and your course ID.',
    howTitle: 'How certification works',
    steps: {
      attend: {
        title: 'Attend and practise.',
        text: 'Classes and practical sessions at your centre, or online study with practical assignments.',
      },
      internal: {
        title: 'Internal assessment.',
        text: 'Assignments, practical tests and attendance through the course.',
      },
      final: {
        title: 'Final examination.',
        text: 'A written and a practical examination at the end of the course.',
      },
      result: {
        title: 'Result and grade.',
        text: "Marks are graded on the course's grading table and results are announced at your centre.",
      },
      certificate: {
        title: 'Certificate and marksheet.',
        text: 'Collected from your centre with your admission reference ID and a photo identity card.',
      },
    },
    askTitle: 'Ask about certification',
    askText: 'Lost certificate, a correction, verification for an employer? Send us your question.',
  },
  admissionForm: {
    heading: 'Admission Form for Diploma and Advance Diploma',
    formNumber: 'Form No. 02',
    phone: 'Phone:',
    whatsapp: 'WhatsApp:',
    referenceLabel: 'Registration Reference ID',
    referenceHint: 'It starts with REG- and is on your acknowledgement.',
    check: 'Check Status',
    checking: 'Checking...',
    applicantDetails: 'Applicant details',
    name: 'Name',
    email: 'Email',
    phoneRow: 'Phone',
    course: 'Course',
    status: 'Status',
    remark: 'Remark from the institute',
    admissionRemark: 'Remark on your admission',
    step2: 'Step 2: Pay your Course Fee',
    chooseAgain: 'Please choose the screenshot again: files cannot be kept by the browser.',
    applicantInformation: 'Applicant information',
    referenceId: 'Reference ID',
    fatherName: "Father's name",
    dob: 'Date of birth',
    mobile: 'Mobile',
    centre: 'Centre',
    paymentDetails: 'Payment details',
    feeLabel: 'Admission fee ({{fee}})',
    submit: 'Submit For Admission',
    submitting: 'Submitting...',
    back: 'Back',
    successBefore: 'Your admission reference ID is',
    successAfter: '. Keep it safe; the institute will confirm your admission.',
    step1: 'Step 1: Check your application status',
    checkReference: 'Please check the Reference ID on your acknowledgement and try again.',
    proceed: 'Proceed for Admission',
    received: 'Your admission form has been received (status: {{status}}).',
    notApproved: 'Your application was not approved. Please contact the institute for help.',
    reviewing:
      'Your application is being reviewed. You can complete your admission here once its status is APPROVED.',
  },
  acknowledgement: {
    success: 'Form submitted successfully! Your reference Id is {{id}}.',
    title: 'Acknowledgement of your application',
    referenceId: 'Reference ID:',
    keepIt:
      'Write this down or keep a screenshot: you need it to check your status and complete your admission on the admission form page.',
    name: 'Name',
    fatherName: "Father's name",
    dob: 'Date of birth',
    mobile: 'Mobile',
    course: 'Course',
    centre: 'Centre',
    mode: 'Mode',
    fee: 'Registration fee',
    utr: 'UPI transaction ID (UTR)',
    submitted: 'Submitted',
    status: 'Status',
    nextStep: 'Next step',
    next: {
      PENDING:
        'The institute checks your documents and payment. Then look up your reference ID on the admission form page: once your application is approved, complete your admission there by paying the course fee.',
      APPROVED: 'Your application is approved: complete your admission on the admission form page with your reference ID.',
      REJECTED: 'Your application was not approved. Please contact the institute for help.',
    },
    print: 'Save as PDF / Print',
    copy: 'Copy reference ID',
    copied: 'Copied',
    printHint: 'To keep a copy, open your browser’s menu and choose Print (or Share, then Print), then Save as PDF.',
    checkLater: 'Check status later',
    /** 23 November 2026 at 7:31 pm IST */
    dateTime: '{{date}} at {{time}} IST',
  },
  enrollDialog: {
    enrollNow: 'Enroll Now',
    close: 'Close',
    title: 'Are you already registered?',
    text: 'If you have a registration reference ID, continue to the admission form. If not, start with the registration on the admissions page.',
    yes: 'Yes',
    no: 'No',
  },
  upload: {
    notPicture: 'That file is not a picture, so it was not used. Please choose a photo or screenshot.',
    preview: 'Preview: {{label}}',
    noImage: 'No image uploaded.',
    screenshot: 'Payment screenshot',
    screenshotHint: 'A screenshot of the successful payment in your UPI app.',
    utr: 'UPI transaction ID (12-digit UTR)',
    utrHint: 'The 12-digit UPI reference number shown in your UPI app after paying.',
    utrPlaceholder: 'e.g. 4123 4567 8901',
    qrLabel: 'UPI QR code for {{amount}} to {{payee}}',
    payTo: 'Pay to',
    upiId: 'UPI ID:',
    payButton: 'Pay with a UPI app',
    scanHint:
      'Scan the QR code with any UPI app (BHIM, PhonePe, Google Pay, Paytm), or on this phone tap the button. After paying, take a screenshot and note the 12-digit UPI reference number (UTR).',
  },
  // forms: add new sections above this line
};

type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : { readonly [Key in keyof T]: Widen<T[Key]> };

/** The shape every language's messages have. */
export type Messages = Widen<typeof en>;
