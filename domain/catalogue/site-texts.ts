// The descriptive words of the home and about pages as the software shipped
// them (issue 52, decisions 083 and 085). Nobody at the institute wrote these
// words: they are the first version of each site text in the content
// (decision 070), flagged "not yet written by the institute" until staff
// publish their own or publish them unchanged having read them. Headings,
// labels and the spec's facts (founding year, centres, course counts, hours,
// fees) stay in the messages and site.ts. A text may name a fact only as a
// placeholder (`textPlaceholders`), which the page fills from its source.

/** The facts a site text may name, as {{placeholder}}: filled on the page, never written into the words. */
export const textPlaceholders = {
  name: "the institute's name",
  year: 'the founding year',
  diplomaCount: 'the number of diploma courses',
  advanceCount: 'the number of advance diploma courses',
} as const;
export type TextFacts = Record<keyof typeof textPlaceholders, string | number>;

/** The lines an item of a list text may have: a title, its sentence, a third line (a field's courses). */
export type ListField = 'title' | 'text' | 'detail';

/**
 * Each site text's key, where it is shown, and for a list the lines each
 * item has (a paragraph has none). A key that left this table (the six
 * "about-value-*" paragraphs became the list "about-values") keeps its
 * versions as history; pages, editors and the checklist no longer read it.
 */
export const siteTexts = {
  'home-lead': { where: 'Home page, the line under the name' },
  'home-who-title': { where: 'Home page, "Who we are": heading' },
  'home-who-intro': { where: 'Home page, "Who we are": first paragraph' },
  'home-who': { where: 'Home page, "Who we are": how classes are taught' },
  'home-diplomas': { where: 'Home page, "Diploma courses" card' },
  'home-advance': { where: 'Home page, "Advance diploma courses" card' },
  'home-admissions': { where: 'Home page, "Admissions": how to apply' },
  'home-reasons': { where: 'Home page, "Why students choose us" (list)', fields: ['title', 'text'] },
  'study-fields': { where: 'Home and about pages, fields of study (list)', fields: ['title', 'text', 'detail'] },
  'about-lead': { where: 'About page, the line under the title' },
  'about-story-title': { where: 'About page, "Our story": heading' },
  'about-story-start': { where: 'About page, "Our story": how it started' },
  'about-story': { where: 'About page, "Our story": how the courses grew' },
  'about-vision': { where: 'About page, "Our vision"' },
  'about-mission': { where: 'About page, "Our mission"' },
  'about-values': { where: 'About page, core values (list)', fields: ['title', 'text'] },
  'about-offerings': { where: 'About page, "Our offerings" (list)', fields: ['text'] },
} as const satisfies Record<string, { where: string; fields?: readonly ListField[] }>;
export type SiteTextKey = keyof typeof siteTexts;
export const siteTextKeys = Object.keys(siteTexts) as SiteTextKey[];
export type ListTextKey = {
  [Key in SiteTextKey]: (typeof siteTexts)[Key] extends { fields: unknown } ? Key : never;
}[SiteTextKey];
export type ParagraphTextKey = Exclude<SiteTextKey, ListTextKey>;

/** The lines of a list text's items, or null for a paragraph (and a key no longer in the table). */
export const listFieldsOf = (key: string): readonly ListField[] | null => {
  const entry = (siteTexts as Record<string, { fields?: readonly ListField[] }>)[key];
  return entry?.fields ?? null;
};

export type ListItemWords = Record<ListField, string>;
export type ShippedParagraph = { en: string; hi: string };
export type ShippedList = { items: { en: ListItemWords; hi: ListItemWords }[] };

const words = (title: string, text: string, detail = ''): ListItemWords => ({ title, text, detail });

