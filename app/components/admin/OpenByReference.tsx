import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { Form } from '@remix-run/react';

/**
 * "Open a student's record by the reference on their receipt": a plain GET
 * form (it works without JavaScript), and the page's word when no record at
 * the person's centres has that reference.
 */
export function OpenByReference({
  label,
  name,
  defaultValue,
  notFound,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  notFound: string | null;
}) {
  return (
    <Stack gap="sm">
      <Form method="get">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label={label} name={name} placeholder="ADM-…" defaultValue={defaultValue} style={{ flex: '0 1 16rem' }} />
          <Button type="submit" variant="light">
            Open
          </Button>
        </Group>
      </Form>
      {notFound ? (
        <Alert color="orange" role="alert">
          {notFound}
        </Alert>
      ) : null}
    </Stack>
  );
}
