// The dashboard keeps its tab, filters, sort and page in the URL; these
// helpers read that state and name the pieces every tab shares.
import { applicationListQuery, enquiryListQuery } from '../../../../domain/schemas/record-lists';

export type Tab = 'registrations' | 'admissions' | 'enquiries';

export const tabs: Tab[] = ['registrations', 'admissions', 'enquiries'];

/** Changes URL keys (null removes one); the page goes back to 1 unless `keepPage`. */
export type Update = (changes: Record<string, string | null>, options?: { keepPage?: boolean }) => void;

/** A course the filter bar offers (the loader sends the catalogue's, slimmed down). */
export interface CourseChoice {
  code: string;
  name: string;
  level: string;
}

/** The URL keys a tab's list reads: the keys of its procedure's input schema. */
const listKeys: Record<Tab, readonly string[]> = {
  registrations: Object.keys(applicationListQuery.shape),
  admissions: Object.keys(applicationListQuery.shape),
  enquiries: Object.keys(enquiryListQuery.shape),
};

/** Every key any list reads: what "Clear filters" removes. */
export const filterKeys = [...new Set([...listKeys.admissions, ...listKeys.enquiries])];

/** The tab named in the URL; Admissions when none or an unknown one is named. */
export function tabFrom(params: URLSearchParams): Tab {
  const raw = params.get('tab');
  return tabs.includes(raw as Tab) ? (raw as Tab) : 'admissions';
}

/** The list input from the URL: only the keys that are set. */
export function queryFrom(params: URLSearchParams, tab: Tab) {
  const query: Record<string, string> = {};
  for (const key of listKeys[tab]) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}
