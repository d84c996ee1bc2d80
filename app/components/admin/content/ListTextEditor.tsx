// A list of the home or about page (decision 085): fields of study, reasons,
// core values, offerings. Each item's lines in English and Hindi side by side;
// staff add, remove and reword items, preview them at phone width and publish
// the whole list as one version.
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import type { ListField, ListItemWords } from '../../../../domain/catalogue/site-texts';
import type { ListTextBody } from '../../../../domain/schemas/content';
import { PlaceholderHint, PreviewsAndPublish, ShippedNote, shownIn, SideBySide } from './editor-parts';
import { listFromForm, type ContentItem } from './form-values';

const labels: Record<ListField, string> = { title: 'Title', text: 'Text', detail: 'Courses' };
const blank = (): ListItemWords => ({ title: '', text: '', detail: '' });

export function ListTextEditor({ item, fields }: { item: ContentItem; fields: readonly ListField[] }) {
  const body = item.body as ListTextBody;
  // Each row keeps its id so the fields typed in it stay with it when another row is removed.
  const [rows, setRows] = useState(() => body.items.map((words, id) => ({ id, words })));
  const [nextId, setNextId] = useState(body.items.length);
  const [preview, setPreview] = useState(body.items);
  const read = (form: HTMLFormElement | null) => form && setPreview(listFromForm(new FormData(form)).items);
  return (
    <Form method="post" onChange={(event) => read(event.currentTarget)}>
      <input type="hidden" name="kind" value="text" />
      <input type="hidden" name="key" value={item.key} />
      <Stack>
        <ShippedNote item={item} />
        {rows.map((row, index) => (
          <Paper key={row.id} withBorder p="sm">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>Item {index + 1}</Text>
              <Button
                type="button"
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={(event) => {
                  const form = event.currentTarget.form;
                  setRows(rows.filter((other) => other.id !== row.id));
                  // The preview follows once the row has left the form.
                  setTimeout(() => read(form));
                }}
              >
                Remove item {index + 1}
              </Button>
            </Group>
            {fields.map((field) => (
              <SideBySide
                key={field}
                name={`items.${index}.${field}`}
                label={labels[field]}
                en={row.words.en[field]}
                hi={row.words.hi[field]}
                multiline={field === 'text'}
              />
            ))}
          </Paper>
        ))}
        <Group>
          <Button
            type="button"
            variant="light"
            onClick={() => {
              setRows([...rows, { id: nextId, words: { en: blank(), hi: blank() } }]);
              setNextId(nextId + 1);
            }}
          >
            Add an item
          </Button>
        </Group>
        <PlaceholderHint />
        <PreviewsAndPublish
          render={(language) => (
            <ul>
              {preview.map((words, index) => (
                <li key={index}>
                  {fields.map((field) => {
                    const shown = shownIn(words, language, field);
                    return shown.text ? (
                      <Text key={field} size="sm" fw={field === 'title' ? 600 : undefined} lang={shown.lang}>
                        {shown.text}
                      </Text>
                    ) : null;
                  })}
                </li>
              ))}
            </ul>
          )}
        />
      </Stack>
    </Form>
  );
}
