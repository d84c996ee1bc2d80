// Site content (issue 52): staff edit courses and notices in English and Hindi
// side by side, see a phone-width preview, publish (a new version) and restore
// an earlier version (a new version too). Admin bundle only: nothing here
// reaches a public page's JavaScript.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { adminRefusal } from '~/actions/admin-action.server';
import { PlainText } from '~/components/site/PlainText';
import { requireAdmin } from '~/utils/auth.server';
import { adminPages } from '~/utils/admin-pages';
import { parsePlainText } from '../../domain/plain-text';
import type { CentreBody, CourseBody, NoticeBody } from '../../domain/schemas/content';

export const meta: MetaFunction = () => [{ title: 'Site content · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

const editableKinds = ['course', 'centre', 'notice'] as const;
type EditableKind = (typeof editableKinds)[number];
const kindOf = (value: string | null): EditableKind => (value === 'notice' || value === 'centre' ? value : 'course');
const kindLabels: Record<EditableKind, string> = { course: 'Courses', centre: 'Centres', notice: 'Notices' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.content.permission);
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get('kind'));
  const key = url.searchParams.get('key');
  const items = await context.api.content.items({ kind });
  const history = key && key !== 'new' ? await context.api.content.history({ kind, key }) : [];
  return { kind, key, items, history, published: url.searchParams.get('published') };
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string; fieldErrors: Record<string, string[]> };

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const lines = (value: string) =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Topics are written one a line, "Title | Description". */
const topicsOf = (value: string) =>
  lines(value).map((line) => {
    const [title = '', ...rest] = line.split('|');
    return { title: title.trim(), description: rest.join('|').trim() };
  });

function courseFromForm(form: FormData): CourseBody {
  const words = (language: 'en' | 'hi') => ({
    name: text(form, `${language}.name`),
    summary: text(form, `${language}.summary`),
    eligibility: text(form, `${language}.eligibility`),
    objective: text(form, `${language}.objective`),
    careerSummary: text(form, `${language}.careerSummary`),
    topics: topicsOf(text(form, `${language}.topics`)),
    jobs: lines(text(form, `${language}.jobs`)),
  });
  return {
    code: text(form, 'code').trim().toUpperCase(),
    courseId: text(form, 'courseId'),
    program: text(form, 'program') === 'advance-diploma' ? 'advance-diploma' : 'diploma',
    grading: text(form, 'grading') === 'percentage' ? 'percentage' : 'standard',
    syllabusPath: text(form, 'syllabusPath').trim() || null,
    archived: form.get('archived') === 'on',
    en: words('en'),
    hi: words('hi'),
  };
}

