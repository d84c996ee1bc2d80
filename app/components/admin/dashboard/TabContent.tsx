// What one dashboard tab shows: the counts per status, the filter bar and the
// tab's list.
import { Stack } from '@mantine/core';
import type { DrawerTarget } from '../DetailDrawer';
import type { ViewedDocument } from '../DocumentViewer';
import { ApplicationTable } from './ApplicationTable';
import { EnquiryTable } from './EnquiryTable';
import { FilterBar } from './FilterBar';
import { PaymentCounts } from './PaymentCounts';
import { StatusCounts } from './StatusCounts';
import type { CourseChoice, Tab, Update } from './url-state';

export function TabContent(props: {
  tab: Tab;
  params: URLSearchParams;
  update: Update;
  counts: Record<string, number> | undefined;
  courses: CourseChoice[];
  onView: (doc: ViewedDocument) => void;
  onOpen: (target: DrawerTarget) => void;
}) {
  const { tab, params, update } = props;
  return (
    <Stack gap="md">
      <StatusCounts tab={tab} params={params} update={update} counts={props.counts} />
      {tab === 'enquiries' ? null : <PaymentCounts tab={tab} params={params} update={update} />}
      <FilterBar tab={tab} params={params} update={update} courses={props.courses} />
      {tab === 'enquiries' ? (
        <EnquiryTable params={params} update={update} />
      ) : (
        <ApplicationTable tab={tab} params={params} update={update} onView={props.onView} onOpen={props.onOpen} />
      )}
    </Stack>
  );
}
