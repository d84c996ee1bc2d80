// A student's statement of account from the staff ledger (issue 53 item 4):
// the same statement the student prints from the look-up, in the student's
// language whatever the staff page's, alone on the sheet when printed.
import { Anchor, Button, Container, Group } from '@mantine/core';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { recordOrNotFound } from '~/actions/admin-action.server';
import { StatementOfAccount } from '~/components/StatementOfAccount';
import { loadMessages } from '~/locales';
import { requireAdmin } from '~/utils/auth.server';
import { recordIdOf } from '~/utils/route-params';
import { adminMeta, adminPages } from '~/utils/admin-pages';

export const meta = adminMeta('Statement of account');

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.fees.permission);
  const id = recordIdOf(params.accountId);
  const { statement } = await recordOrNotFound(context.api.fees.ledger({ id }), context);
  const words = (await loadMessages[statement.language]()).statement;
  return { accountId: id, statement, words };
}

export default function StatementPage() {
  const { accountId, statement, words } = useLoaderData<typeof loader>();
  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="md">
        <Anchor component={Link} to={`/admin/fees/${accountId}`} size="sm">
          ← Fee account
        </Anchor>
        <Button onClick={() => window.print()} data-testid="print-statement">
          Print statement
        </Button>
      </Group>
      <StatementOfAccount statement={statement} words={words} onScreen />
    </Container>
  );
}
