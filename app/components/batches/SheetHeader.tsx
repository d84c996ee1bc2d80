// The head of a phone's sheet (a class's attendance, a test's marks): the way
// back to the batch and what the sheet is.
import { Button, Title } from '@mantine/core';
import { Link } from '@remix-run/react';

export function SheetHeader({ intakeId, title }: { intakeId: number; title: string }) {
  return (
    <>
      <Button
        component={Link}
        to={`/admin/batches/${intakeId}`}
        variant="subtle"
        size="compact-sm"
        style={{ alignSelf: 'flex-start' }}
      >
        ← Batch
      </Button>
      <Title order={1} size="h3">
        {title}
      </Title>
    </>
  );
}
