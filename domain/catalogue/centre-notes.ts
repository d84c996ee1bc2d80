// What the centres page says of each centre, as the software shipped it (issue
// 52). Nobody at the institute wrote these words: they are the first version
// of each centre's description in the site's content (decision 070), flagged
// "not yet written by the institute" until staff publish their own
// (`npm run doctor` lists them). Staff edit them on /admin/content.
import type { CentreId } from '../vocabulary';

export const shippedCentreNotes: Record<CentreId, { en: string; hi: string }> = {
  gandhinagar: {
    en: 'Our main campus with two computer labs, the library and the examination office. All courses run here, in morning and afternoon batches.',
    hi: 'हमारा मुख्य परिसर, जहाँ दो कंप्यूटर लैब, पुस्तकालय और परीक्षा कार्यालय हैं। यहाँ सभी कोर्स सुबह और दोपहर के बैच में चलते हैं।',
  },
  belwa: {
    en: 'A short ride from the district town. Computer, accounts and office courses in morning and evening batches for students and working people.',
    hi: 'ज़िला मुख्यालय से थोड़ी ही दूरी पर। छात्रों और कामकाजी लोगों के लिए सुबह और शाम के बैच में कंप्यूटर, हिसाब-किताब और ऑफ़िस के कोर्स।',
  },
  azamnagar: {
    en: 'Serves students of the far blocks, so they need not travel to the district town. Popular for DCA, Tally and NTT courses.',
    hi: 'दूर के प्रखंडों के छात्रों के लिए, ताकि उन्हें ज़िला मुख्यालय न जाना पड़े। DCA, Tally और NTT कोर्स के लिए लोकप्रिय।',
  },
};
