// A course's editor: its code, program, grading and page, every field in
// English and Hindi, archived or not.
import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useState } from 'react';
import type { CourseBody } from '../../../../domain/schemas/content';
import { PhonePreview, PublishButton, SideBySide } from './editor-parts';
import { courseFromForm, topicLines, type ContentItem } from './form-values';

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
          <NativeSelect
            name="program"
            label="Program"
            defaultValue={body.program}
            data={[
              { value: 'diploma', label: 'Diploma' },
              { value: 'advance-diploma', label: 'Advance diploma' },
            ]}
          />
          <NativeSelect
            name="grading"
            label="Grading"
            defaultValue={body.grading}
            data={[
              { value: 'standard', label: 'Marks out of 100' },
              { value: 'percentage', label: 'Percentage' },
            ]}
          />
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
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['en', 'hi'] as const).map((language) => (
            <PhonePreview key={language}>
              <Title order={4} lang={preview[language].name ? language : 'en'}>
                {preview[language].name || preview.en.name}
              </Title>
              <Text size="sm" lang={preview[language].summary ? language : 'en'}>
                {preview[language].summary || preview.en.summary}
              </Text>
              <Text size="sm" lang={preview[language].eligibility ? language : 'en'}>
                {preview[language].eligibility || preview.en.eligibility}
              </Text>
            </PhonePreview>
          ))}
        </SimpleGrid>
        <PublishButton />
      </Stack>
    </Form>
  );
}
