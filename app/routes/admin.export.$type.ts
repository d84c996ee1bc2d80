// CSV export of the filtered dashboard list: /admin/export/registrations?status=PENDING&...
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireAdminOr401 } from '~/utils/auth.server';
import { refusalOf } from '~/server/forms.server';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  requireAdminOr401(context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  delete query.tab;
  let result;
  try {
    if (params.type === 'registrations') result = await context.api.registrations.exportCsv(query);
    else if (params.type === 'admissions') result = await context.api.admissions.exportCsv(query);
    else if (params.type === 'enquiries') result = await context.api.enquiries.exportCsv(query);
    else return new Response('Not found', { status: 404 });
  } catch (error) {
    const problem = refusalOf(error, context);
    if (problem.status >= 500) throw error;
    return new Response(problem.message, { status: problem.status });
  }
  return new Response(result.csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
