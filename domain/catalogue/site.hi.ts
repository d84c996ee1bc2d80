// The Hindi of the visible texts in site.ts: institute, centres, fee modes,
// menu, legal links, academic fields and reasons to study here. Each export
// has the shape of its English twin and is built from it, so links, ids and
// amounts are written once (in site.ts) and only the words are here. The
// records are keyed by what the English says, so an English text that changes
// or a new entry fails to compile until its Hindi is written.
import type { CentreId } from '../vocabulary';
import { academicFields, whyChooseUs } from './home-texts';
import { centreDetails, courseFees, institute, legalLinks, type Centre } from './site';
import type { WidenText } from '../widen-text';

type Item<List extends readonly unknown[]> = List[number];

export const instituteHi: WidenText<typeof institute> = {
  ...institute,
  name: 'कंप्यूटर एवं व्यावसायिक प्रशिक्षण संस्थान',
  shortName: 'प्रशिक्षण संस्थान',
  tagline: 'घर के पास, रोज़गार के लिए हुनर',
};

/**
 * How a centre's kind reads in Hindi. Centre.kind stays the English value in
 * centreDetailsHi because pages compare it ('Headquarters') to pick a style;
 * a Hindi page shows this label instead.
 */
export const centreKindLabelsHi: Record<Centre['kind'], string> = {
  Headquarters: 'मुख्यालय',
  'Sub-branch': 'उप-शाखा',
};

/** Place names in Devanagari; the English spelling staff use stays in site.ts. */
const centreTextHi: Record<CentreId, Pick<Centre, 'place' | 'title' | 'distance'>> = {
  gandhinagar: { place: 'गांधीनगर', title: 'गांधीनगर (मुख्यालय)', distance: null },
  belwa: { place: 'बेलवा', title: 'बेलवा (उप-शाखा)', distance: 'ज़िला मुख्यालय से 5 किमी दूर' },
  azamnagar: { place: 'आज़मनगर', title: 'आज़मनगर (उप-शाखा)', distance: 'ज़िला मुख्यालय से 50 किमी दूर' },
};

export const centreDetailsHi: readonly Centre[] = centreDetails.map((centre) => ({
  ...centre,
  ...centreTextHi[centre.id],
}));

const feeModesHi: Record<Item<typeof courseFees>['mode'], string> = {
  'Offline classroom': 'ऑफ़लाइन (कक्षा में)',
  'Online / distance: students': 'ऑनलाइन / दूरस्थ: विद्यार्थी',
  'Online / distance: working professionals': 'ऑनलाइन / दूरस्थ: नौकरी करने वाले',
};

export const courseFeesHi: readonly WidenText<Item<typeof courseFees>>[] = courseFees.map((row) => ({
  ...row,
  mode: feeModesHi[row.mode],
}));

const legalLabelsHi: Record<Item<typeof legalLinks>['label'], string> = {
  'Privacy notice': 'गोपनीयता सूचना',
  'Terms of use': 'उपयोग की शर्तें',
  'Refund policy': 'शुल्क वापसी नीति',
};

export const legalLinksHi: readonly WidenText<Item<typeof legalLinks>>[] = legalLinks.map((link) => ({
  ...link,
  label: legalLabelsHi[link.label],
}));

type AcademicField = WidenText<Item<typeof academicFields>>;

