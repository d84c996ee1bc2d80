// A notice's editor: title and text in both languages, its days, pinned or withdrawn.
import { Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { PlainText } from '~/components/site/PlainText';
import { parsePlainText } from '../../../../domain/plain-text';
import type { NoticeBody } from '../../../../domain/schemas/content';
import { PreviewsAndPublish, shownIn, SideBySide } from './editor-parts';
import { noticeFromForm, type ContentItem } from './form-values';

export function NoticeEditor({ item }: { item: ContentItem | null }) {
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
        <PreviewsAndPublish
          render={(language) => {
            const title = shownIn(preview, language, 'title');
            const words = shownIn(preview, language, 'text');
            return (
              <>
                <Title order={4} lang={title.lang}>
                  {title.text}
                </Title>
                <PlainText blocks={parsePlainText(words.text)} lang={words.lang} />
              </>
            );
          }}
        />
      </Stack>
    </Form>
  );
}
