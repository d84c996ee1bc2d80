// Site content (issue 52): staff edit courses, centres, the home and about texts and notices in English and Hindi
// side by side, see a phone-width preview, publish (a new version) and restore
// an earlier version (a new version too). Admin bundle only: nothing here
// reaches a public page's JavaScript.
import { Alert, Badge, Button, Container, Group, Stack, Table, Title } from '@mantine/core';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { adminRefusal } from '~/actions/admin-action.server';
import { CentreEditor } from '~/components/admin/content/CentreEditor';
import { ContentHistory } from '~/components/admin/content/ContentHistory';
import { CourseEditor } from '~/components/admin/content/CourseEditor';
import {
  centreFromForm,
  confirmedKinds,
  courseFromForm,
  editableKinds,
  hindiMissing,
  noticeFromForm,
  text,
  textFromForm,
  titleOf,
  type EditableKind,
} from '~/components/admin/content/form-values';
import type { ImageUploadResult } from '~/components/admin/content/ImageField';
import { NoticeEditor } from '~/components/admin/content/NoticeEditor';
import { TextEditor } from '~/components/admin/content/TextEditor';
import { requireAdmin } from '~/utils/auth.server';
import { adminPages } from '~/utils/admin-pages';

export const meta: MetaFunction = () => [{ title: 'Site content · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

const kindOf = (value: string | null): EditableKind => editableKinds.find((kind) => kind === value) ?? 'course';
const kindLabels: Record<EditableKind, string> = {
  course: 'Courses',
  centre: 'Centres',
  text: 'Home and about',
  notice: 'Notices',
};

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

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.content.permission);
  // A course's image or a centre's photo, sent ahead of the publish that names it (ImageField).
  if (/^multipart\/form-data;/i.test(request.headers.get('content-type') ?? '')) {
    const sent = await context.submitUpload(request, 'contentImage');
    if (sent.ok) return data<ImageUploadResult>({ ok: true, id: sent.value.id });
    const problem = adminRefusal(sent.error, context);
    return data<ImageUploadResult>({ ok: false, error: problem.message }, { status: problem.status });
  }
  const form = await request.formData();
  const kind = kindOf(text(form, 'kind'));
  try {
    if (text(form, 'intent') === 'restore') {
      const restored = await context.api.content.restore({ versionId: Number(form.get('versionId')) });
      return data<ActionResult>({ ok: true, message: `Restored as version ${restored.version}.` });
    }
    const key = text(form, 'key');
    const fromForm = { course: courseFromForm, centre: centreFromForm, text: textFromForm, notice: noticeFromForm }[kind];
    const body = fromForm(form);
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

export default function AdminContent() {
  const { kind, key, items, history, published } = useLoaderData<typeof loader>();
  // Uploads answer their fetcher (ImageField), never this page.
  const result = useActionData<ActionResult>();
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
              <Title order={3}>
                {selected ? titleOf(kind, selected.body, selected.key) : kind === 'course' ? 'New course' : 'New notice'}
              </Title>
            </Group>
            {kind === 'course' ? (
              <CourseEditor key={`${selected?.key}-${selected?.version}`} item={selected} />
            ) : kind === 'centre' && selected ? (
              <CentreEditor key={`${selected.key}-${selected.version}`} item={selected} />
            ) : kind === 'text' && selected ? (
              <TextEditor key={`${selected.key}-${selected.version}`} item={selected} />
            ) : (
              <NoticeEditor key={`${selected?.key}-${selected?.version}`} item={selected} />
            )}
            <ContentHistory kind={kind} history={history} />
          </Stack>
        ) : (
          <Stack>
            {confirmedKinds.includes(kind) ? null : (
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
                        {confirmedKinds.includes(kind) && item.shipped ? (
                          // Wraps at phone width rather than cutting the words off.
                          <Badge color="red" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
                            Not yet written by the institute
                          </Badge>
                        ) : null}
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
