// Certificates: every certificate issued (newest first, with how often the
// public verify page showed it), and the admitted students who have none in
// force yet. A student's page records the result, issues and revokes.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { formatDate, formatDateTime } from '~/components/admin/format';
import { requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { centres } from '../../domain/vocabulary';
import { AdminPage } from '~/components/admin/AdminPage';
import { OpenByReference } from '~/components/admin/OpenByReference';

export const meta = adminMeta('Certificates');

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.certificates.permission);
  const url = new URL(request.url);
  const ref = url.searchParams.get('ref')?.trim() ?? '';
  if (ref) {
    const id = await context.api.certificates.findAdmission({ referenceId: ref.slice(0, 20) });
    if (id !== null) throw redirect(`/admin/certificates/${id}`);
  }
  const asked = Number(url.searchParams.get('page') ?? 0);
  const page = Number.isInteger(asked) && asked >= 0 && asked <= 10_000 ? asked : 0;
  return { ref, notFound: ref !== '', ...(await context.api.certificates.overview({ page })) };
}

/** Lifts the verify form's delay on a certificate's number (decision 067). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context, 'certificates.issue');
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') === 'lift' && Number.isInteger(id) && id > 0) await context.api.certificates.liftVerifyLock({ id });
  return redirect(new URL(request.url).pathname + new URL(request.url).search);
}

export default function CertificatesPage() {
  const { ref, notFound, certificates, awaiting, page, hasOlder, probed } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title="Certificates"
      intro="Record an admitted student’s result, then issue the certificate. A certificate is never deleted and its number is never used again; revoke it with a reason if it was issued in error."
    >
      <OpenByReference
        label="Open an admission"
        name="ref"
        defaultValue={ref}
        notFound={notFound ? `No admission has the reference ${ref}.` : null}
      />
      {probed.length > 0 ? (
        <Alert color="orange" role="alert" title="Certificates being probed" data-testid="certificates-probed">
          <Text size="sm">
            Someone typed these numbers with wrong dates of birth many times in the last 7 days: they may be guessing the
            holder&apos;s date of birth. The verify form already slows them down; tell the holder if it goes on.
          </Text>
          <Stack gap={2} component="ul" mt={4}>
            {probed.map((one) => (
              <Text key={one.id} size="sm" component="li">
                {one.number} ({one.name}): {one.failures} wrong dates of birth
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}

      <Title order={2} size="h4">
        Admitted, no certificate yet
      </Title>
      {awaiting.length === 0 ? (
        <Text>Every approved admission has a certificate in force.</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Admitted, no certificate yet">
          {awaiting.map((student) => (
            <Paper
              key={student.admissionId}
              component="li"
              withBorder
              p="sm"
              bg="white"
              data-testid={`awaiting-${student.referenceId}`}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Anchor component={Link} to={`/admin/certificates/${student.admissionId}`} fw={600}>
                    {student.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {student.referenceId} · {student.courseCode} · {centres.labels[student.centre]}
                  </Text>
                </div>
                <Badge variant="light" color={student.grade ? 'blue' : 'gray'}>
                  {student.grade ? `Result: ${student.grade}` : 'No result yet'}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}

      <Title order={2} size="h4">
        Issued
      </Title>
      {certificates.length === 0 ? (
        <Text>No certificate has been issued yet.</Text>
      ) : (
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0 }} aria-label="Certificates, newest first">
          {certificates.map((certificate) => (
            <Paper
              key={certificate.id}
              component="li"
              withBorder
              p="sm"
              bg="white"
              data-testid={`certificate-${certificate.number}`}
            >
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Anchor component={Link} to={`/admin/certificates/${certificate.admissionId}`} fw={600}>
                    {certificate.number}
                  </Anchor>{' '}
                  <Text span size="sm">
                    {certificate.name} · {certificate.courseCode} · grade {certificate.grade}
                  </Text>
                  <Text size="sm" c="dimmed">
                    Issued {formatDate(certificate.issuedAt)}
                    {certificate.revokedAt ? ` · revoked ${formatDate(certificate.revokedAt)}` : ''}
                  </Text>
                </div>
                <Group gap="xs">
                  <Badge color={certificate.revokedAt ? 'red' : 'green'}>{certificate.revokedAt ? 'Revoked' : 'Valid'}</Badge>
                  <Badge variant="outline" color="gray" data-verifications={certificate.verifications}>
                    Verified {certificate.verifications}×
                  </Badge>
                  {certificate.probed ? (
                    <Badge color="orange" data-probed={certificate.recentFailedVerifications}>
                      Probed: {certificate.recentFailedVerifications} wrong dates of birth in 7 days
                    </Badge>
                  ) : null}
                  {certificate.verifyLockedUntil ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="lift" />
                      <input type="hidden" name="id" value={certificate.id} />
                      <Button type="submit" size="compact-xs" variant="light" color="red">
                        Verify paused until {formatDateTime(certificate.verifyLockedUntil)}: lift
                      </Button>
                    </Form>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        {page > 0 ? (
          <Anchor component={Link} to={page === 1 ? '/admin/certificates' : `/admin/certificates?page=${page - 1}`}>
            ← Newer
          </Anchor>
        ) : (
          <span />
        )}
        {hasOlder ? (
          <Anchor component={Link} to={`/admin/certificates?page=${page + 1}`}>
            Older →
          </Anchor>
        ) : null}
      </Group>
    </AdminPage>
  );
}
