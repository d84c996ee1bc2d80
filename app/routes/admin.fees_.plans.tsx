// Fee plans (issue 53, decision 073): the plans in force and their older
// versions, and a form that saves a new version. A plan is for every course of
// a program or for one course, in a mode, optionally for one batch; the
// registration and admission fees are its first lines, then the instalments,
// written one a line as "English name | Hindi name | 50% or ₹1500 | 30 days
// or 2027-01-15". Saving never changes an account already opened.
import { Button, NativeSelect, Paper, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { formatDateTime } from '~/components/admin/format';
import { adminIntentAction } from '~/actions/admin-action.server';
import { requireAdmin } from '~/utils/auth.server';
import { adminMeta, adminPages } from '~/utils/admin-pages';
import { useMay } from '~/utils/may';
import { courseModes, programs } from '../../domain/vocabulary';
import { formatRupees } from '../../domain/catalogue/site';
import type { FeePlanLine } from '../../domain/money/fee-plan';
import { AdminTable } from '~/components/admin/AdminTable';
import { AdminPage } from '~/components/admin/AdminPage';
import { IntentOutcome } from '~/components/admin/IntentOutcome';

export const meta = adminMeta('Fee plans');

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context, adminPages.fees.permission);
  return { plans: await context.api.fees.plans() };
}

/** "Instalment 1 | किस्त 1 | 50% | 30 days" → a plan line; what it cannot read is left for the schema to refuse. */
function lineOf(text: string): FeePlanLine {
  const [label = '', labelHi = '', amount = '', due = ''] = text.split('|').map((part) => part.trim());
  const share = /^(\d+(?:\.\d+)?)\s*%$/.exec(amount);
  const rupees = /^₹?\s*([\d,]+(?:\.\d{1,2})?)$/.exec(amount);
  const days = /^(-?\d+)\s*days?$/i.exec(due);
  return {
    kind: 'instalment',
    label,
    labelHi,
    ...(share ? { shareBp: Math.round(Number(share[1]) * 100) } : {}),
    ...(rupees && !share ? { amountPaise: Math.round(Number(rupees[1]!.replace(/,/g, '')) * 100) } : {}),
    ...(days ? { dueDays: Number(days[1]) } : { dueOn: due }),
  };
}

export function action(args: ActionFunctionArgs) {
  return adminIntentAction(args, adminPages.fees.permission, {
    save: async (text) => {
      const saved = await args.context.api.fees.savePlan({
        program: text('program') as never,
        courseCode: text('courseCode') || undefined,
        courseMode: text('courseMode') as never,
        intakeId: text('intakeId') ? (Number(text('intakeId')) as never) : undefined,
        totalRupees: Number(text('total')) as never,
        lines: [
          { kind: 'registration', label: 'Registration fee', labelHi: 'पंजीकरण शुल्क' },
          { kind: 'admission', label: 'Admission fee', labelHi: 'प्रवेश शुल्क' },
          ...text('instalments')
            .split('\n')
            .filter((line) => line.trim())
            .map(lineOf),
        ],
      });
      return `Plan ${saved.plan.id} saved${saved.opened > 0 ? `; ${saved.opened} accounts opened from it` : ''}.`;
    },
  });
}

const describeLine = (line: FeePlanLine) =>
  line.kind === 'instalment'
    ? `${line.label} (${line.labelHi}): ${line.shareBp !== undefined ? `${line.shareBp / 100}%` : formatRupees((line.amountPaise ?? 0) / 100)}, ${
        line.dueOn ?? `${line.dueDays} days after the start`
      }`
    : `${line.label}: as on the record`;

export default function FeePlansPage() {
  const { plans } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const plan = useMay('fees.plan');
  return (
    <AdminPage
      size="lg"
      back={{ to: '/admin/fees', label: 'Fees' }}
      title="Fee plans"
      intro="The newest plan for a batch, else for a course, else for its program, applies when an admission is approved. The course fee is the admission fee and the instalments; shares are of what it leaves after the admission fee."
    >
      <AdminTable data-testid="fee-plans" columns={['Plan', 'For', 'Course fee', 'Lines', 'Saved']}>
        {plans.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>
              {row.courseCode ?? programs.labels[row.program]} · {row.courseMode}
              {row.intakeId !== null ? ` · batch ${row.intakeId}` : ''}
            </Table.Td>
            <Table.Td>{formatRupees(row.totalPaise / 100)}</Table.Td>
            <Table.Td>
              {row.lines.map((line, i) => (
                <Text size="xs" key={i}>
                  {describeLine(line)}
                </Text>
              ))}
            </Table.Td>
            <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      {plan ? (
        <Paper withBorder p="md">
          <Form method="post">
            <input type="hidden" name="intent" value="save" />
            <Stack gap="sm">
              <Title order={2} size="h4">
                Save a plan
              </Title>
              <IntentOutcome result={result} />
              <NativeSelect name="program" label="Program" data={programs.options} error={result?.fieldErrors?.program?.[0]} />
              <TextInput
                name="courseCode"
                label="Course code (empty: every course of the program)"
                error={result?.fieldErrors?.courseCode?.[0]}
              />
              <NativeSelect name="courseMode" label="Mode" data={courseModes.options} />
              <TextInput name="intakeId" label="Batch (intake no., optional)" error={result?.fieldErrors?.intakeId?.[0]} />
              <TextInput name="total" label="Course fee (₹)" required error={result?.fieldErrors?.totalRupees?.[0]} />
              <Textarea
                name="instalments"
                label="Instalments, one a line"
                description="English name | Hindi name | 50% or ₹1500 | 30 days (after the batch starts) or 2027-01-15"
                autosize
                minRows={3}
                defaultValue={'Instalment 1 | किस्त 1 | 50% | 30 days\nInstalment 2 | किस्त 2 | 50% | 60 days'}
                error={result?.fieldErrors?.lines?.[0]}
              />
              <Button type="submit" style={{ alignSelf: 'flex-start' }}>
                Save plan
              </Button>
            </Stack>
          </Form>
        </Paper>
      ) : null}
    </AdminPage>
  );
}
