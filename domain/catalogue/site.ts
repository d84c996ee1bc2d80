// Static facts from the spec that every page reads: centres and their
// distances, the year of founding, fees, navigation. Everything specific to
// one institute that the spec does not give (its name, contacts, addresses,
// map links, social links, UPI id) is a setting in the database, empty until
// staff set it.
import { centres, type CentreId } from '../vocabulary';

export const institute = {
  /** What the site calls itself until staff set the institute's name. */
  name: 'Computer & Vocational Training Institute',
  shortName: 'Training Institute',
  established: 2016,
  tagline: 'Skills for work, close to home',
} as const;

/** The spec's office hours: the setting's default, shown in each page's language while unchanged. */
export const defaultOfficeHours = 'Monday to Saturday, 9:00 AM to 5:00 PM';

export interface Centre {
  id: CentreId;
  /** Place name as staff and the old client write it. */
  place: string;
  kind: 'Headquarters' | 'Sub-branch';
  title: string;
  distance: string | null;
}

export const centreDetails: readonly Centre[] = [
  {
    id: 'gandhinagar',
    place: centres.labels.gandhinagar,
    kind: 'Headquarters',
    title: 'Gandhinagar (Headquarters)',
    distance: null,
  },
  {
    id: 'belwa',
    place: centres.labels.belwa,
    kind: 'Sub-branch',
    title: 'Belwa (Sub-branch)',
    distance: '5 km from the district town',
  },
  {
    id: 'azamnagar',
    place: centres.labels.azamnagar,
    kind: 'Sub-branch',
    title: 'Azamnagar (Sub-branch)',
    distance: '50 km from the district town',
  },
];

export const centreById = (id: string) => centreDetails.find((centre) => centre.id === id);

/** The fee table of the admissions page, in rupees (spec section 9). */
export const courseFees = [
  { mode: 'Offline classroom', diploma: 8000, advanceDiploma: 10000 },
  { mode: 'Online / distance: students', diploma: 10000, advanceDiploma: 12000 },
  { mode: 'Online / distance: working professionals', diploma: 12000, advanceDiploma: 15000 },
] as const;

/**
 * ₹8,000 and ₹1,20,000 in every language (issue 12): Indian digit grouping.
 * Whole rupees are grouped here rather than by Intl: the first
 * Intl.NumberFormat on a page loads the locale's data, which profiled at
 * about a tenth of the admissions page's hydration on a phone-class CPU.
 * An amount with paise always shows two decimals (₹100.50, never ₹100.5).
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) return `₹${amount}`;
  // Whole rupees are grouped as they are: times 100 they could pass the
  // largest integer a double holds exactly.
  const paise = Number.isInteger(amount) ? 0 : Math.round(amount * 100);
  const digits = Number.isInteger(amount) ? String(amount) : String(Math.floor(paise / 100));
  const lakhsAndAbove = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `₹${lakhsAndAbove ? `${lakhsAndAbove},` : ''}${digits.slice(-3)}${fraction}`;
}

/** An amount held in paise (statement lines, receipts), as formatRupees shows it. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);

/** The main menu, in order; its words are messages (`nav.<key>`, app/locales). */
export const mainNavigation = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/about' },
  { key: 'academics', to: '/academics' },
  { key: 'admissions', to: '/admissions' },
  { key: 'centres', to: '/centres' },
  { key: 'certification', to: '/certification' },
  { key: 'gallery', to: '/gallery' },
  { key: 'enquiry', to: '/enquiry' },
  { key: 'contact', to: '/contact' },
] as const;

export const legalLinks = [
  { label: 'Privacy notice', href: '/privacy' },
  { label: 'Terms of use', href: '/' },
  { label: 'Refund policy', href: '/' },
] as const;

/** The page courses without a syllabus page link to. */
export const updatingPath = '/Updating';

/** Where the staff's admin area lives: never cached, never stored offline, and its pages keep their scripts early. */
export const adminArea = '/admin';

/** Whether a path is in the admin area ('/admin', '/admin/…'; not '/administration'). */
export const isAdminPath = (pathname: string) => pathname === adminArea || pathname.startsWith(`${adminArea}/`);

/** Where people phone from: digits only, for tel: links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * The one way to a WhatsApp chat (issue 34): wa.me wants the number with its
 * country code and digits only. An Indian number written without it (10
 * digits, or 11 with the trunk 0) gets 91; one written with it keeps it.
 */
export function whatsappHref(number: string, text?: string): string {
  let digits = number.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return `https://wa.me/${digits}${text === undefined ? '' : `?text=${encodeURIComponent(text)}`}`;
}

/** Public pages for the sitemap and the footer, besides the syllabus pages. */
export const publicPages = [
  '/',
  '/about',
  '/academics',
  '/admissions',
  '/centres',
  '/certification',
  '/gallery',
  '/enquiry',
  '/contact',
  '/admission-form',
  '/privacy',
  '/notices',
] as const;
