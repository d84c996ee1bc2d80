// Static facts about the institute that every page reads: name, centres,
// fees, navigation. Values staff change (session label, UPI id, contact
// details, the registration and admission fees) are settings in the database.
import type { CentreId } from '../../db/schema';

export const institute = {
  name: 'Jyoti Institute of Computer & Vocational Training',
  shortName: 'Jyoti Institute',
  established: 2016,
  tagline: 'Skills for work, close to home',
} as const;

export interface Centre {
  id: CentreId;
  /** Place name as staff and the old client write it. */
  place: string;
  kind: 'Headquarters' | 'Sub-branch';
  title: string;
  distance: string | null;
  address: string;
  /** A map search link; no embedded map (heavy on slow connections). */
  mapUrl: string;
}

export const centres: readonly Centre[] = [
  {
    id: 'gandhinagar',
    place: 'Gandhinagar',
    kind: 'Headquarters',
    title: 'Gandhinagar (Headquarters)',
    distance: null,
    address: 'Main Road, Gandhinagar, in the district town',
    mapUrl: 'https://www.openstreetmap.org/search?query=Gandhinagar',
  },
  {
    id: 'belwa',
    place: 'Belwa',
    kind: 'Sub-branch',
    title: 'Belwa (Sub-branch)',
    distance: '5 km from the district town',
    address: 'Near the Block Office, Belwa',
    mapUrl: 'https://www.openstreetmap.org/search?query=Belwa',
  },
  {
    id: 'azamnagar',
    place: 'Azamnagar',
    kind: 'Sub-branch',
    title: 'Azamnagar (Sub-branch)',
    distance: '50 km from the district town',
    address: 'Station Road, Azamnagar',
    mapUrl: 'https://www.openstreetmap.org/search?query=Azamnagar',
  },
];

export const centreById = (id: string) => centres.find((centre) => centre.id === id);

/** The fee table of the admissions page, in rupees (spec section 9). */
export const courseFees = [
  { mode: 'Offline classroom', diploma: 8000, advanceDiploma: 10000 },
  { mode: 'Online / distance: students', diploma: 10000, advanceDiploma: 12000 },
  { mode: 'Online / distance: working professionals', diploma: 12000, advanceDiploma: 15000 },
] as const;

export const formatRupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

export const programLabels = {
  diploma: 'Diploma',
  'advance-diploma': 'Advance Diploma',
} as const;

export const genderLabels = { male: 'Male', female: 'Female', Other: 'Other' } as const;

export const enquirySubjects = [
  { value: 'course-details', label: 'Course details' },
  { value: 'certification-process', label: 'Certification process' },
  { value: 'admissions-enquiry', label: 'Admissions enquiry' },
  { value: 'other', label: 'Other' },
] as const;

export const mainNavigation = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/academics', label: 'Academics' },
  { to: '/admissions', label: 'Admissions' },
  { to: '/centres', label: 'Centres' },
  { to: '/certification', label: 'Certification' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/enquiry', label: 'Enquiry' },
  { to: '/contact', label: 'Contact' },
] as const;

export const socialLinks = [
  { label: 'Facebook', href: '/' },
  { label: 'YouTube', href: '/' },
  { label: 'Instagram', href: '/' },
  { label: 'WhatsApp', href: '/' },
] as const;

export const legalLinks = [
  { label: 'Privacy policy', href: '/' },
  { label: 'Terms of use', href: '/' },
  { label: 'Refund policy', href: '/' },
] as const;
