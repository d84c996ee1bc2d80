// The descriptive paragraphs of the home and about pages as the software
// shipped them (issue 52, decision 083). Nobody at the institute wrote these
// words: they are the first version of each site text in the content
// (decision 070), flagged "not yet written by the institute" until staff
// publish their own or publish them unchanged having read them. The spec's
// facts (founding year, centres, courses, hours) stay in the messages and
// site.ts; a paragraph that names them is not here.

/** Each site text's key, the page it is on, and where on it. */
export const siteTexts = {
  'home-who': 'Home page, "Who we are": how classes are taught',
  'about-story': 'About page, "Our story": how the courses grew',
  'about-vision': 'About page, "Our vision"',
  'about-mission': 'About page, "Our mission"',
  'about-value-practice': 'About page, core value "Practice first"',
  'about-value-honesty': 'About page, core value "Honesty"',
  'about-value-respect': 'About page, core value "Respect"',
  'about-value-reach': 'About page, core value "Reach"',
  'about-value-care': 'About page, core value "Care"',
  'about-value-growth': 'About page, core value "Growth"',
} as const;
export type SiteTextKey = keyof typeof siteTexts;
export const siteTextKeys = Object.keys(siteTexts) as SiteTextKey[];

export const shippedSiteTexts: Record<SiteTextKey, { en: string; hi: string }> = {
  'home-who': {
    en: 'Classes are small and practical. Students type real letters, keep real accounts in Tally, fill real online forms and practise in front of a class before they apply for jobs.',
    hi: 'कक्षाएँ छोटी और व्यावहारिक होती हैं। छात्र असली पत्र टाइप करते हैं, Tally में असली हिसाब रखते हैं, असली ऑनलाइन फ़ॉर्म भरते हैं और नौकरी के लिए आवेदन से पहले कक्षा के सामने बोलने का अभ्यास करते हैं।',
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
  'about-value-practice': {
    en: 'Every lesson ends with something the student has done with their own hands.',
    hi: 'हर पाठ का अंत ऐसे काम से होता है जो छात्र ने अपने हाथों से किया हो।',
  },
  'about-value-honesty': {
    en: 'Clear fees, fair exams and certificates that mean what they say.',
    hi: 'साफ़ शुल्क, निष्पक्ष परीक्षा, और ऐसे प्रमाणपत्र जो सच में वही दिखाते हैं जो लिखा है।',
  },
  'about-value-respect': {
    en: 'Every learner is welcome, whatever their age, language or background.',
    hi: 'हर छात्र का स्वागत है, चाहे उसकी उम्र, भाषा या पृष्ठभूमि कुछ भी हो।',
  },
  'about-value-reach': {
    en: 'Classes where students live, at hours that suit families and working people.',
    hi: 'कक्षाएँ वहीं जहाँ छात्र रहते हैं, ऐसे समय पर जो परिवारों और कामकाजी लोगों के लिए सही हो।',
  },
  'about-value-care': {
    en: 'Teachers who know each student by name and follow their progress.',
    hi: 'ऐसे शिक्षक जो हर छात्र को नाम से जानते हैं और उसकी प्रगति पर ध्यान रखते हैं।',
  },
  'about-value-growth': {
    en: 'We update courses every year to match the jobs on offer in the region.',
    hi: 'क्षेत्र में मिलने वाली नौकरियों के अनुसार हम हर साल कोर्स को नया करते हैं।',
  },
};
