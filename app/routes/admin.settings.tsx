// Site settings staff change without a release; public pages use the new
// values on the next request.
import {
  Anchor,
  Alert,
  Button,
  Container,
  Group,
  Image,
  Input,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { bringIntoView } from '~/components/forms/bring-into-view';
import { requireAdmin } from '~/utils/auth.server';
import { adminRefusal } from '~/actions/admin-action.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { identityFields, settingLabel } from '~/components/admin/setting-labels';

export const meta = adminMeta('Settings');

const required = [
  'admissionSession',
  'registrationFee',
  'admissionFee',
  'correctionDays',
  'seatsTakenAt',
  'offerDays',
  'officeHours',
] as const;

/** Optional typed settings (empty is a value). */
const optionalTyped = ['feeReminderDays'] as const;

const keys = [...required, ...optionalTyped, 'upiAccountKind', ...identityFields.map((field) => field.key)];

/** The uploaded images: public, shown on the site and the payment steps. */
const imageFields = [
  {
    kind: 'logo',
    key: 'logoImage',
    label: settingLabel('logoImage'),
    description: 'Shown in the header, on the acknowledgement and as the browser icon. JPEG, PNG or WebP; kept at most 256 px.',
  },
  {
    kind: 'merchantQr',
    key: 'merchantQrImage',
    label: settingLabel('merchantQrImage'),
    description:
      'The QR code your bank gave the institute. It must be a readable UPI payment QR. Shown on the payment steps; with it, online payment is on even without a UPI id.',
  },
] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.settings.permission);
  const [settings, identity, payment, merchantQr] = await Promise.all([
    context.api.settings.get(),
    context.api.settings.identity(),
    context.api.registrations.paymentInfo(),
    context.api.settings.merchantQr(),
  ]);
  return { settings, imageUrls: { logo: identity.logoUrl, merchantQr: payment.merchantQrUrl }, merchantQr };
}

type Intent = 'save' | 'logo' | 'merchantQr';

/** A label inside a sentence: "Merchant QR code" → "merchant QR code" (its acronyms kept). */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);
type ActionResult =
  | { ok: true; intent: Intent; fieldErrors: null; error: null; outOfSession?: { session: string; ids: number[] } }
  | { ok: false; intent: Intent; fieldErrors: Record<string, string[] | undefined> | null | undefined; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, adminPages.settings.permission);
  let intent: Intent = 'save';
  try {
    if (/^multipart\/form-data;/i.test(request.headers.get('content-type') ?? '')) {
      const sent = await context.submitUpload(request, 'brand');
      intent = sent.fields.kind === 'merchantQr' ? 'merchantQr' : 'logo';
      if (!sent.ok) throw sent.error;
      return data<ActionResult>({ ok: true, intent, fieldErrors: null, error: null });
    }
    const form = await request.formData();
    const remove = String(form.get('removeImage') ?? '');
    if (remove === 'logo' || remove === 'merchantQr') {
      intent = remove;
      await context.api.settings.removeImage({ kind: remove });
      return data<ActionResult>({ ok: true, intent, fieldErrors: null, error: null });
    }
    // Only what this staff member changed: the form carries the values it was
    // drawn with (`was:<key>`), so two people saving the page at once do not
    // write back each other's old values.
    const changed = keys.filter((key) => {
      const was = form.get(`was:${key}`);
      return was === null || String(form.get(key) ?? '') !== String(was);
    });
    const values = Object.fromEntries(changed.map((key) => [key, String(form.get(key) ?? '')]));
    if (changed.length > 0) await context.api.settings.update(values as never);
    // A new session leaves the intakes of the old one unoffered: said with the save (issue 55).
    const outOfSession = changed.includes('admissionSession') ? await context.api.intakes.outOfSession() : undefined;
    return data<ActionResult>({ ok: true, intent, fieldErrors: null, error: null, outOfSession });
  } catch (error) {
    const problem = adminRefusal(error, context);
    return data<ActionResult>(
      { ok: false, intent, fieldErrors: problem.fieldErrors, error: problem.message },
      { status: problem.status },
    );
  }
}

