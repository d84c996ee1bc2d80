// A text in two languages that came with the software (issue 52): a centre's
// description, a paragraph of the home or about page. One editor for both, so
// "not yet written by the institute" reads the same wherever it shows.
import { Stack, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState, type ReactNode } from 'react';
import { inLanguage } from '../../../../domain/content-language';
import { listFieldsOf } from '../../../../domain/catalogue/site-texts';
import { ListTextEditor } from './ListTextEditor';
import { PlaceholderHint, PreviewsAndPublish, ShippedNote, SideBySide } from './editor-parts';
import { textFromForm, type ContentItem } from './form-values';

type Words = { en: string; hi: string };

export function OneTextEditor({
  kind,
  item,
  label,
  words,
  read,
  extra,
}: {
  kind: 'centre' | 'text';
  item: ContentItem;
  label: string;
  words: Words;
  read: (form: FormData) => Words;
  /** More fields of the item (a centre's photo). */
  extra?: ReactNode;
}) {
  const [preview, setPreview] = useState(words);
  return (
    <Form method="post" onChange={(event) => setPreview(read(new FormData(event.currentTarget)))}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="key" value={item.key} />
      <Stack>
        <ShippedNote item={item} />
        <SideBySide name={kind === 'centre' ? 'note' : 'text'} label={label} en={words.en} hi={words.hi} multiline />
        {extra}
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

/** A paragraph or a list of the home or about page (decisions 083, 085). */
export function TextEditor({ item }: { item: ContentItem }) {
  const fields = listFieldsOf(item.key);
  if (fields) return <ListTextEditor item={item} fields={fields} />;
  return (
    <Stack>
      <OneTextEditor
        kind="text"
        item={item}
        label="Text"
        words={item.body as Words}
        read={textFromForm as (form: FormData) => Words}
      />
      <PlaceholderHint />
    </Stack>
  );
}
