// A text in two languages that came with the software (issue 52): a centre's
// description, a paragraph of the home or about page. One editor for both, so
// "not yet written by the institute" reads the same wherever it shows.
import { Alert, Stack, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import { inLanguage } from '../../../../domain/content-language';
import { PreviewsAndPublish, SideBySide } from './editor-parts';
import { textFromForm, type ContentItem } from './form-values';

type Words = { en: string; hi: string };

export function OneTextEditor({
  kind,
  item,
  label,
  words,
  read,
}: {
  kind: 'centre' | 'text';
  item: ContentItem;
  label: string;
  words: Words;
  read: (form: FormData) => Words;
}) {
  const [preview, setPreview] = useState(words);
  return (
    <Form method="post" onChange={(event) => setPreview(read(new FormData(event.currentTarget)))}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={item.key} />
      <Stack>
        {item.shipped ? (
          <Alert color="red" title="Not yet written by the institute">
            This text came with the software and is shown as fact. Correct it, or publish it unchanged once you have checked it is
            true.
          </Alert>
        ) : null}
        <SideBySide name={kind === 'centre' ? 'note' : 'text'} label={label} en={words.en} hi={words.hi} multiline />
        <PreviewsAndPublish
          render={(language) => {
            const shown = inLanguage(language, preview.hi, preview.en);
            return (
              <Text size="sm" lang={shown.lang}>
                {shown.text}
              </Text>
            );
          }}
        />
      </Stack>
    </Form>
  );
}

/** A paragraph of the home or about page (decision 083). */
export function TextEditor({ item }: { item: ContentItem }) {
  return <OneTextEditor kind="text" item={item} label="Text" words={item.body as Words} read={textFromForm} />;
}