type MerchantQrFacts = Awaited<ReturnType<typeof loader>>['merchantQr'];

/** Whom the merchant QR pays, as read from the QR itself. */
function MerchantQrPayee({ facts }: { facts: MerchantQrFacts }) {
  if (!facts) return null;
  if (!facts.payee)
    return (
      <Alert color="orange" role="note">
        The QR in this picture could not be read: upload it again.
      </Alert>
    );
  const { payee } = facts;
  return (
    <Stack gap={4} data-merchant-qr-payee="">
      <Text size="sm">
        This QR pays <strong>{payee.name || 'a payee without a name'}</strong> ({payee.address})
        {payee.merchantCode ? `, merchant code ${payee.merchantCode}` : ''}.
      </Text>
      {facts.matchesUpiId === false ? (
        <Alert color="orange" role="note">
          The UPI id set above is different: applicants would see two accounts. Check that both belong to the institute.
        </Alert>
      ) : null}
    </Stack>
  );
}

function ImageSetting({
  field,
  url,
  result,
  children,
}: {
  field: (typeof imageFields)[number];
  url: string;
  result: ActionResult | undefined;
  children?: React.ReactNode;
}) {
  const mine = result?.intent === field.kind ? result : undefined;
  return (
    <Paper withBorder p="md" bg="white">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {field.label}
        </Title>
        <Text size="sm" c="dimmed">
          {field.description}
        </Text>
        {mine?.ok ? (
          <Alert color="green" role="status">
            Saved. Public pages show it now.
          </Alert>
        ) : mine?.error ? (
          <Alert color="red" role="alert">
            {mine.error}
          </Alert>
        ) : null}
        {url ? (
          <Image src={url} alt={`Current ${inSentence(field.label)}`} w={120} h={120} fit="contain" bd="1px solid gray.3" />
        ) : (
          <Text size="sm">Not set.</Text>
        )}
        {children}
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="kind" value={field.kind} />
          <Group align="end">
            <Input.Wrapper label={`Upload a ${inSentence(field.label)}`}>
              <input
                type="file"
                name="image"
                accept="image/jpeg,image/png,image/webp"
                aria-label={`${field.label} image`}
                style={{ display: 'block', marginTop: 6 }}
                required
              />
            </Input.Wrapper>
            <Button type="submit">Upload {inSentence(field.label)}</Button>
          </Group>
        </Form>
        {url ? (
          <Form method="post">
            <input type="hidden" name="removeImage" value={field.kind} />
            <Button type="submit" variant="default" color="red">
              Remove {inSentence(field.label)}
            </Button>
          </Form>
        ) : null}
      </Stack>
    </Paper>
  );
}

