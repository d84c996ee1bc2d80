// A course's image or a centre's photo in its editor (decision 084): the
// file goes up on its own (a fetcher, so the form's unsaved words stay), the
// server re-encodes it and answers its id, and the id rides in the form to
// the next Publish, like every other field. Nothing shows on the site before.
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { useRef, useState } from 'react';
import { contentImageSources } from '../../../../domain/content-images';
import type { ContentImage } from '../../../../domain/schemas/content';
import { ContentPhoto } from '~/components/site/ContentPhoto';
import { SideBySide } from './editor-parts';

/** What the editor's route answers to an upload. */
export type ImageUploadResult = { ok: true; id: string } | { ok: false; error: string };

export const imageIntent = 'image';

export function ImageField({ label, image, onChange }: { label: string; image: ContentImage; onChange?: () => void }) {
  const fetcher = useFetcher<ImageUploadResult>();
  const file = useRef<HTMLInputElement>(null);
  const [removed, setRemoved] = useState(false);
  const uploaded = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data.id : null;
  const id = removed ? '' : (uploaded ?? image?.id ?? '');
  const sources = id ? contentImageSources(id) : null;
  const upload = () => {
    const chosen = file.current?.files?.[0];
    const form = new FormData();
    form.set('intent', imageIntent);
    if (chosen) form.set('image', chosen);
    setRemoved(false);
    fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };
  return (
    <Stack gap="xs" data-testid="image-field">
      <input type="hidden" name="image.id" value={id} />
      <Input.Wrapper label={label} description="JPEG, PNG or WebP, up to 10 MB. Re-encoded into phone sizes.">
        <Group mt={6}>
          <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" aria-label={label} />
          <Button type="button" variant="light" onClick={upload} loading={fetcher.state !== 'idle'}>
            Upload
          </Button>
          {sources ? (
            <Button
              type="button"
              variant="subtle"
              color="red"
              onClick={() => {
                setRemoved(true);
                onChange?.();
              }}
            >
              Remove
            </Button>
          ) : null}
        </Group>
      </Input.Wrapper>
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (
        <Alert color="red" title="Not uploaded" role="alert">
          {fetcher.data.error}
        </Alert>
      ) : null}
      {uploaded && !removed ? (
        <Alert color="green" role="status">
          Photo uploaded as {uploaded}. Publish to show it on the site.
        </Alert>
      ) : null}
      {sources ? (
        <ContentPhoto
          image={{ ...sources, alt: '' }}
          sizes="240px"
          lazy={false}
          style={{ width: 240, maxWidth: '100%', height: 'auto', display: 'block' }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          No photo: the page shows none.
        </Text>
      )}
      {sources ? (
        <SideBySide
          name="imageAlt"
          label="Photo description for screen readers"
          en={image?.alt.en ?? ''}
          hi={image?.alt.hi ?? ''}
          onChange={onChange}
        />
      ) : null}
    </Stack>
  );
}