export const shippedParagraphs: Record<ParagraphTextKey, ShippedParagraph> = {
  'home-lead': {
    en: 'Practical computer and job-skill courses for school-leavers, graduates and working people, taught close to home in Gandhinagar, Belwa and Azamnagar.',
    hi: 'स्कूल पास करने वालों, स्नातकों और कामकाजी लोगों के लिए कंप्यूटर और रोज़गार के व्यावहारिक कोर्स, घर के पास गांधीनगर, बेलवा और आज़मनगर में।',
  },
  'home-who-title': {
    en: 'A local institute that teaches skills people use at work',
    hi: 'एक स्थानीय संस्थान, जो काम में आने वाले कौशल सिखाता है',
  },
  'home-who-intro': {
    en: '{{name}} opened in {{year}} with one computer lab in Gandhinagar. Today we teach at three centres and offer {{diplomaCount}} diploma and {{advanceCount}} advance diploma courses, in computers, management, health, teaching, hospitality, trade and agriculture.',
    hi: '{{name}} की शुरुआत {{year}} में गांधीनगर में एक कंप्यूटर लैब से हुई। आज हम तीन केंद्रों पर पढ़ाते हैं और कंप्यूटर, प्रबंधन, स्वास्थ्य, शिक्षण, होटल, व्यापार और कृषि में {{diplomaCount}} डिप्लोमा और {{advanceCount}} एडवांस डिप्लोमा कोर्स चलाते हैं।',
  },
  'home-who': {
    en: 'Classes are small and practical. Students type real letters, keep real accounts in Tally, fill real online forms and practise in front of a class before they apply for jobs.',
    hi: 'कक्षाएँ छोटी और व्यावहारिक होती हैं। छात्र असली पत्र टाइप करते हैं, Tally में असली हिसाब रखते हैं, असली ऑनलाइन फ़ॉर्म भरते हैं और नौकरी के लिए आवेदन से पहले कक्षा के सामने बोलने का अभ्यास करते हैं।',
  },
  'home-diplomas': {
    en: 'Job-ready skills for school-leavers and anyone starting work. Popular choices:',
    hi: 'स्कूल पास करने वालों और नया काम शुरू करने वालों के लिए नौकरी लायक कौशल। लोकप्रिय कोर्स:',
  },
  'home-advance': {
    en: 'Deeper, specialised study for graduates and working professionals. Popular choices:',
    hi: 'स्नातकों और कामकाजी लोगों के लिए गहरी, विशेष पढ़ाई। लोकप्रिय कोर्स:',
  },
  'home-admissions': {
    en: 'Register online in ten minutes with your photo, Aadhaar and marksheets, pay the registration fee by UPI, and we will call you about the next batch.',
    hi: 'अपनी फ़ोटो, आधार और अंकपत्रों के साथ दस मिनट में ऑनलाइन पंजीकरण करें, पंजीकरण शुल्क UPI से भरें, और अगले बैच के बारे में हम आपको फ़ोन करेंगे।',
  },
  'about-lead': {
    en: '{{name}} teaches practical computer and vocational skills to young people and working adults of the district, close to where they live.',
    hi: '{{name}} ज़िले के युवाओं और कामकाजी लोगों को उनके घर के पास व्यावहारिक कंप्यूटर और व्यावसायिक कौशल सिखाता है।',
  },
  'about-story-title': {
    en: 'From one computer lab to three centres',
    hi: 'एक कंप्यूटर लैब से तीन केंद्रों तक',
  },
  'about-story-start': {
    en: 'We started in {{year}} in Gandhinagar with a single lab and a simple idea: that a student from a village should not need to move to a big city to learn skills that lead to work.',
    hi: 'हमने {{year}} में गांधीनगर में एक लैब और एक सीधे-सादे विचार के साथ शुरुआत की: गाँव के छात्र को रोज़गार दिलाने वाले कौशल सीखने के लिए बड़े शहर न जाना पड़े।',
  },
  'about-story': {
    en: 'Students asked for more, so we added management, health, teaching, hospitality, trade and agriculture courses, and opened sub-branches at Belwa and Azamnagar.',
    hi: 'छात्रों ने और कोर्स माँगे, तो हमने प्रबंधन, स्वास्थ्य, शिक्षण, होटल, व्यापार और कृषि के कोर्स जोड़े, और बेलवा व आज़मनगर में उप-शाखाएँ खोलीं।',
  },
  'about-vision': {
    en: 'A district where every young person can learn a useful skill close to home and earn a dignified living from it.',
    hi: 'ऐसा ज़िला जहाँ हर युवा घर के पास कोई उपयोगी कौशल सीख सके और उससे सम्मान की रोज़ी कमा सके।',
  },
  'about-mission': {
    en: 'To offer affordable, practical and up-to-date diploma courses, taught by caring teachers, that prepare students for jobs, further study and self-employment.',
    hi: 'कम ख़र्च वाले, व्यावहारिक और आज के समय के डिप्लोमा कोर्स, जिन्हें परवाह करने वाले शिक्षक पढ़ाएँ, और जो छात्रों को नौकरी, आगे की पढ़ाई और स्वरोज़गार के लिए तैयार करें।',
  },
};