function noticeFromForm(form: FormData): NoticeBody {
  return {
    en: { title: text(form, 'en.title'), text: text(form, 'en.text') },
    hi: { title: text(form, 'hi.title'), text: text(form, 'hi.text') },
    startsOn: text(form, 'startsOn'),
    endsOn: text(form, 'endsOn'),
    pinned: form.get('pinned') === 'on',
    withdrawn: form.get('withdrawn') === 'on',
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.content.permission);
  const form = await request.formData();
  const kind = kindOf(text(form, 'kind'));
  try {
    if (text(form, 'intent') === 'restore') {
      const restored = await context.api.content.restore({ versionId: Number(form.get('versionId')) });
      return data<ActionResult>({ ok: true, message: `Restored as version ${restored.version}.` });
    }
    const key = text(form, 'key');
    const body =
      kind === 'course'
        ? courseFromForm(form)
        : kind === 'centre'
          ? { en: { note: text(form, 'en.note') }, hi: { note: text(form, 'hi.note') } }
          : noticeFromForm(form);
    const published = await context.api.content.publish({ kind, key: key === 'new' || key === '' ? null : key, body });
    return redirect(`/admin/content?kind=${kind}&key=${encodeURIComponent(published.key)}&published=${published.version}`);
  } catch (error) {
    const problem = adminRefusal(error, context);
    return data<ActionResult>(
      { ok: false, error: problem.message, fieldErrors: problem.fieldErrors },
      { status: problem.status },
    );
  }
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>['items'][number];

/** Whether any Hindi field of a body is empty where the English one is written. */
function hindiMissing(kind: EditableKind, body: unknown): boolean {
  if (kind === 'centre') return !(body as CentreBody).hi.note;
  if (kind === 'notice') {
    const notice = body as NoticeBody;
    return (!notice.hi.title && !!notice.en.title) || (!notice.hi.text && !!notice.en.text);
  }
  const course = body as CourseBody;
  const fields = ['name', 'summary', 'eligibility', 'objective', 'careerSummary'] as const;
  return (
    fields.some((field) => !course.hi[field] && !!course.en[field]) ||
    course.hi.topics.length < course.en.topics.length ||
    course.hi.jobs.length < course.en.jobs.length
  );
}

function titleOf(kind: EditableKind, body: unknown, key?: string): string {
  if (kind === 'centre') return `${key ? key[0]!.toUpperCase() + key.slice(1) : ''}: description`;
  return kind === 'notice' ? (body as NoticeBody).en.title : `${(body as CourseBody).en.name} (${(body as CourseBody).code})`;
}

/** One field in English and Hindi side by side, the Hindi marked when missing. */
function SideBySide({
  name,
  label,
  en,
  hi,
  multiline = false,
  onChange,
}: {
  name: string;
  label: string;
  en: string;
  hi: string;
  multiline?: boolean;
  onChange?: () => void;
}) {
  const Field = multiline ? Textarea : TextInput;
  const [hindi, setHindi] = useState(hi);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field
        name={`en.${name}`}
        label={`${label} (English)`}
        defaultValue={en}
        autosize={multiline || undefined}
        onChange={onChange}
      />
      <Field
        name={`hi.${name}`}
        label={
          <Group gap="xs">
            <span>{label} (Hindi)</span>
            {hindi.trim() === '' ? (
              <Badge color="orange" size="xs">
                Hindi missing
              </Badge>
            ) : null}
          </Group>
        }
        lang="hi"
        defaultValue={hi}
        autosize={multiline || undefined}
        onChange={(event) => {
          setHindi(event.currentTarget.value);
          onChange?.();
        }}
      />
    </SimpleGrid>
  );
}

/** The public page's part as a phone shows it (360 px), in each language, Hindi falling back to English. */
function PhonePreview({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="sm" style={{ width: 360, maxWidth: '100%' }} data-testid="phone-preview">
      <Text size="xs" c="dimmed">
        Preview at phone width (360 px)
      </Text>
      {children}
    </Paper>
  );
}

function NoticeEditor({ item }: { item: Item | null }) {
  const body = (item?.body as NoticeBody | undefined) ?? {
    en: { title: '', text: '' },
    hi: { title: '', text: '' },
    startsOn: new Date().toISOString().slice(0, 10),
    endsOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    pinned: false,
    withdrawn: false,
  };
  const [preview, setPreview] = useState(body);
  const refresh = (form: HTMLFormElement) => setPreview(noticeFromForm(new FormData(form)));
  return (
    <Form method="post" onChange={(event) => refresh(event.currentTarget)}>
      <input type="hidden" name="kind" value="notice" />
      <input type="hidden" name="key" value={item?.key ?? 'new'} />
      <Stack>
        <SideBySide name="title" label="Title" en={body.en.title} hi={body.hi.title} />
        <SideBySide name="text" label="Text" en={body.en.text} hi={body.hi.text} multiline />
        <Text size="xs" c="dimmed">
          Formatting: a blank line starts a paragraph, lines starting with “- ” make a list, **bold**, [link text](https://…).
        </Text>
        <Group>
          <TextInput type="date" name="startsOn" label="First day" defaultValue={body.startsOn} />
          <TextInput type="date" name="endsOn" label="Last day" defaultValue={body.endsOn} />
          <Checkbox name="pinned" label="Pinned" defaultChecked={body.pinned} />
          <Checkbox name="withdrawn" label="Withdrawn" defaultChecked={body.withdrawn} />
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['en', 'hi'] as const).map((language) => {
            const title = preview[language].title || preview.en.title;
            const words = preview[language].text || preview.en.text;
            return (
              <PhonePreview key={language}>
                <Title order={4} lang={preview[language].title ? language : 'en'}>
                  {title}
                </Title>
                <PlainText blocks={parsePlainText(words)} lang={preview[language].text ? language : 'en'} />
              </PhonePreview>
            );
          })}
        </SimpleGrid>
        <PublishButton />
      </Stack>
    </Form>
  );
}

