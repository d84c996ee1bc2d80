// The pieces every site-content editor is made of: a field in English and
// Hindi side by side, the phone-width preview, the Publish button.
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { textPlaceholders } from '../../../../domain/catalogue/site-texts';
import type { ContentItem } from './form-values';
import { useNavigation } from '@remix-run/react';
import { useState, type ReactNode } from 'react';

/** One field in English and Hindi side by side, the Hindi marked when missing. */
export function SideBySide({
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
export function PhonePreview({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="sm" style={{ width: 360, maxWidth: '100%' }} data-testid="phone-preview">
      <Text size="xs" c="dimmed">
        Preview at phone width (360 px)
      </Text>
      {children}
    </Paper>
  );
}

export function PublishButton() {
  const navigation = useNavigation();
  return (
    <Group>
      <Button type="submit" name="intent" value="publish" loading={navigation.state === 'submitting'}>
        Publish
      </Button>
    </Group>
  );
}

type Language = 'en' | 'hi';

/** A field as the public page shows it: the Hindi, or the English where it is missing, marked so (decision 071). */
export function shownIn<Field extends string>(words: Record<Language, Record<Field, string>>, language: Language, field: Field) {
  const own = words[language][field];
  return { text: own || words.en[field], lang: own ? language : 'en' };
}

/** The item's preview in each language at phone width, side by side where the screen allows, then Publish. */
export function PreviewsAndPublish({ render }: { render: (language: Language) => ReactNode }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(['en', 'hi'] as const).map((language) => (
          <PhonePreview key={language}>{render(language)}</PhonePreview>
        ))}
      </SimpleGrid>
      <PublishButton />
    </>
  );
}

/** Says a text came with the software, until staff publish it (one rule: shippedTexts). */
export function ShippedNote({ item }: { item: ContentItem }) {
  return item.shipped ? (
    <Alert color="red" title="Not yet written by the institute">
      This text came with the software and is shown as fact. Correct it, or publish it unchanged once you have checked it is true.
    </Alert>
  ) : null;
}

/** The facts a text may name as {{placeholder}}, which the page fills in (decision 085). */
export function PlaceholderHint() {
  return (
    <Text size="sm" c="dimmed">
      To name a fact the site keeps up to date, write{' '}
      {Object.entries(textPlaceholders).map(([name, fact], index) => (
        <span key={name}>
          {index > 0 ? ', ' : ''}
          <code>{`{{${name}}}`}</code> for {fact}
        </span>
      ))}
      .
    </Text>
  );
}
