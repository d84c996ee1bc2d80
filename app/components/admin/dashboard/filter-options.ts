// The dashboard's filter and sort choices: the values come from the list
// procedures' input schemas, the words from the vocabulary's labels. A value
// the schema gains without a label here fails the typecheck.
import {
  applicationListQuery,
  choicesOf,
  enquiryListQuery,
  type ListSort,
  type SortDirection,
} from '../../../../domain/schemas/record-lists';
import {
  centres,
  enquiryStatuses,
  enquirySubjects,
  paymentFilters,
  programs,
  recordStatuses,
} from '../../../../domain/vocabulary';
import type { Tab } from './url-state';

interface Option {
  value: string;
  label: string;
}

/** 'All' (no filter) first, then each value the schema accepts with its label. */
function withAll<V extends string>(values: readonly V[], labels: { readonly [Value in V]: string }): Option[] {
  return [{ value: '', label: 'All' }, ...values.map((value) => ({ value, label: labels[value] }))];
}

/** How each sort reads, per direction offered; the first entry of createdAt is the default order. */
const sortLabels: { [Sort in ListSort]: Partial<Record<SortDirection, string>> } = {
  createdAt: { desc: 'Newest first', asc: 'Oldest first' },
  name: { asc: 'Name A–Z', desc: 'Name Z–A' },
  status: { asc: 'Status' },
  referenceId: { asc: 'Reference ID' },
};

/** The sort select's options, valued `sort:direction`; the default order (newest first) is ''. */
function sortOptions(sorts: readonly ListSort[]): Option[] {
  return sorts.flatMap((sort) =>
    Object.entries(sortLabels[sort]).map(([direction, label]) => ({
      value: sort === 'createdAt' && direction === 'desc' ? '' : `${sort}:${direction}`,
      label,
    })),
  );
}

const applicationFilters = {
  status: withAll(choicesOf(applicationListQuery.shape.status), recordStatuses.labels),
  centre: withAll(choicesOf(applicationListQuery.shape.centre), centres.labels),
  program: withAll(choicesOf(applicationListQuery.shape.program), programs.labels),
  payment: withAll(choicesOf(applicationListQuery.shape.payment), paymentFilters.labels),
  subject: [],
  sort: sortOptions(choicesOf(applicationListQuery.shape.sort)),
};

const enquiryFilters = {
  status: withAll(choicesOf(enquiryListQuery.shape.status), enquiryStatuses.labels),
  centre: [],
  program: [],
  payment: [],
  subject: withAll(choicesOf(enquiryListQuery.shape.subject), enquirySubjects.labels),
  sort: sortOptions(choicesOf(enquiryListQuery.shape.sort)),
};

/** The statuses a tab's list can be filtered by, in the schema's order. */
export function statusValues(tab: Tab): readonly string[] {
  return tab === 'enquiries' ? choicesOf(enquiryListQuery.shape.status) : choicesOf(applicationListQuery.shape.status);
}

/** Each select's options on a tab (an empty list: the tab has no such filter). */
export function filterOptions(tab: Tab): Record<'status' | 'centre' | 'program' | 'payment' | 'subject' | 'sort', Option[]> {
  return tab === 'enquiries' ? enquiryFilters : applicationFilters;
}
