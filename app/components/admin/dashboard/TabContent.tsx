// What one dashboard tab shows: the counts per status, the filter bar and the
// tab's list. On a phone the counts (which are filters too) fold into the
// filter panel, so the first record is near the top of the screen.
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  // False on the server and until the first effect: the counts stand above the filters.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: true });
  const counts = (
    <>
      <StatusCounts tab={tab} params={params} update={update} counts={props.counts} />
      {tab === 'enquiries' ? null : <PaymentCounts tab={tab} params={params} update={update} />}
    </>
  );
  return (
    <Stack gap="md">
      {phone ? null : counts}
      <FilterBar tab={tab} params={params} update={update} courses={props.courses} phone={phone} counts={phone ? counts : null} />
      {tab === 'enquiries' ? (
        <EnquiryTable params={params} update={update} />
      ) : (
        <ApplicationTable tab={tab} params={params} update={update} onView={props.onView} onOpen={props.onOpen} />
      )}
    </Stack>
  );
}