const academicFieldsByTitleHi: Record<Item<typeof academicFields>['title'], AcademicField> = {
  'Computers and IT': {
    title: 'कंप्यूटर और IT',
    text: 'दफ़्तर का कंप्यूटर काम, प्रोग्रामिंग, वेब डिज़ाइन, हार्डवेयर, नेटवर्किंग और डेटा एनालिटिक्स।',
    courses: 'DCA, ADCA, PGDCA, वेब डिज़ाइन, हार्डवेयर और नेटवर्किंग, डेटा एनालिटिक्स',
  },
  'Management and Business': {
    title: 'प्रबंधन और व्यवसाय',
    text: 'बढ़ते व्यवसायों के लिए मानव संसाधन, वित्त, परियोजना, रिटेल, लॉजिस्टिक्स और सप्लाई चेन।',
    courses: 'DHRM, DFM, DPM, DLM, DSCM, व्यवसाय प्रबंधन और रिटेल प्रबंधन',
  },
  'Banking, Accounts and Insurance': {
    title: 'बैंकिंग, लेखा और बीमा',
    text: 'GST के साथ Tally, बैंक और लोन का काम, और बीमा व जोखिम प्रबंधन।',
    courses: 'Tally और GST के साथ लेखांकन, बैंकिंग और ऋण प्रबंधन, बीमा और जोखिम प्रबंधन',
  },
  'Health and Education': {
    title: 'स्वास्थ्य और शिक्षा',
    text: 'क्लिनिक का फ़्रंट ऑफ़िस, स्वास्थ्य सेवा प्रशासन, नर्सरी शिक्षण और छोटे बच्चों की देखभाल व शिक्षा।',
    courses: 'क्लिनिक प्रबंधन, स्वास्थ्य सेवा प्रशासन, NTT, प्रारंभिक बाल्यावस्था शिक्षा',
  },
  'Hospitality, Travel and Trade': {
    title: 'हॉस्पिटैलिटी, यात्रा और व्यापार',
    text: 'होटल, टूर का संचालन, टिकट बुकिंग, और आयात-निर्यात के काग़ज़ात।',
    courses: 'हॉस्पिटैलिटी और होटल प्रबंधन, यात्रा और पर्यटन, आयात और निर्यात',
  },
  'Agriculture, Marketing and Media': {
    title: 'कृषि, मार्केटिंग और मीडिया',
    text: 'कृषि व्यवसाय, मिट्टी और उर्वरक, जनसंपर्क, डिजिटल मार्केटिंग और सोशल मीडिया।',
    courses: 'कृषि व्यवसाय, मिट्टी और उर्वरक, DMPRM, डिजिटल मार्केटिंग और सोशल मीडिया',
  },
};

export const academicFieldsHi: readonly AcademicField[] = academicFields.map((field) => academicFieldsByTitleHi[field.title]);

type Reason = WidenText<Item<typeof whyChooseUs>>;

const whyChooseUsByTitleHi: Record<Item<typeof whyChooseUs>['title'], Reason> = {
  'Trusted since 2016': {
    title: '2016 से भरोसेमंद',
    text: '2016 से ज़िले के स्कूल पास विद्यार्थियों, स्नातकों और नौकरी करने वालों को पढ़ा रहे हैं।',
  },
  'A clear syllabus': {
    title: 'साफ़ पाठ्यक्रम',
    text: 'हर कोर्स का छह मॉड्यूल वाला पाठ्यक्रम, उसकी ग्रेडिंग और अवधि के साथ, यहाँ प्रकाशित है।',
  },
  'Close to home': {
    title: 'घर के पास',
    text: 'तीन केंद्र: गांधीनगर, बेलवा (5 किमी) और आज़मनगर (50 किमी)।',
  },
  'Published fees': {
    title: 'प्रकाशित शुल्क',
    text: 'हर प्रोग्राम और पढ़ाई के हर तरीके का शुल्क प्रवेश पेज पर दिया है, भुगतान UPI से।',
  },
  'Hindi and English': {
    title: 'हिन्दी और अंग्रेज़ी',
    text: 'यह वेबसाइट, इसके फ़ॉर्म और इसके संदेश हिन्दी और अंग्रेज़ी दोनों में हैं।',
  },
  'Jobs named': {
    title: 'रोज़गार की जानकारी',
    text: 'हर पाठ्यक्रम में लिखा है कि कोर्स किन नौकरियों के लिए तैयार करता है।',
  },
};

export const whyChooseUsHi: readonly Reason[] = whyChooseUs.map((reason) => whyChooseUsByTitleHi[reason.title]);
