// The admin dashboard: registrations, admissions and enquiries, one page at a
// time from tRPC admin procedures (TanStack Query). The chosen tab, filters,
// sort and page live in the URL.
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { courses } from '~/catalogue/courses';
import { DetailDrawer, type DrawerTarget } from '~/components/admin/DetailDrawer';
import { DocumentViewer, type ViewedDocument } from '~/components/admin/DocumentViewer';
import {
  DecisionButtons,
  DocumentButtons,
  ResolveButton,
  StatusBadge,
  UtrCell,
  type EnquiryRow,
} from '~/components/admin/controls';
import {
  centreLabels,
  formatDateTime,
  formatDay,
  formatFee,
  genderLabels,
  programLabels,
  statusColor,
  subjectLabels,
} from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { sessionBehind } from '~/utils/session-label';
import { useTRPC } from '~/utils/trpc';

/** Options of a filter select: 'All' (no filter) first, then each label. */
const withAll = (labels: Record<string, string>) => [
  { value: '', label: 'All' },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

export const meta: MetaFunction = () => [{ title: 'Dashboard · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const { admissionSession } = await context.api.settings.get();
  return {
    courses: courses.map((c) => ({ code: c.code, name: c.name, level: c.level })),
    admissionSession,
    currentSession: sessionBehind(admissionSession, new Date()),
  };
}

type Tab = 'registrations' | 'admissions' | 'enquiries';

const tabs: Tab[] = ['registrations', 'admissions', 'enquiries'];
const emptyMessages: Record<Tab, string> = {
  registrations: 'No registration found',
  admissions: 'No admissions found',
  enquiries: 'No enquiries found',
};
const filterKeys = ['q', 'status', 'centre', 'course', 'program', 'subject', 'from', 'to', 'sort', 'sortDir', 'page', 'pageSize'];

/** The list input from the URL: only the keys that are set. */
function queryFrom(params: URLSearchParams, tab: Tab) {
  const allowed =
    tab === 'enquiries'
      ? ['q', 'status', 'subject', 'from', 'to', 'sort', 'sortDir', 'page', 'pageSize']
      : ['q', 'status', 'centre', 'course', 'program', 'from', 'to', 'sort', 'sortDir', 'page', 'pageSize'];
  const query: Record<string, string> = {};
  for (const key of allowed) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

export default function Dashboard() {
  const { admissionSession, currentSession } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: Tab = tabs.includes(rawTab as Tab) ? (rawTab as Tab) : 'admissions';
  const trpc = useTRPC();
  const registrationCounts = useQuery(trpc.registrations.counts.queryOptions());
  const admissionCounts = useQuery(trpc.admissions.counts.queryOptions());
  const enquiryCounts = useQuery(trpc.enquiries.counts.queryOptions());
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);

  const update = (changes: Record<string, string | null>, options: { keepPage?: boolean } = {}) => {
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

  return (
    <Container fluid px={{ base: 'sm', md: 'lg' }} py="md">
      <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Admin Dashboard
        </Title>
        <Group gap="sm">
          <Button component="a" href={`/admin/export/${tab}?${exportQuery.toString()}`} variant="default" download>
            Export CSV
          </Button>
          <Button component="a" href={`/admin/export/${tab}?${exportQuery.toString()}&format=xlsx`} variant="default" download>
            Export XLSX
          </Button>
          <Button component={Link} to="/admin/gallery" variant="filled">
            Gallery
          </Button>
        </Group>
      </Group>
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
          <Tabs.Tab value="registrations">Registrations{count(registrationCounts.data?.total)}</Tabs.Tab>
          <Tabs.Tab value="admissions">Admissions{count(admissionCounts.data?.total)}</Tabs.Tab>
          <Tabs.Tab value="enquiries">Enquiries{count(enquiryCounts.data?.total)}</Tabs.Tab>
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {value === tab ? (
              <TabContent
                tab={tab}
                params={params}
                update={update}
                counts={
                  (tab === 'registrations'
                    ? registrationCounts.data
                    : tab === 'admissions'
                      ? admissionCounts.data
                      : enquiryCounts.data) as Record<string, number> | undefined
                }
                onView={setViewed}
                onOpen={setDrawer}
              />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
      <DetailDrawer target={drawer} onClose={() => setDrawer(null)} onView={setViewed} />
    </Container>
  );
}

type Update = (changes: Record<string, string | null>, options?: { keepPage?: boolean }) => void;

function TabContent(props: {
  tab: Tab;
  params: URLSearchParams;
  update: Update;
  counts: Record<string, number> | undefined;
  onView: (doc: ViewedDocument) => void;
  onOpen: (target: DrawerTarget) => void;
}) {
  const { tab, params, update, counts } = props;
  const statuses = tab === 'enquiries' ? ['PENDING', 'RESOLVED'] : ['PENDING', 'APPROVED', 'REJECTED'];
  const current = params.get('status') ?? '';
  return (
    <Stack gap="md">
      <Group gap="xs" aria-label="Counts per status">
        {statuses.map((status) => (
          <Button
            key={status}
            size="compact-sm"
            variant={current === status ? 'filled' : 'light'}
            color={statusColor[status]}
            onClick={() => update({ status: current === status ? null : status })}
            aria-pressed={current === status}
          >
            {status}: {counts?.[status] ?? '…'}
          </Button>
        ))}
      </Group>
      <Filters tab={tab} params={params} update={update} />
      {tab === 'enquiries' ? <EnquiryList params={params} update={update} /> : <ApplicationList {...props} tab={tab} />}
    </Stack>
  );
}

function Filters({ tab, params, update }: { tab: Tab; params: URLSearchParams; update: Update }) {
  const { courses: courseList } = useLoaderData<typeof loader>();
  // The box follows the URL when the URL's q changes (back, Clear filters),
  // not on every re-render.
  const urlQ = params.get('q') ?? '';
  const [q, setQ] = useState(urlQ);
  const [shownUrlQ, setShownUrlQ] = useState(urlQ);
  if (urlQ !== shownUrlQ) {
    setShownUrlQ(urlQ);
    setQ(urlQ);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field's own value: right even if it was typed before hydration.
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setQ(typed);
    update({ q: typed || null });
  };
  const select = (key: string) => ({
    value: params.get(key) ?? '',
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => update({ [key]: event.currentTarget.value || null }),
  });
  const sortValue = params.get('sort') ? `${params.get('sort')}:${params.get('sortDir') ?? ''}` : '';
  const statuses = tab === 'enquiries' ? ['PENDING', 'RESOLVED'] : ['PENDING', 'APPROVED', 'REJECTED'];
  const anyFilter = filterKeys.some((key) => params.get(key));
  return (
    <Paper withBorder p="sm" bg="white">
      {/* A plain GET form too, so a search typed before the script loads still works. */}
      <form onSubmit={submit} role="search" method="get">
        {[...params.entries()]
          .filter(([key]) => key !== 'q' && key !== 'page')
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder={tab === 'enquiries' ? 'Name, mobile or email' : 'Name, reference ID, mobile, email or UTR'}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            w={{ base: '100%', sm: 300 }}
            name="q"
          />
          <Button type="submit" variant="light">
            Search
          </Button>
          <NativeSelect
            label="Status"
            data={[{ value: '', label: 'All' }, ...statuses.map((s) => ({ value: s, label: s }))]}
            {...select('status')}
          />
          {tab === 'enquiries' ? (
            <NativeSelect
              label="Subject"
              data={withAll(subjectLabels)}
              {...select('subject')}
            />
          ) : (
            <>
              <NativeSelect
                label="Centre"
                data={withAll(centreLabels)}
                {...select('centre')}
              />
              <NativeSelect
                label="Program type"
                data={withAll(programLabels)}
                {...select('program')}
              />
              <NativeSelect
                label="Course"
                data={[
                  { value: '', label: 'All' },
                  ...courseList
                    .filter((c) => !params.get('program') || c.level === params.get('program'))
                    .map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` })),
                ]}
                {...select('course')}
                w={{ base: '100%', sm: 220 }}
              />
            </>
          )}
          <TextInput label="From" type="date" value={params.get('from') ?? ''} onChange={(e) => update({ from: e.currentTarget.value || null })} />
          <TextInput label="To" type="date" value={params.get('to') ?? ''} onChange={(e) => update({ to: e.currentTarget.value || null })} />
          <NativeSelect
            label="Sort"
            value={sortValue}
            onChange={(event) => {
              const [sort, sortDir] = event.currentTarget.value.split(':');
              update({ sort: sort || null, sortDir: sortDir || null });
            }}
            data={[
              { value: '', label: 'Newest first' },
              { value: 'createdAt:asc', label: 'Oldest first' },
              { value: 'name:asc', label: 'Name A–Z' },
              { value: 'name:desc', label: 'Name Z–A' },
              { value: 'status:asc', label: 'Status' },
              ...(tab === 'enquiries' ? [] : [{ value: 'referenceId:asc', label: 'Reference ID' }]),
            ]}
          />
          {anyFilter ? (
            <Button
              variant="subtle"
              onClick={() => update(Object.fromEntries(filterKeys.map((key) => [key, null])))}
            >
              Clear filters
            </Button>
          ) : null}
        </Group>
      </form>
    </Paper>
  );
}

function ListState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" bg="white">
      <Text ta="center" c="dimmed">
        {children}
      </Text>
    </Paper>
  );
}

function Pager(props: { total: number; page: number; pageSize: number; update: Update; shown: number }) {
  const { total, page, pageSize, update, shown } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first}–{first + shown - (shown > 0 ? 1 : 0)} of {total}
      </Text>
      <Group gap="sm">
        <NativeSelect
          aria-label="Rows per page"
          value={String(pageSize)}
          onChange={(event) => update({ pageSize: event.currentTarget.value === '25' ? null : event.currentTarget.value })}
          data={['25', '50', '100']}
          size="xs"
        />
        <Pagination
          total={pages}
          value={page}
          onChange={(value) => update({ page: value === 1 ? null : String(value) }, { keepPage: true })}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
    </Group>
  );
}

function ApplicationList(props: {
  tab: 'registrations' | 'admissions';
  params: URLSearchParams;
  update: Update;
  onView: (doc: ViewedDocument) => void;
  onOpen: (target: DrawerTarget) => void;
}) {
  const { tab, params, update } = props;
  const trpc = useTRPC();
  const input = queryFrom(params, tab);
  const registrations = useQuery(
    trpc.registrations.list.queryOptions(input, { enabled: tab === 'registrations', placeholderData: keepPreviousData }),
  );
  const admissions = useQuery(
    trpc.admissions.list.queryOptions(input, { enabled: tab === 'admissions', placeholderData: keepPreviousData }),
  );
  const query = tab === 'registrations' ? registrations : admissions;
  if (query.isError) return <ListState>Failed to fetch data</ListState>;
  if (query.isPending) return <ListState>Loading...</ListState>;
  const { rows, total, page, pageSize } = query.data;
  if (total === 0) return <ListState>{emptyMessages[tab]}</ListState>;
  const kind = tab === 'registrations' ? 'registration' : 'admission';
  return (
    <Stack gap="sm">
      <Paper withBorder bg="white" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isFetching}>
        <Table.ScrollContainer minWidth={1900}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label={tab === 'registrations' ? 'Registrations' : 'Admissions'}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Reference ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
                <Table.Th>Documents</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>UTR</Table.Th>
                <Table.Th>Course</Table.Th>
                <Table.Th>Centre</Table.Th>
                <Table.Th>Mode</Table.Th>
                <Table.Th>Program type</Table.Th>
                <Table.Th>Fee</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Father&apos;s name</Table.Th>
                <Table.Th>Gender</Table.Th>
                <Table.Th>Date of birth</Table.Th>
                <Table.Th>Email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid={`row-${row.referenceId}`}>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      ff="monospace"
                      onClick={() => props.onOpen({ kind, id: row.id })}
                      aria-label={`Details of ${row.referenceId}`}
                    >
                      {row.referenceId}
                    </Button>
                  </Table.Td>
                  <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {row.name}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    <DecisionButtons kind={tab} id={row.id} status={row.status} name={row.name} documentsPurgedAt={row.documentsPurgedAt} />
                  </Table.Td>
                  <Table.Td>
                    <DocumentButtons documents={row.documents} ownerName={row.name} onView={props.onView} />
                  </Table.Td>
                  <Table.Td>{row.mobile}</Table.Td>
                  <Table.Td>
                    <UtrCell utr={row.utr} seenBefore={row.utrSeenBefore} />
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={row.courseName}>
                      <Text size="sm" span>
                        {row.courseCode}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>{centreLabels[row.centre] ?? row.centre}</Table.Td>
                  <Table.Td>{row.courseMode}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{programLabels[row.program] ?? row.program}</Table.Td>
                  <Table.Td>{formatFee(row.fee)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.fatherName}</Table.Td>
                  <Table.Td>{genderLabels[row.gender] ?? row.gender}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(row.dob)}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Pager total={total} page={page} pageSize={pageSize} update={update} shown={rows.length} />
    </Stack>
  );
}

function EnquiryList({ params, update }: { params: URLSearchParams; update: Update }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.enquiries.list.queryOptions(queryFrom(params, 'enquiries'), { placeholderData: keepPreviousData }));
  if (query.isError) return <ListState>Failed to fetch data</ListState>;
  if (query.isPending) return <ListState>Loading...</ListState>;
  const { rows, total, page, pageSize } = query.data;
  if (total === 0) return <ListState>{emptyMessages.enquiries}</ListState>;
  return (
    <Stack gap="sm">
      <Paper withBorder bg="white" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Enquiries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Mobile</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Query</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row: EnquiryRow) => (
                <Table.Tr key={row.id}>
                  <Table.Td fw={600}>{row.name}</Table.Td>
                  <Table.Td>{row.email}</Table.Td>
                  <Table.Td>{row.mobile}</Table.Td>
                  <Table.Td>{subjectLabels[row.subject] ?? row.subject}</Table.Td>
                  <Table.Td maw={420}>
                    <Box style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{row.query}</Box>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>
                    <ResolveButton id={row.id} status={row.status} name={row.name} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Pager total={total} page={page} pageSize={pageSize} update={update} shown={rows.length} />
    </Stack>
  );
}

