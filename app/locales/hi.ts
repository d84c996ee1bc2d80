// हिन्दी: the public site's words in the simple Hindi of Indian education and
// government sites. Course names keep their English name and code; words
// people say in English (Computer, Diploma, UPI) may stay in English.
import type { Messages } from './en';
import { problemsHi } from './problems.hi';

export const hi: Messages = {
  pageMeta: {
    home: {
      title: 'कंप्यूटर एवं व्यावसायिक प्रशिक्षण संस्थान',
      description:
        '2016 से गांधीनगर, बेलवा और आज़मनगर में कंप्यूटर और व्यावसायिक प्रशिक्षण: 17 Diploma और 11 Advance Diploma कोर्स। प्रवेश अभी शुरू हैं।',
    },
    about: {
      title: 'हमारे बारे में',
      description:
        'हमारा लक्ष्य, उद्देश्य और मूल्य: 2016 से जिले के लिए व्यावहारिक कंप्यूटर और व्यावसायिक शिक्षा, गांधीनगर, बेलवा और आज़मनगर में।',
    },
    academics: {
      title: 'पाठ्यक्रम: Diploma और Advance Diploma कोर्स',
      description:
        'कंप्यूटर, प्रबंधन, स्वास्थ्य, शिक्षण, होटल, व्यापार और कृषि में 17 Diploma और 11 Advance Diploma कोर्स। हर कोर्स 370 घंटे और 18 क्रेडिट का।',
    },
    admissions: {
      title: 'प्रवेश 2025-26',
      description: 'आवेदन कैसे करें, कोर्स शुल्क, और UPI भुगतान के साथ ऑनलाइन आवेदन फ़ॉर्म।',
    },
    admissionForm: {
      title: 'प्रवेश फ़ॉर्म',
      description: 'अपने आवेदन की स्थिति देखें और कोर्स शुल्क भरकर अपना प्रवेश पूरा करें।',
    },
    centres: {
      title: 'हमारे केंद्र',
      description:
        'गांधीनगर के मुख्य केंद्र में या बेलवा (5 किमी) और आज़मनगर (50 किमी) की शाखाओं में पढ़ें: वही कोर्स, वही परीक्षा, वही प्रमाणपत्र।',
    },
    certification: {
      title: 'प्रमाणपत्र',
      description: 'छात्रों का मूल्यांकन और प्रमाणन कैसे होता है, और प्रमाणपत्र के बारे में कैसे पूछें।',
    },
    contact: {
      title: 'संपर्क करें',
      description:
        'गांधीनगर मुख्य केंद्र और बेलवा व आज़मनगर शाखाओं के फ़ोन, ईमेल और पते। सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे तक खुला।',
    },
    enquiry: {
      title: 'पूछताछ',
      description: 'कोर्स, प्रमाणपत्र या प्रवेश के बारे में पूछें। हम फ़ोन या ईमेल से जवाब देते हैं।',
    },
    gallery: {
      title: 'हमारी गैलरी',
      description: 'हमारे गांधीनगर, बेलवा और आज़मनगर केंद्रों के कार्यक्रमों, कक्षाओं और उपलब्धियों की तस्वीरें।',
    },
    updating: {
      title: 'पाठ्यक्रम जल्द आ रहा है',
      description: 'इस कोर्स का पाठ्यक्रम जल्द ही यहाँ दिया जाएगा। तब तक जानकारी के लिए संस्थान के कार्यालय से संपर्क करें।',
    },
    syllabus: {
      title: '{{name}} पाठ्यक्रम',
      description:
        '{{name}} ({{courseId}}): पात्रता, उद्देश्य, छह मॉड्यूल, ग्रेडिंग और रोज़गार के अवसर। {{duration}}, {{credits}} क्रेडिट।',
    },
    notFound: { title: '404 - पृष्ठ नहीं मिला', description: '' },
  },
  skipLink: 'मुख्य सामग्री पर जाएँ',
  header: {
    admissionsOpen: 'सत्र {{session}} के लिए प्रवेश शुरू',
    courses: ' · Diploma और Advance Diploma कोर्स',
    applyNow: 'अभी आवेदन करें',
    applyNowSession: ' ({{session}} सत्र के लिए)',
    home: ', मुख्य पृष्ठ',
    menu: 'मेन्यू',
    mainNavigation: 'मुख्य',
  },
  nav: {
    home: 'मुख्य पृष्ठ',
    about: 'हमारे बारे में',
    academics: 'पाठ्यक्रम',
    admissions: 'प्रवेश',
    centres: 'केंद्र',
    certification: 'प्रमाणपत्र',
    gallery: 'गैलरी',
    enquiry: 'पूछताछ',
    contact: 'संपर्क',
  },
  footer: {
    about: '{{year}} से कंप्यूटर और व्यावसायिक प्रशिक्षण: स्कूल पास छात्रों, स्नातकों और नौकरी करने वालों के लिए Diploma और Advance Diploma कोर्स।',
    social: 'सोशल मीडिया',
    quickLinks: 'उपयोगी लिंक',
    ourCentres: 'हमारे केंद्र',
    inDistrictTown: 'जिला मुख्यालय में',
    contactUs: 'संपर्क करें',
    officeHours: 'कार्यालय समय: ',
    copyright: '© {{year}} {{name}}। स्थापना {{established}}।',
    legal: 'नियम और नीतियाँ',
  },
  errors: {
    notFoundTitle: '404 - पृष्ठ नहीं मिला',
    notFoundText: 'आप जो पृष्ठ खोज रहे हैं वह मौजूद नहीं है। हो सकता है वह हटा दिया गया हो, या पते में टाइपिंग की गलती हो।',
    failedTitle: 'कुछ गड़बड़ हो गई',
    failedText: 'कृपया थोड़ी देर बाद फिर से कोशिश करें। अगर बार-बार ऐसा हो, तो संस्थान को फ़ोन करें या वहाँ आएँ।',
    home: 'मुख्य पृष्ठ पर जाएँ',
    courses: 'हमारे कोर्स देखें',
  },
  vocabulary: {
    programs: { diploma: 'Diploma', 'advance-diploma': 'Advance Diploma' },
    centres: { gandhinagar: 'गांधीनगर', belwa: 'बेलवा', azamnagar: 'आज़मनगर' },
    genders: { male: 'पुरुष', female: 'महिला', Other: 'अन्य' },
    courseModes: { Offline: 'ऑफ़लाइन (कक्षा में)', Online: 'ऑनलाइन' },
    recordStatuses: { PENDING: 'विचाराधीन', APPROVED: 'स्वीकृत', REJECTED: 'अस्वीकृत' },
    enquirySubjects: {
      'course-details': 'कोर्स की जानकारी',
      'certification-process': 'प्रमाणपत्र की प्रक्रिया',
      'admissions-enquiry': 'प्रवेश संबंधी पूछताछ',
      other: 'अन्य',
    },
    galleryCategories: { events: 'कार्यक्रम', classroom: 'कक्षा', achievements: 'उपलब्धियाँ' },
  },
  problems: problemsHi,

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
