// The Hindi of the visible texts in site.ts: institute, centres, fee modes,
// menu and legal links. Each export
// has the shape of its English twin and is built from it, so links, ids and
// amounts are written once (in site.ts) and only the words are here. The
// records are keyed by what the English says, so an English text that changes
// or a new entry fails to compile until its Hindi is written.
import type { CentreId } from '../vocabulary';
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