/** A centre's description: shown on /centres; as shipped, nobody at the institute wrote it. */
function CentreEditor({ item }: { item: Item }) {
  const body = item.body as unknown as CentreBody;
  const [preview, setPreview] = useState(body);
  return (
    <Form
      method="post"
      onChange={(event) => {
        const form = new FormData(event.currentTarget);
        setPreview({ en: { note: text(form, 'en.note') }, hi: { note: text(form, 'hi.note') } });
      }}
    >
      <input type="hidden" name="kind" value="centre" />
      <input type="hidden" name="key" value={item.key} />
      <Stack>
        {item.shipped ? (
          <Alert color="red" title="Not yet written by the institute">
            This description came with the software and is shown as fact. Correct it, or publish it unchanged once you have
            checked it is true.
          </Alert>
        ) : null}
        <SideBySide name="note" label="Description" en={body.en.note} hi={body.hi.note} multiline />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['en', 'hi'] as const).map((language) => (
            <PhonePreview key={language}>
              <Text size="sm" lang={preview[language].note ? language : 'en'}>
                {preview[language].note || preview.en.note}
              </Text>
            </PhonePreview>
          ))}
        </SimpleGrid>
        <PublishButton />
      </Stack>
    </Form>
  );
}

const topicLines = (topics: CourseBody['en']['topics']) =>
  topics.map((topic) => `${topic.title} | ${topic.description}`).join('\n');

function CourseEditor({ item }: { item: Item | null }) {
  const emptyWords = { name: '', summary: '', eligibility: '', objective: '', careerSummary: '', topics: [], jobs: [] };
  const body = (item?.body as CourseBody | undefined) ?? {
    code: '',
    courseId: '',
    program: 'diploma',
    grading: 'standard',
    syllabusPath: null,
    archived: false,
    en: emptyWords,
    hi: emptyWords,
  };
  const [preview, setPreview] = useState(body);
  return (
    <Form method="post" onChange={(event) => setPreview(courseFromForm(new FormData(event.currentTarget)))}>
      <input type="hidden" name="kind" value="course" />
      <input type="hidden" name="key" value={item?.key ?? 'new'} />
      <Stack>
        <Group>
          <TextInput name="code" label="Code" defaultValue={body.code} readOnly={item !== null} required />
          <TextInput name="courseId" label="Course id" defaultValue={body.courseId} required />
          <NativeSelect
            name="program"
            label="Program"
            defaultValue={body.program}
            data={[
              { value: 'diploma', label: 'Diploma' },
              { value: 'advance-diploma', label: 'Advance diploma' },
            ]}
          />
          <NativeSelect
            name="grading"
            label="Grading"
            defaultValue={body.grading}
            data={[
              { value: 'standard', label: 'Marks out of 100' },
              { value: 'percentage', label: 'Percentage' },
            ]}
          />
          <TextInput
            name="syllabusPath"
            label="Syllabus page"
            placeholder="/courses/tally-prime-gst"
            defaultValue={body.syllabusPath ?? ''}
          />
          <Checkbox name="archived" label="Archived (leaves the forms and grids)" defaultChecked={body.archived} />
        </Group>
        <SideBySide name="name" label="Name" en={body.en.name} hi={body.hi.name} />
        <SideBySide name="summary" label="Card summary" en={body.en.summary} hi={body.hi.summary} multiline />
        <SideBySide name="eligibility" label="Eligibility" en={body.en.eligibility} hi={body.hi.eligibility} />
        <SideBySide name="objective" label="Objective" en={body.en.objective} hi={body.hi.objective} multiline />
        <SideBySide
          name="topics"
          label="Topics, one a line: Title | Description"
          en={topicLines(body.en.topics)}
          hi={topicLines(body.hi.topics)}
          multiline
        />
        <SideBySide
          name="careerSummary"
          label="Jobs introduction"
          en={body.en.careerSummary}
          hi={body.hi.careerSummary}
          multiline
        />
        <SideBySide
          name="jobs"
          label="Job roles, one a line"
          en={body.en.jobs.join('\n')}
          hi={body.hi.jobs.join('\n')}
          multiline
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['en', 'hi'] as const).map((language) => (
            <PhonePreview key={language}>
              <Title order={4} lang={preview[language].name ? language : 'en'}>
                {preview[language].name || preview.en.name}
              </Title>
              <Text size="sm" lang={preview[language].summary ? language : 'en'}>
                {preview[language].summary || preview.en.summary}
              </Text>
              <Text size="sm" lang={preview[language].eligibility ? language : 'en'}>
                {preview[language].eligibility || preview.en.eligibility}
              </Text>
            </PhonePreview>
          ))}
        </SimpleGrid>
        <PublishButton />
      </Stack>
    </Form>
  );
}