export default function SettingsPage() {
  const { settings, imageUrls, merchantQr } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  const result = actionResult?.intent === 'save' ? actionResult : undefined;
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formEncType !== 'multipart/form-data';
  const errorOf = (key: string) => result?.fieldErrors?.[key]?.[0];
  return (
    <Container size="md" py="md">
      <Title order={1} size="h2" mb="md">
        Site settings
      </Title>
      <Paper withBorder p="md" bg="white">
        {/* The answer opens where it is, beside the button (without JavaScript too). */}
        <Form method="post" action="#settings-result">
          {keys.map((key) => (
            <input key={key} type="hidden" name={`was:${key}`} value={String(settings[key as keyof typeof settings] ?? '')} />
          ))}
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={settingLabel('admissionSession')}
                name="admissionSession"
                defaultValue={settings.admissionSession}
                description="For example 2025-26"
                error={errorOf('admissionSession')}
                required
              />
              <TextInput
                label={settingLabel('officeHours')}
                name="officeHours"
                defaultValue={settings.officeHours}
                error={errorOf('officeHours')}
                required
              />
              <NumberInput
                label={settingLabel('registrationFee')}
                name="registrationFee"
                defaultValue={settings.registrationFee}
                min={1}
                allowDecimal={false}
                error={errorOf('registrationFee')}
                required
              />
              <NumberInput
                label={settingLabel('admissionFee')}
                name="admissionFee"
                defaultValue={settings.admissionFee}
                min={1}
                allowDecimal={false}
                error={errorOf('admissionFee')}
                required
              />
              <NativeSelect
                label={settingLabel('upiAccountKind')}
                name="upiAccountKind"
                defaultValue={settings.upiAccountKind}
                description="NPCI allows “Pay with a UPI app” only to verified merchants, and caps paying a saved QR at ₹2,000 for personal ids."
                data={[
                  { value: 'personal', label: 'Personal UPI id' },
                  { value: 'merchant', label: 'Merchant account (verified by the bank)' },
                ]}
                error={errorOf('upiAccountKind')}
              />
              <NumberInput
                label={settingLabel('correctionDays')}
                name="correctionDays"
                defaultValue={settings.correctionDays}
                min={1}
                max={60}
                allowDecimal={false}
                description="An applicant asked for a correction has this long to answer"
                error={errorOf('correctionDays')}
                required
              />
              <NativeSelect
                label={settingLabel('seatsTakenAt')}
                name="seatsTakenAt"
                defaultValue={settings.seatsTakenAt}
                data={[
                  { value: 'approval', label: 'At approval' },
                  { value: 'submission', label: 'At submission' },
                ]}
                description="When an intake's seat counts as taken"
                error={errorOf('seatsTakenAt')}
                required
              />
              <NumberInput
                label={settingLabel('offerDays')}
                name="offerDays"
                defaultValue={settings.offerDays}
                min={1}
                max={30}
                allowDecimal={false}
                description="An applicant offered a seat from a waitlist pays within this many days, or the seat passes to the next"
                error={errorOf('offerDays')}
                required
              />
              <TextInput
                label={settingLabel('feeReminderDays')}
                name="feeReminderDays"
                defaultValue={settings.feeReminderDays}
                description="Days from an instalment's due date: -3 is three days before, 0 the day, 7 a week after; empty sends none"
                error={errorOf('feeReminderDays')}
              />
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
            {/* Beside the button pressed, so the answer is where the person is looking. */}
            <SaveResult result={result} />
            <Group>
              <Button type="submit" loading={saving}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        {imageFields.map((field) => (
          <ImageSetting key={field.kind} field={field} url={imageUrls[field.kind]} result={actionResult}>
            {field.kind === 'merchantQr' ? <MerchantQrPayee facts={merchantQr} /> : null}
          </ImageSetting>
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** What a save did, in view: saved (and any intakes a new session left unoffered), or why not. */
function SaveResult({ result }: { result: ActionResult | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) bringIntoView(ref.current);
  }, [result]);
  if (!result) return null;
  if (!result.ok) {
    return (
      <Alert ref={ref} id="settings-result" tabIndex={-1} color="red" role="alert">
        {result.error}
      </Alert>
    );
  }
  const ids = result.outOfSession?.ids ?? [];
  return (
    <Alert ref={ref} id="settings-result" tabIndex={-1} color={ids.length > 0 ? 'orange' : 'green'} role="status">
      <Text size="sm">Settings saved. Public pages show the new values now.</Text>
      {ids.length > 0 ? (
        <Text size="sm" mt={4}>
          {ids.length === 1 ? 'Intake' : 'Intakes'} {ids.map((id) => `#${id}`).join(', ')} of an earlier session{' '}
          {ids.length === 1 ? 'has' : 'have'} not closed and {ids.length === 1 ? 'is' : 'are'} no longer offered.{' '}
          <Anchor component={Link} to="/admin/intakes">
            Carry {ids.length === 1 ? 'it' : 'them'} over to {result.outOfSession?.session} on the Intakes page
          </Anchor>
          .
        </Text>
      ) : null}
    </Alert>
  );
}
