// A walk-in: staff enter an application brought to the office, with the same
// fields and documents as the online form, through registrations.walkIn (the
// same service and rules). The fee was paid in cash at the office (verified
// and receipted at once) or by UPI (its UTR). A plain multipart form: it
// works without JavaScript.
import {
  Alert,
  Button,
  Container,
  Group,
  Input,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { bringIntoView } from '~/components/forms/bring-into-view';
import { requireAdmin } from '~/utils/auth.server';
import { adminRefusal } from '~/actions/admin-action.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { centres, courseModes, genders, languages, programs } from '../../domain/vocabulary';
import { pathInLanguage } from '../../domain/language-paths';
import { languageFromForm } from '../../domain/schemas/common';
import { registrationFileFields } from '../../domain/schemas/registration';
import { documentLabels } from '../../domain/schemas/documents';
import { useOwnCentres } from '~/utils/may';
import { useEmailOn } from '~/utils/email-on';

export const meta = adminMeta('Walk-in application');

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.walkIn.permission);
  // The published catalogue's courses on offer (decision 078): an archived one takes no new application.
  return { courses: await context.api.content.offered() };
}

type ActionResult =
  | {
      ok: true;
      referenceId: string;
      name: string;
      cash: boolean;
      receiptPath: string;
      fieldErrors: null;
      error: null;
      values: null;
    }
  | {
      ok: false;
      fieldErrors: Record<string, string[] | undefined> | null | undefined;
      error: string;
      values: Record<string, string>;
    };

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.walkIn.permission);
  const sent = await context.submitUpload(request, 'walkIn');
  const values = sent.fields;
  if (sent.ok) {
    return data<ActionResult>({
      ok: true,
      referenceId: sent.value.referenceId,
      name: sent.value.name,
      cash: values.paymentMethod === 'cash',
      // The receipt in the applicant's language, as the link in their messages.
      receiptPath: pathInLanguage(languageFromForm(values.language) ?? 'en', `/receipt/${sent.value.referenceId}`),
      fieldErrors: null,
      error: null,
      values: null,
    });
  }
  const problem = adminRefusal(sent.error, context);
  return data<ActionResult>(
    { ok: false, fieldErrors: problem.fieldErrors, error: problem.message, values },
    { status: problem.status },
  );
}

const options = (list: { values: readonly string[]; labels: Record<string, string> }) =>
  list.values.map((value) => ({ value, label: list.labels[value] ?? value }));

