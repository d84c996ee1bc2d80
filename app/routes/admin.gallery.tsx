// Gallery manager: upload (re-encoded on the server) and delete gallery images.
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Input,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { requireAdmin } from '~/utils/auth.server';
import { adminRefusal } from '~/actions/admin-action.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { galleryCategories } from '../../domain/vocabulary';

export const meta = adminMeta('Gallery Management');

const missingMessage = 'Please fill in all fields and select a file.';
const categories = galleryCategories.options;

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.gallery.permission);
  // The newest 100 (the most one call gives); older items are on the public pages.
  const { items } = await context.api.gallery.list({ pageSize: 100 });
  return { items };
}

type ActionResult =
  { ok: true; intent: 'upload' | 'delete'; id: number } | { ok: false; intent: 'upload' | 'delete'; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.gallery.permission);
  const fail = (intent: 'upload' | 'delete', error: unknown) => {
    const problem = adminRefusal(error, context);
    return data<ActionResult>({ ok: false, intent, error: problem.message }, { status: problem.status });
  };
  if (/^multipart\/form-data;/i.test(request.headers.get('content-type') ?? '')) {
    const sent = await context.submitUpload(request, 'gallery');
    if (!sent.ok) return fail('upload', sent.error);
    return data<ActionResult>({ ok: true, intent: 'upload', id: sent.value.id });
  }
  const form = await request.formData();
  try {
    const { id } = await context.api.gallery.delete({ id: Number(form.get('id')) });
    return data<ActionResult>({ ok: true, intent: 'delete', id });
  } catch (error) {
    return fail('delete', error);
  }
}

function UploadForm() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const uploading = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      notifications.show({ color: 'green', message: 'Image uploaded.' });
    } else {
      console.error('Gallery upload failed:', result.error);
    }
  }, [result]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const image = form.get('image');
    const filled = ['category', 'title', 'description'].every((key) => String(form.get(key) ?? '').trim() !== '');
    if (!filled || !(image instanceof File) || image.size === 0) {
      event.preventDefault();
      setClientError(missingMessage);
      return;
    }
    setClientError(null);
  };

  const error = clientError ?? (result && !result.ok && result.intent === 'upload' ? result.error : null);
  return (
    <Paper withBorder p="md" bg="white">
      <Title order={2} size="h4" mb="sm">
        Upload an image
      </Title>
      <Form method="post" encType="multipart/form-data" onSubmit={check} ref={formRef} noValidate>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <NativeSelect
            label="Category"
            name="category"
            data={[{ value: '', label: 'Select a category' }, ...categories]}
            defaultValue=""
          />
          <TextInput label="Title" name="title" maxLength={120} />
          <Textarea label="Description" name="description" maxLength={600} autosize minRows={2} />
          <Input.Wrapper label="Image" description="JPEG, PNG or WebP, up to 10 MB">
            <input
              type="file"
              name="image"
              accept="image/jpeg,image/png,image/webp"
              aria-label="Image"
              style={{ display: 'block', marginTop: 6 }}
            />
          </Input.Wrapper>
          <Group>
            <Button type="submit" loading={uploading}>
              Upload
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

export default function GalleryManager() {
  const { items } = useLoaderData<typeof loader>();
  const deleter = useFetcher<typeof action>();
  const [confirming, setConfirming] = useState<{ id: number; title: string } | null>(null);

  useEffect(() => {
    const result = deleter.data;
    if (deleter.state === 'idle' && result && !result.ok) {
      console.error('Gallery delete failed:', result.error);
      notifications.show({ color: 'red', title: 'Not deleted', message: result.error });
    }
  }, [deleter.state, deleter.data]);

  return (
    <Container size="xl" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Gallery Management
        </Title>
        <Button component={Link} to="/admin/dashboard" variant="default">
          Back to Dashboard
        </Button>
      </Group>
      <Stack gap="lg">
        <UploadForm />
        {items.length === 0 ? (
          <Text c="dimmed">No images yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {items.map((item) => (
              <Card key={item.id} withBorder padding="sm" data-testid={`gallery-item-${item.id}`}>
                <Card.Section>
                  <img
                    src={item.image.src}
                    srcSet={item.image.srcSet}
                    sizes="(max-width: 600px) 100vw, 320px"
                    width={item.image.width}
                    height={item.image.height}
                    alt={item.title}
                    loading="lazy"
                    style={{ width: '100%', height: 200, objectFit: 'cover', display: 'block' }}
                  />
                </Card.Section>
                <Stack gap={4} mt="sm">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} lineClamp={1}>
                      {item.title}
                    </Text>
                    <Badge variant="light">{item.category}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {item.description}
                  </Text>
                  <Button
                    color="red"
                    variant="light"
                    size="xs"
                    mt={4}
                    onClick={() => setConfirming({ id: item.id, title: item.title })}
                    loading={deleter.state !== 'idle' && deleter.formData?.get('id') === String(item.id)}
                    aria-label={`Delete ${item.title}`}
                  >
                    Delete
                  </Button>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Delete this image?" centered>
        <Text mb="md">“{confirming?.title}” will be removed from the public gallery.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (confirming) deleter.submit({ id: String(confirming.id) }, { method: 'post' });
              setConfirming(null);
            }}
          >
            Yes, delete
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
