// Site settings staff change without a release; public pages use the new
// values on the next request.
import { Alert, Button, Container, Group, NumberInput, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireAdmin } from '~/utils/auth.server';
import { refusalOf } from '~/server/forms.server';

export const meta: MetaFunction = () => [{ title: 'Settings · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

const keys = [
  'admissionSession',
  'registrationFee',
  'admissionFee',
  'upiId',
  'upiPayeeName',
  'contactPhone',
  'contactEmail',
  'contactAddress',
  'officeHours',
] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return { settings: await context.api.settings.get() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context);
  const form = await request.formData();
  const values = Object.fromEntries(keys.map((key) => [key, String(form.get(key) ?? '')]));
  try {
    await context.api.settings.update(values as never);
    return data({ ok: true as const, fieldErrors: null, error: null });
  } catch (error) {
    const problem = refusalOf(error, context);
    if (problem.status >= 500) throw error;
    return data({ ok: false as const, fieldErrors: problem.fieldErrors, error: problem.message }, { status: problem.status });
  }
}

export default function SettingsPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const errorOf = (key: string) => result?.fieldErrors?.[key]?.[0];
  return (
    <Container size="md" py="md">
      <Title order={1} size="h2" mb="md">
        Site settings
      </Title>
      <Paper withBorder p="md" bg="white">
        <Form method="post">
          <Stack gap="sm">
            {result?.ok ? (
              <Alert color="green" role="status">
                Settings saved. Public pages show the new values now.
              </Alert>
            ) : result?.error ? (
              <Alert color="red" role="alert">
                {result.error}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Admission session" name="admissionSession" defaultValue={settings.admissionSession} description="For example 2025-26" error={errorOf('admissionSession')} required />
              <TextInput label="Office hours" name="officeHours" defaultValue={settings.officeHours} error={errorOf('officeHours')} required />
              <NumberInput label="Registration fee (₹)" name="registrationFee" defaultValue={settings.registrationFee} min={0} allowDecimal={false} error={errorOf('registrationFee')} required />
              <NumberInput label="Admission fee (₹)" name="admissionFee" defaultValue={settings.admissionFee} min={0} allowDecimal={false} error={errorOf('admissionFee')} required />
              <TextInput label="UPI id" name="upiId" defaultValue={settings.upiId} error={errorOf('upiId')} required />
              <TextInput label="UPI payee name" name="upiPayeeName" defaultValue={settings.upiPayeeName} error={errorOf('upiPayeeName')} required />
              <TextInput label="Contact phone" name="contactPhone" defaultValue={settings.contactPhone} error={errorOf('contactPhone')} required />
              <TextInput label="Contact email" name="contactEmail" type="email" defaultValue={settings.contactEmail} error={errorOf('contactEmail')} required />
            </SimpleGrid>
            <Textarea label="Contact address" name="contactAddress" defaultValue={settings.contactAddress} error={errorOf('contactAddress')} autosize minRows={2} required />
            <Group>
              <Button type="submit" loading={saving}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}