function PublishButton() {
  const navigation = useNavigation();
  return (
    <Group>
      <Button type="submit" name="intent" value="publish" loading={navigation.state === 'submitting'}>
        Publish
      </Button>
    </Group>
  );
}

function History({ kind, history }: { kind: EditableKind; history: ReturnType<typeof useLoaderData<typeof loader>>['history'] }) {
  if (history.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3}>History</Title>
      {/* Rows that wrap, not a table: the editor is used on a phone too. */}
      {history.map((entry, index) => (
        <Paper key={entry.id} withBorder p="xs" data-testid={`version-${entry.version}`}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">
              Version {entry.version}
              {entry.restoredFrom ? ' (a restore)' : ''} ·{' '}
              {new Date(entry.publishedAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })} ·{' '}
              {entry.publishedByName ?? 'Came with the software'}
            </Text>
            {index === 0 ? (
              <Badge>In force</Badge>
            ) : (
              <Form method="post">
                <input type="hidden" name="kind" value={kind} />
                <input type="hidden" name="versionId" value={entry.id} />
                <Button type="submit" name="intent" value="restore" size="xs" variant="light">
                  Restore version {entry.version}
                </Button>
              </Form>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export default function AdminContent() {
  const { kind, key, items, history, published } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const selected = key && key !== 'new' ? (items.find((item) => item.key === key) ?? null) : null;
  const editing = key === 'new' || selected !== null;
  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between">
          <Title order={2}>Site content</Title>
          <Group>
            {editableKinds.map((each) => (
              <Button key={each} component={Link} to={`/admin/content?kind=${each}`} variant={each === kind ? 'filled' : 'light'}>
                {kindLabels[each]}
              </Button>
            ))}
          </Group>
        </Group>
        {result && !result.ok ? (
          <Alert color="red" title="Not published">
            {result.error}
            {Object.entries(result.fieldErrors).map(([field, messages]) => (
              <div key={field}>
                {field}: {messages.join(' ')}
              </div>
            ))}
          </Alert>
        ) : null}
        {result?.ok ? <Alert color="green">{result.message}</Alert> : null}
        {published && !result ? <Alert color="green">Published version {published}.</Alert> : null}
        {editing ? (
          <Stack>
            <Group>
              <Button component={Link} to={`/admin/content?kind=${kind}`} variant="subtle">
                Back to the list
              </Button>
              <Title order={3}>{selected ? titleOf(kind, selected.body) : kind === 'course' ? 'New course' : 'New notice'}</Title>
            </Group>
            {kind === 'course' ? (
              <CourseEditor key={`${selected?.key}-${selected?.version}`} item={selected} />
            ) : kind === 'centre' && selected ? (
              <CentreEditor key={`${selected.key}-${selected.version}`} item={selected} />
            ) : (
              <NoticeEditor key={`${selected?.key}-${selected?.version}`} item={selected} />
            )}
            <History kind={kind} history={history} />
          </Stack>
        ) : (
          <Stack>
            {kind === 'centre' ? null : (
              <Group>
                <Button component={Link} to={`/admin/content?kind=${kind}&key=new`}>
                  {kind === 'course' ? 'Add a course' : 'Add a notice'}
                </Button>
              </Group>
            )}
            <Table>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.key}>
                    <Table.Td>
                      <Link to={`/admin/content?kind=${kind}&key=${encodeURIComponent(item.key)}`}>
                        {titleOf(kind, item.body, item.key)}
                      </Link>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Badge variant="light">v{item.version}</Badge>
                        {hindiMissing(kind, item.body) ? <Badge color="orange">Hindi missing</Badge> : null}
                        {kind === 'centre' && item.shipped ? <Badge color="red">Not yet written by the institute</Badge> : null}
                        {(item.body as unknown as { archived?: boolean }).archived ? <Badge color="gray">Archived</Badge> : null}
                        {(item.body as unknown as { withdrawn?: boolean }).withdrawn ? (
                          <Badge color="gray">Withdrawn</Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
