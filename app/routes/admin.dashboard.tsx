// The admin dashboard: registrations, admissions and enquiries, one page at a
// time from tRPC admin procedures (TanStack Query). The chosen tab, filters,
// sort and page live in the URL; each tab's pieces are in
// app/components/admin/dashboard/.
import { Alert, Anchor, Button, Container, Group, List, Tabs, Text, Title } from '@mantine/core';
import { formatDateTime } from '~/components/admin/format';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailDrawer, type DrawerTarget } from '~/components/admin/DetailDrawer';
import { DecisionDoneHost } from '~/components/admin/DecisionDone';
import { DocumentViewer, type ViewedDocument } from '~/components/admin/DocumentViewer';
import { MailNotices } from '~/components/admin/MailNotices';
import { SetupChecklist } from '~/components/admin/SetupChecklist';
import classes from '~/components/admin/dashboard/dashboard.module.css';
import { loadFirstView, useFirstView } from '~/components/admin/dashboard/first-view';
import { TabContent } from '~/components/admin/dashboard/TabContent';
import { queryFrom, tabFrom, tabs, type CourseChoice, type Update } from '~/components/admin/dashboard/url-state';
import { requireAdmin } from '~/utils/auth.server';
import { may } from '../../domain/staff';
import { useMay } from '~/utils/may';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { sessionBehind } from '~/utils/session-label';
import { useTRPC } from '~/utils/trpc';

export const meta = adminMeta('Dashboard');

export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context, adminPages.dashboard.permission);
  const [{ admissionSession }, checklist, firstView, selfConfirmed, courses] = await Promise.all([
    context.api.settings.get(),
    may(admin, 'settings.manage') ? context.api.settings.checklist() : [],
    loadFirstView(context.api, new URL(request.url), { enquiries: may(admin, 'enquiries.manage') }),
    may(admin, 'staff.manage') ? context.api.moneyRequests.selfConfirmed() : [],
    context.api.content.catalogue(),
  ]);
  // Archived courses too: their records are still filtered by them.
  const choices: CourseChoice[] = courses.map((c) => ({ code: c.code, name: c.name, level: c.program }));
  return {
    courses: choices,
    admissionSession,
    currentSession: sessionBehind(admissionSession, new Date()),
    checklist,
    firstView,
    selfConfirmed,
  };
}

// Filters, pages and tabs change only the URL's query: the tables fetch what
// they need, so the loader (and its first view) is not read again for them.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function Dashboard() {
  const {
    courses: courseChoices,
    admissionSession,
    currentSession,
    checklist,
    firstView,
    selfConfirmed,
  } = useLoaderData<typeof loader>();
  useFirstView(firstView);
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const trpc = useTRPC();
  const registrationCounts = useQuery(trpc.registrations.counts.queryOptions());
  const admissionCounts = useQuery(trpc.admissions.counts.queryOptions());
  const mayEnquiries = useMay('enquiries.manage');
  const mayExport = useMay(tab === 'enquiries' ? 'enquiries.manage' : 'records.export');
  const mayGallery = useMay('gallery.manage');
  const enquiryCounts = useQuery(trpc.enquiries.counts.queryOptions(undefined, { enabled: mayEnquiries }));
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);

  const update: Update = (changes, options = {}) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!options.keepPage) next.delete('page');
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const switchTab = (value: string | null) => {
    const next = new URLSearchParams();
    if (value && value !== 'admissions') next.set('tab', value);
    setParams(next, { preventScrollReset: true });
  };

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const exportQuery = new URLSearchParams(queryFrom(params, tab));
  exportQuery.delete('page');
  exportQuery.delete('pageSize');
  const counts = { registrations: registrationCounts.data, admissions: admissionCounts.data, enquiries: enquiryCounts.data };

  return (
    <Container fluid px={{ base: 'sm', md: 'lg' }} py="md" className={classes.page}>
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Group gap="sm">
          {mayExport ? (
            <>
              <Button component="a" href={`/admin/export/${tab}?${exportQuery.toString()}`} variant="default" download>
                Export CSV
              </Button>
              <Button
                component="a"
                href={`/admin/export/${tab}?${exportQuery.toString()}&format=xlsx`}
                variant="default"
                download
              >
                Export XLSX
              </Button>
            </>
          ) : null}
          {mayGallery ? (
            <Button component={Link} to="/admin/gallery" variant="filled">
              Gallery
            </Button>
          ) : null}
        </Group>
      </Group>
      <div className={classes.setup}>
        <SetupChecklist items={checklist} />
      </div>
      <MailNotices />
      {selfConfirmed.length > 0 ? (
        <Alert color="yellow" title="Money changes confirmed by one person alone" mb="md" data-testid="self-confirmed">
          <Text size="sm" mb={4}>
            Nobody else held the permission to confirm these, so the person who asked confirmed them. Look them over.
          </Text>
          <List size="sm" spacing={2}>
            {selfConfirmed.map((item) => (
              <List.Item key={item.id}>
                Request #{item.id}: {item.summary}, by {item.requestedBy}, {formatDateTime(item.answeredAt ?? item.requestedAt)}
                {item.reason ? ` (“${item.reason}”)` : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {currentSession ? (
        <Alert color="orange" title="The admission session is out of date" mb="md" role="alert">
          The site shows the admission session {admissionSession}, but {currentSession} has begun. Change it in{' '}
          <Anchor component={Link} to="/admin/settings">
            Settings
          </Anchor>
          .
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={switchTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="registrations">Registrations{count(counts.registrations?.total)}</Tabs.Tab>
          <Tabs.Tab value="admissions">Admissions{count(counts.admissions?.total)}</Tabs.Tab>
          {mayEnquiries ? <Tabs.Tab value="enquiries">Enquiries{count(counts.enquiries?.total)}</Tabs.Tab> : null}
        </Tabs.List>
        {tabs
          .filter((value) => value !== 'enquiries' || mayEnquiries)
          .map((value) => (
            <Tabs.Panel key={value} value={value}>
              {value === tab ? (
                <TabContent
                  tab={tab}
                  params={params}
                  update={update}
                  counts={counts[tab] as Record<string, number> | undefined}
                  courses={courseChoices}
                  onView={setViewed}
                  onOpen={setDrawer}
                />
              ) : null}
            </Tabs.Panel>
          ))}
      </Tabs>
      <DetailDrawer target={drawer} onClose={() => setDrawer(null)} onView={setViewed} viewerOpen={viewed !== null} />
      {/* After the drawer, so the viewer it opens is the last overlay (its focus trap wins). */}
      <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
      <DecisionDoneHost />
    </Container>
  );
}
