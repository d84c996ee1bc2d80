// Site settings staff change without a release; public pages use the new
// values on the next request.
import { Alert, Button, Container, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { requireAdmin } from '~/utils/auth.server';
import { refusalOf } from '~/server/forms.server';

export const meta: MetaFunction = () => [{ title: 'Settings · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

const required = ['admissionSession', 'registrationFee', 'admissionFee', 'officeHours'] as const;

/** The institute's own facts: empty until staff set them, and hidden on the site while empty. */
const identityFields = [
  { key: 'instituteName', label: 'Institute name' },
  { key: 'instituteShortName', label: 'Short name (header)' },
  { key: 'tagline', label: 'Tagline' },
  { key: 'upiId', label: 'UPI id', description: 'Online payment stays off until this is set' },
  { key: 'upiPayeeName', label: 'UPI payee name' },
  { key: 'contactPhone', label: 'Contact phone' },
  { key: 'whatsappNumber', label: 'WhatsApp number' },
  { key: 'contactEmail', label: 'Contact email' },
  { key: 'contactAddress', label: 'Head office address' },
  { key: 'gandhinagarAddress', label: 'Gandhinagar centre: address' },
  { key: 'gandhinagarPhone', label: 'Gandhinagar centre: phone' },
  { key: 'gandhinagarMapUrl', label: 'Gandhinagar centre: map link (https://)' },
  { key: 'belwaAddress', label: 'Belwa centre: address' },
  { key: 'belwaPhone', label: 'Belwa centre: phone' },
  { key: 'belwaMapUrl', label: 'Belwa centre: map link (https://)' },
  { key: 'azamnagarAddress', label: 'Azamnagar centre: address' },
  { key: 'azamnagarPhone', label: 'Azamnagar centre: phone' },
  { key: 'azamnagarMapUrl', label: 'Azamnagar centre: map link (https://)' },
  { key: 'facebookUrl', label: 'Facebook page (https://)' },
  { key: 'youtubeUrl', label: 'YouTube channel (https://)' },
  { key: 'instagramUrl', label: 'Instagram page (https://)' },
  { key: 'grievanceOfficerName', label: 'Grievance officer: name' },
  { key: 'grievanceOfficerContact', label: 'Grievance officer: phone or email' },
] as const;

const keys = [...required, ...identityFields.map((field) => field.key)];

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
              {identityFields.map((field) => (
                <TextInput
                  key={field.key}
                  label={field.label}
                  name={field.key}
                  description={'description' in field ? field.description : undefined}
                  defaultValue={settings[field.key]}
                  error={errorOf(field.key)}
                />
              ))}
            </SimpleGrid>
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
