// A centre's description: its name, kind and distance are the spec's facts; the words are the institute's to confirm.
import { Alert, Stack, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import type { CentreBody } from '../../../../domain/schemas/content';
import { PreviewsAndPublish, shownIn, SideBySide } from './editor-parts';
import { centreFromForm, type ContentItem } from './form-values';

/** A centre's description: shown on /centres; as shipped, nobody at the institute wrote it. */
export function CentreEditor({ item }: { item: ContentItem }) {
  const body = item.body as unknown as CentreBody;
  const [preview, setPreview] = useState(body);
  return (
    <Form method="post" onChange={(event) => setPreview(centreFromForm(new FormData(event.currentTarget)))}>
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
        <PreviewsAndPublish
          render={(language) => {
            const note = shownIn(preview, language, 'note');
            return (
              <Text size="sm" lang={note.lang}>
                {note.text}
              </Text>
            );
          }}
        />
      </Stack>
    </Form>
  );
}
