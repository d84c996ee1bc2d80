// Bank statement import: staff upload the account's statement (CSV or XLSX
// from net banking), see how it matches the registration and admission fees,
// and confirm to record the payment checks. The file is sent again with the
// confirmation (the server keeps no copy of it).
import { Alert, Badge, Button, Container, FileInput, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useFetcher } from '@remix-run/react';
import { useState } from 'react';
import { formatDay } from '~/components/admin/format';
import { PaymentBadge } from '~/components/admin/PaymentBadge';
import { formatPaise } from '../../domain/catalogue/site';
import { refusalOf, withUpload } from '~/server/forms.server';
import { requireAdmin } from '~/utils/auth.server';
import { statementColumns, statementMappingInput } from '../../domain/schemas/statements';
import type { StatementResult } from '../../server/services/statements/import';

export const meta: MetaFunction = () => [{ title: 'Bank statement · Admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  return null;
}

type ActionResult = { ok: true; intent: 'preview' | 'confirm'; result: StatementResult } | { ok: false; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  requireAdmin(context);
  try {
    const answer = await withUpload(request, context, { form: 'statement' }, async (upload) => {
      const intent = upload.fields.intent === 'confirm' ? 'confirm' : 'preview';
      const mapping = statementMappingInput.parse(upload.fields);
      const api = context.apiWithUpload(upload).statements;
      return { intent, result: intent === 'confirm' ? await api.confirm(mapping) : await api.preview(mapping) } as const;
    });
    return data<ActionResult>({ ok: true, ...answer });
  } catch (error) {
    const problem = refusalOf(error, context);
    if (problem.status >= 500) throw error;
    return data<ActionResult>({ ok: false, error: problem.message }, { status: problem.status });
  }
}

const rupees = (paise: number | null) => (paise === null ? '' : formatPaise(paise));

export default function StatementsPage() {
  const fetcher = useFetcher<typeof action>();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const busy = fetcher.state !== 'idle';
  // A post made without JavaScript answers with the page: its action data shows the same way.
  const posted = useActionData<typeof action>();
  const answer = fetcher.data ?? posted;

  const send = (intent: 'preview' | 'confirm') => {
    if (!file) return;
    const form = new FormData();
    form.set('intent', intent);
    for (const [key, value] of Object.entries(mapping)) if (value) form.set(key, value);
    form.set('statement', file);
    fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  };

  const result = answer?.ok ? answer.result : null;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          Bank statement
        </Title>
        <Text size="sm" c="dimmed">
          Upload the institute account&apos;s statement exported from net banking (CSV or XLSX, at most 5 MB). Each
          registration and admission fee is matched by its UTR and amount. Nothing is recorded until you confirm.
        </Text>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <FileInput
              label="Statement file"
              placeholder="Choose a CSV or XLSX file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setMapping({});
              }}
              clearable
            />
            {result?.kind === 'needs-mapping' ? (
              <Stack gap="xs" data-testid="column-mapping">
                <Text size="sm">{result.message} This bank&apos;s layout is remembered for the next statement.</Text>
                {statementColumns.map((column) => (
                  <NativeSelect
                    key={column.key}
                    label={column.label}
                    required={column.required}
                    value={mapping[column.key] ?? ''}
                    onChange={(event) => setMapping({ ...mapping, [column.key]: event.currentTarget.value })}
                    data={[{ value: '', label: column.required ? 'Choose a column' : 'None' }, ...result.headers.map((h) => ({ value: h, label: h }))]}
                  />
                ))}
              </Stack>
            ) : null}
            <Group>
              <Button onClick={() => send('preview')} disabled={!file} loading={busy && fetcher.formData?.get('intent') === 'preview'}>
                Check statement
              </Button>
            </Group>
          </Stack>
        </Paper>
        {answer && !answer.ok ? (
          <Alert color="red" title="Statement not read" role="alert">
            {answer.error}
          </Alert>
        ) : null}
        {result?.kind === 'matched' ? (
          <Stack gap="sm">
            {answer?.ok && answer.intent === 'confirm' ? (
              <Alert color="green" title="Payments checked" role="status">
                {result.importedBefore
                  ? 'This statement was imported before; nothing changed.'
                  : `${result.counts.changes} payment check${result.counts.changes === 1 ? '' : 's'} recorded.`}
              </Alert>
            ) : result.importedBefore ? (
              <Alert color="yellow">This file was imported before{result.importedBefore.by ? ` by ${result.importedBefore.by}` : ''}; confirming it changes nothing.</Alert>
            ) : null}
            <Text size="sm">
              {result.fileName}: {result.creditLines} credit lines from {formatDay(result.period.from)} to{' '}
              {formatDay(result.period.to)}; columns {result.mappingSource === 'remembered' ? 'as remembered for this bank' : result.mappingSource === 'guessed' ? 'recognised from the headers' : 'as chosen'}{' '}
              (date: {result.mapping.dateColumn}, narration: {result.mapping.narrationColumn}
              {result.mapping.referenceColumn ? `, reference: ${result.mapping.referenceColumn}` : ''}, credit: {result.mapping.creditColumn}).
            </Text>
            <Group gap="xs" data-testid="statement-counts">
              <Badge color="green" variant="light">Verified: {result.counts.verified}</Badge>
              <Badge color="orange" variant="light">Amount differs: {result.counts.amount_differs}</Badge>
              <Badge color="red" variant="light">Not in statement: {result.counts.not_in_statement}</Badge>
              <Badge color="grape" variant="light">Line used by another payment: {result.counts.line_used}</Badge>
              <Badge color="gray" variant="light">Credits of no application: {result.unmatchedLines}</Badge>
              <Badge color="gray" variant="light">Paid outside these days: {result.outsidePeriod}</Badge>
            </Group>
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Payments against the statement">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Reference id</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>UTR</Table.Th>
                    <Table.Th>Fee</Table.Th>
                    <Table.Th>In statement</Table.Th>
                    <Table.Th>Check</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.matches.map((match) => (
                    <Table.Tr key={`${match.recordType}-${match.recordId}`}>
                      <Table.Td>{match.referenceId}</Table.Td>
                      <Table.Td>{match.name}</Table.Td>
                      <Table.Td>{match.utr}</Table.Td>
                      <Table.Td>{rupees(match.feePaise)}</Table.Td>
                      <Table.Td>{match.statementRow ? `${rupees(match.statementAmountPaise)} (row ${match.statementRow})` : '—'}</Table.Td>
                      <Table.Td>
                        <PaymentBadge state={match.state} />
                        {match.changes ? null : <Text size="xs" c="dimmed">unchanged</Text>}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {answer?.ok && answer.intent === 'preview' && !result.importedBefore ? (
              <Group>
                <Button color="green" onClick={() => send('confirm')} loading={busy} disabled={result.counts.changes === 0}>
                  Confirm: record {result.counts.changes} payment check{result.counts.changes === 1 ? '' : 's'}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