export const shippedLists: Record<ListTextKey, ShippedList> = {
  'home-reasons': {
    items: [
      {
        en: words('Trusted since 2016', 'Teaching the school-leavers, graduates and working people of the district since 2016.'),
        hi: words('2016 से भरोसेमंद', '2016 से ज़िले के स्कूल पास विद्यार्थियों, स्नातकों और नौकरी करने वालों को पढ़ा रहे हैं।'),
      },
      {
        en: words('A clear syllabus', 'Every course has a published syllabus of six modules, with its grading and duration.'),
        hi: words('साफ़ पाठ्यक्रम', 'हर कोर्स का छह मॉड्यूल वाला पाठ्यक्रम, उसकी ग्रेडिंग और अवधि के साथ, यहाँ प्रकाशित है।'),
      },
      {
        en: words('Close to home', 'Three centres: Gandhinagar, Belwa (5 km) and Azamnagar (50 km).'),
        hi: words('घर के पास', 'तीन केंद्र: गांधीनगर, बेलवा (5 किमी) और आज़मनगर (50 किमी)।'),
      },
      {
        en: words('Published fees', 'The fee of every programme and mode is on the Admissions page, paid by UPI.'),
        hi: words('प्रकाशित शुल्क', 'हर प्रोग्राम और पढ़ाई के हर तरीके का शुल्क प्रवेश पेज पर दिया है, भुगतान UPI से।'),
      },
      {
        en: words('Hindi and English', 'This website, its forms and its messages are in Hindi and in English.'),
        hi: words('हिन्दी और अंग्रेज़ी', 'यह वेबसाइट, इसके फ़ॉर्म और इसके संदेश हिन्दी और अंग्रेज़ी दोनों में हैं।'),
      },
      {
        en: words('Jobs named', 'Every syllabus lists the job roles the course prepares you for.'),
        hi: words('रोज़गार की जानकारी', 'हर पाठ्यक्रम में लिखा है कि कोर्स किन नौकरियों के लिए तैयार करता है।'),
      },
    ],
  },
  'study-fields': {
    items: [
      {
        en: words(
          'Computers and IT',
          'Office computing, programming, web design, hardware, networking and data analytics.',
          'DCA, ADCA, PGDCA, Web Design, Hardware and Networking, Data Analytics',
        ),
        hi: words(
          'कंप्यूटर और IT',
          'दफ़्तर का कंप्यूटर काम, प्रोग्रामिंग, वेब डिज़ाइन, हार्डवेयर, नेटवर्किंग और डेटा एनालिटिक्स।',
          'DCA, ADCA, PGDCA, वेब डिज़ाइन, हार्डवेयर और नेटवर्किंग, डेटा एनालिटिक्स',
        ),
      },
      {
        en: words(
          'Management and Business',
          'Human resources, finance, projects, retail, logistics and supply chains for growing businesses.',
          'DHRM, DFM, DPM, DLM, DSCM, Business and Retail Management',
        ),
        hi: words(
          'प्रबंधन और व्यवसाय',
          'बढ़ते व्यवसायों के लिए मानव संसाधन, वित्त, परियोजना, रिटेल, लॉजिस्टिक्स और सप्लाई चेन।',
          'DHRM, DFM, DPM, DLM, DSCM, व्यवसाय प्रबंधन और रिटेल प्रबंधन',
        ),
      },
      {
        en: words(
          'Banking, Accounts and Insurance',
          'Tally with GST, bank and loan work, and insurance and risk management.',
          'Accounting with Tally and GST, Banking and Loan, Insurance and Risk Management',
        ),
        hi: words(
          'बैंकिंग, लेखा और बीमा',
          'GST के साथ Tally, बैंक और लोन का काम, और बीमा व जोखिम प्रबंधन।',
          'Tally और GST के साथ लेखांकन, बैंकिंग और ऋण प्रबंधन, बीमा और जोखिम प्रबंधन',
        ),
      },
      {
        en: words(
          'Health and Education',
          'Clinic front offices, healthcare administration, nursery teaching and early childhood care.',
          'Clinic Management, Healthcare Administration, NTT, Early Childhood Education',
        ),
        hi: words(
          'स्वास्थ्य और शिक्षा',
          'क्लिनिक का फ़्रंट ऑफ़िस, स्वास्थ्य सेवा प्रशासन, नर्सरी शिक्षण और छोटे बच्चों की देखभाल व शिक्षा।',
          'क्लिनिक प्रबंधन, स्वास्थ्य सेवा प्रशासन, NTT, प्रारंभिक बाल्यावस्था शिक्षा',
        ),
      },
      {
        en: words(
          'Hospitality, Travel and Trade',
          'Hotels, tour operations, ticketing, and import and export documentation.',
          'Hospitality and Hotel Management, Travel and Tourism, Import and Export',
        ),
        hi: words(
          'हॉस्पिटैलिटी, यात्रा और व्यापार',
          'होटल, टूर का संचालन, टिकट बुकिंग, और आयात-निर्यात के काग़ज़ात।',
          'हॉस्पिटैलिटी और होटल प्रबंधन, यात्रा और पर्यटन, आयात और निर्यात',
        ),
      },
      {
        en: words(
          'Agriculture, Marketing and Media',
          'Agri business, soil and fertilizer, public relations, digital marketing and social media.',
          'Agri Business, Soil and Fertilizer, DMPRM, Digital Marketing and Social Media',
        ),
        hi: words(
          'कृषि, मार्केटिंग और मीडिया',
          'कृषि व्यवसाय, मिट्टी और उर्वरक, जनसंपर्क, डिजिटल मार्केटिंग और सोशल मीडिया।',
          'कृषि व्यवसाय, मिट्टी और उर्वरक, DMPRM, डिजिटल मार्केटिंग और सोशल मीडिया',
        ),
      },
    ],
  },
  'about-values': {
    items: [
      {
        en: words('Practice first', 'Every lesson ends with something the student has done with their own hands.'),
        hi: words('पहले अभ्यास', 'हर पाठ का अंत ऐसे काम से होता है जो छात्र ने अपने हाथों से किया हो।'),
      },
      {
        en: words('Honesty', 'Clear fees, fair exams and certificates that mean what they say.'),
        hi: words('ईमानदारी', 'साफ़ शुल्क, निष्पक्ष परीक्षा, और ऐसे प्रमाणपत्र जो सच में वही दिखाते हैं जो लिखा है।'),
      },
      {
        en: words('Respect', 'Every learner is welcome, whatever their age, language or background.'),
        hi: words('सम्मान', 'हर छात्र का स्वागत है, चाहे उसकी उम्र, भाषा या पृष्ठभूमि कुछ भी हो।'),
      },
      {
        en: words('Reach', 'Classes where students live, at hours that suit families and working people.'),
        hi: words('पहुँच', 'कक्षाएँ वहीं जहाँ छात्र रहते हैं, ऐसे समय पर जो परिवारों और कामकाजी लोगों के लिए सही हो।'),
      },
      {
        en: words('Care', 'Teachers who know each student by name and follow their progress.'),
        hi: words('देखभाल', 'ऐसे शिक्षक जो हर छात्र को नाम से जानते हैं और उसकी प्रगति पर ध्यान रखते हैं।'),
      },
      {
        en: words('Growth', 'We update courses every year to match the jobs on offer in the region.'),
        hi: words('विकास', 'क्षेत्र में मिलने वाली नौकरियों के अनुसार हम हर साल कोर्स को नया करते हैं।'),
      },
    ],
  },
  'about-offerings': {
    items: [
      {
        en: words('', 'Diploma courses after 10th or 10+2, each 370 hours with 18 credits'),
        hi: words('', '10वीं या 10+2 के बाद डिप्लोमा कोर्स, हर एक 370 घंटे और 18 क्रेडिट का'),
      },
      {
        en: words('', 'Advance diploma and PGDCA courses for graduates and professionals'),
        hi: words('', 'स्नातकों और कामकाजी लोगों के लिए एडवांस डिप्लोमा और PGDCA कोर्स'),
      },
      {
        en: words('', 'Classroom study at three centres, and online / distance study'),
        hi: words('', 'तीन केंद्रों पर कक्षा में पढ़ाई, और ऑनलाइन / दूरस्थ पढ़ाई'),
      },
      {
        en: words('', 'Computer lab practice, typing in Hindi and English, Tally and internet services'),
        hi: words('', 'कंप्यूटर लैब में अभ्यास, हिन्दी और अंग्रेज़ी टाइपिंग, Tally और इंटरनेट सेवाएँ'),
      },
      {
        en: words('', 'Help with CVs, interviews and local job openings'),
        hi: words('', 'CV, इंटरव्यू और आसपास की नौकरियों की जानकारी में मदद'),
      },
      { en: words('', 'Certificates with course ID, credits and grade'), hi: words('', 'कोर्स ID, क्रेडिट और ग्रेड के साथ प्रमाणपत्र') },
    ],
  },
};

/** What each site text says as shipped: a paragraph's words or a list's items. */
export const shippedSiteTexts = { ...shippedParagraphs, ...shippedLists } as Record<SiteTextKey, ShippedParagraph | ShippedList>;
