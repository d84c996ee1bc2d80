// A course's editor: its code, program, grading and page, every field in
// English and Hindi, archived or not.
import { Checkbox, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import type { CourseBody } from '../../../../domain/schemas/content';
import { PreviewsAndPublish, shownIn, SideBySide } from './editor-parts';
import { courseFromForm, topicLines, type ContentItem } from './form-values';
import { ImageField } from './ImageField';

/** The course's closed choices: its program and its grading table. */
const choices = [
  {
    name: 'program',
    label: 'Program',
    data: [
      { value: 'diploma', label: 'Diploma' },
      { value: 'advance-diploma', label: 'Advance diploma' },
    ],
  },
  {
    name: 'grading',
    label: 'Grading',
    data: [
      { value: 'standard', label: 'Marks out of 100' },
      { value: 'percentage', label: 'Percentage' },
    ],
  },
] as const;

export function CourseEditor({ item }: { item: ContentItem | null }) {
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
          {choices.map(({ name, label, data }) => (
            <NativeSelect key={name} name={name} label={label} defaultValue={body[name]} data={data} />
          ))}
          <TextInput
            name="syllabusPath"
            label="Syllabus page"
            description="Empty: /courses/ and the English name"
            placeholder="/courses/tally-prime-with-gst"
            defaultValue={body.syllabusPath ?? ''}
          />
          <Checkbox name="archived" label="Archived (leaves the forms and grids)" defaultChecked={body.archived} />
        </Group>
        <SideBySide name="name" label="Name" en={body.en.name} hi={body.hi.name} />
        <ImageField label="Course image (syllabus page overview)" image={body.image ?? null} />
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
        <PreviewsAndPublish
          render={(language) =>
            (['name', 'summary', 'eligibility'] as const).map((field) => {
              const shown = shownIn(preview, language, field);
              return field === 'name' ? (
                <Title key={field} order={4} lang={shown.lang}>
                  {shown.text}
                </Title>
              ) : (
                <Text key={field} size="sm" lang={shown.lang}>
                  {shown.text}
                </Text>
              );
            })
          }
        />
      </Stack>
    </Form>
  );
}
