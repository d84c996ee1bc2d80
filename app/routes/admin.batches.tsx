// The batches a person works on (issue 54): an Owner or Centre head sees every
// intake of their centres, a Faculty member the ones they teach. Each opens
// its roster, sessions and tests; what this phone still has to send is shown
// here too.
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { SaveQueuePanel, useSaveQueue } from '~/components/admin/SaveQueue';
import { formatDate } from '~/components/admin/format';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { requireAdmin } from '~/utils/auth.server';
import { centres } from '../../domain/vocabulary';

export const meta = adminMeta('Batches');

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.batches.permission);
  return { intakes: await context.api.batches.mine() };
}

export default function AdminBatches() {
  const { intakes } = useLoaderData<typeof loader>();
  const queue = useSaveQueue();
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          Batches
        </Title>
        <SaveQueuePanel {...queue} />
        {intakes.length === 0 ? (
          <Text>No batch to work on. An Owner or Centre head names who teaches each intake.</Text>
        ) : (
          intakes.map((intake) => (
            <Card key={intake.id} withBorder padding="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>
                    {intake.courseCode} · {centres.labels[intake.centre]} · {intake.courseMode}
                  </Text>
                  <Text size="sm" c="dimmed">
                    From {formatDate(intake.startsAt)}
                    {intake.endsOn ? ` to ${formatDate(intake.endsOn)}` : ''} · session {intake.session}
                  </Text>
                </div>
                <Button component={Link} to={`/admin/batches/${intake.id}`} size="sm" aria-label={`Open batch ${intake.id}`}>
                  Open
                </Button>
              </Group>
            </Card>
          ))
        )}
        <Badge variant="outline" color="gray" style={{ alignSelf: 'flex-start' }}>
          {intakes.length} {intakes.length === 1 ? 'batch' : 'batches'}
        </Badge>
      </Stack>
    </Container>
  );
}