export default function WalkInPage() {
  const { courses } = useLoaderData<typeof loader>();
  const ownCentres = useOwnCentres(centres.options);
  const emailOn = useEmailOn();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const errorOf = (key: string) => failed?.fieldErrors?.[key]?.[0];
  const value = (key: string) => failed?.values[key] ?? '';
  return (
    <Container size="md" py="md">
      <Title order={1} size="h2" mb="xs">
        Walk-in application
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        An application brought to the office: the same fields, documents and rules as the online form. The record says you entered
        it. Cash is marked verified and receipted at once; a UPI payment is checked against the bank statement like any other.
      </Text>
      {result?.ok ? <Saved result={result} /> : null}
      {failed ? (
        <Alert color="red" role="alert" mb="md">
          {failed.error}
        </Alert>
      ) : null}
      {/* After a save the form is not shown again, emptied: a blank form looked like nothing was saved and invited a second entry. */}
      {result?.ok ? null : (
        <Paper withBorder p="md" bg="white">
          <Form method="post" encType="multipart/form-data" noValidate action="#walk-in-saved">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Name" name="name" defaultValue={value('name')} error={errorOf('name')} required />
                <TextInput
                  label="Father's name"
                  name="fatherName"
                  defaultValue={value('fatherName')}
                  error={errorOf('fatherName')}
                  required
                />
                <TextInput
                  label="Date of birth"
                  name="dob"
                  type="date"
                  defaultValue={value('dob')}
                  error={errorOf('dob')}
                  required
                />
                <NativeSelect
                  label="Gender"
                  name="gender"
                  defaultValue={value('gender')}
                  data={[{ value: '', label: 'Choose' }, ...options(genders)]}
                  error={errorOf('gender')}
                  required
                />
                <TextInput
                  label="Mobile"
                  name="mobile"
                  inputMode="numeric"
                  defaultValue={value('mobile')}
                  error={errorOf('mobile')}
                  required
                />
                <TextInput
                  label={emailOn ? 'Email' : 'Email (optional: the institute sends no email)'}
                  name="email"
                  type="email"
                  defaultValue={value('email')}
                  error={errorOf('email')}
                  required={emailOn}
                />
                <Textarea label="Address" name="address" defaultValue={value('address')} error={errorOf('address')} required />
                <TextInput
                  label="Guardian's name (under 18)"
                  name="guardianName"
                  defaultValue={value('guardianName')}
                  error={errorOf('guardianName')}
                />
                <NativeSelect
                  label="Program"
                  name="program"
                  defaultValue={value('program')}
                  data={[{ value: '', label: 'Choose' }, ...options(programs)]}
                  error={errorOf('program')}
                  required
                />
                <NativeSelect
                  label="Course"
                  name="courseCode"
                  defaultValue={value('courseCode')}
                  data={[
                    { value: '', label: 'Choose' },
                    ...courses.map((course) => ({ value: course.code, label: `${course.name} (${course.code})` })),
                  ]}
                  error={errorOf('courseCode')}
                  required
                />
                <NativeSelect
                  label="Centre"
                  name="centre"
                  defaultValue={value('centre')}
                  data={[{ value: '', label: 'Choose' }, ...ownCentres]}
                  error={errorOf('centre')}
                  required
                />
                <NativeSelect
                  label="Mode"
                  name="courseMode"
                  defaultValue={value('courseMode')}
                  data={[{ value: '', label: 'Choose' }, ...courseModes.values.map((mode) => ({ value: mode, label: mode }))]}
                  error={errorOf('courseMode')}
                  required
                />
                <NativeSelect
                  label="Applicant's language (messages and receipt)"
                  name="language"
                  defaultValue={value('language')}
                  data={[{ value: '', label: 'Choose' }, ...options(languages)]}
                  error={errorOf('language')}
                  required
                />
                <NativeSelect
                  label="Fee paid by"
                  name="paymentMethod"
                  defaultValue={value('paymentMethod') || 'cash'}
                  data={[
                    { value: 'cash', label: 'Cash at the office' },
                    { value: 'upi', label: 'UPI (enter the UTR)' },
                  ]}
                  error={errorOf('paymentMethod')}
                  required
                />
                <TextInput
                  label="UPI transaction ID (UTR), for UPI only"
                  name="utr"
                  inputMode="numeric"
                  defaultValue={value('utr')}
                  error={errorOf('utr')}
                />
              </SimpleGrid>
              <Title order={2} size="h4">
                Documents
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {registrationFileFields.map((field) => (
                  <Input.Wrapper key={field} label={documentLabels[field]} error={errorOf(field)}>
                    <input
                      type="file"
                      name={field}
                      aria-label={documentLabels[field]}
                      style={{ display: 'block', marginTop: 6 }}
                    />
                  </Input.Wrapper>
                ))}
              </SimpleGrid>
              <Input.Wrapper error={errorOf('consent')}>
                <label>
                  <input type="checkbox" name="consent" /> The applicant read the privacy notice and agrees that the institute may
                  use their details for the admission.
                </label>
              </Input.Wrapper>
              <Input.Wrapper error={errorOf('guardianConsent')}>
                <label>
                  <input type="checkbox" name="guardianConsent" /> For an applicant under 18: the parent or guardian agrees.
                </label>
              </Input.Wrapper>
              <Group>
                <Button type="submit" loading={navigation.state === 'submitting'}>
                  Save walk-in application
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}
    </Container>
  );
}

/**
 * What the save did, in view and focused: the new record's reference id, the
 * receipt for cash, and one way on ("Enter another walk-in"), which opens a
 * fresh form on purpose.
 */
function Saved({ result }: { result: Extract<ActionResult, { ok: true }> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => bringIntoView(ref.current), [result.referenceId]);
  return (
    <Alert ref={ref} id="walk-in-saved" tabIndex={-1} color="green" role="status" mb="md" title={`Saved: ${result.referenceId}`}>
      <Text size="sm">
        {result.name}’s application is stored as <strong>{result.referenceId}</strong>.{' '}
        {result.cash
          ? 'The cash is marked verified.'
          : 'Give the applicant the reference id; the UPI payment is checked against the bank statement.'}
      </Text>
      <Group mt="sm">
        {result.cash ? (
          <Button component="a" href={result.receiptPath} target="_blank" variant="filled">
            Print the cash receipt
          </Button>
        ) : null}
        <Button component={Link} to="/admin/walk-in" variant={result.cash ? 'default' : 'filled'}>
          Enter another walk-in
        </Button>
      </Group>
    </Alert>
  );
}
