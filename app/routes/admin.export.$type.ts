// Export of the filtered dashboard list:
// /admin/export/registrations?status=PENDING&...            CSV
// /admin/export/registrations?format=xlsx&status=PENDING&... XLSX (text cells)
// /admin/export/dues?minDaysOverdue=7&centre=belwa              the fee dues list, CSV or XLSX
// /admin/export/collection?period=2026-11                       the collection by mode of payment, CSV or XLSX
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { Permission } from '../../domain/staff';
import { collectionInput } from '../../domain/schemas/fees';
import { requireAdminOr401 } from '~/utils/auth.server';
import { refusalOf } from '~/actions/refusals.server';
const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportTypes = ['registrations', 'admissions', 'enquiries', 'dues', 'collection'] as const;
type ExportType = (typeof exportTypes)[number];
const isExportType = (value: string | undefined): value is ExportType => exportTypes.includes(value as ExportType);
/** The same permissions as the export procedures (checked again there). */
const exportPermission: Record<ExportType, Permission> = {
  registrations: 'records.export',
  admissions: 'records.export',
  enquiries: 'enquiries.manage',
  dues: 'fees.read',
  collection: 'fees.read',
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const type = params.type;
  requireAdminOr401(context, isExportType(type) ? exportPermission[type] : 'account.own');
  if (!isExportType(type)) return new Response('Not found', { status: 404 });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const format = query.format === 'xlsx' ? 'xlsx' : 'csv';
  delete query.tab;
  delete query.format;
  // nosniff comes once, from the security headers every response gets.
  const headers = (contentType: string, filename: string) => ({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });
  try {
    if (type === 'collection') {
      const parsed = collectionInput.safeParse({ period: query.period ?? '' });
      // A file download has no form to highlight: the field's own words.
      if (!parsed.success) return new Response(parsed.error.issues[0]!.message, { status: 400 });
      const input = parsed.data;
      const sums = format === 'xlsx' ? await context.api.fees.collectionXlsx(input) : await context.api.fees.collectionCsv(input);
      return 'bytes' in sums
        ? new Response(new Uint8Array(sums.bytes), { headers: headers(xlsxContentType, sums.filename) })
        : new Response(sums.csv, { headers: headers('text/csv; charset=utf-8', sums.filename) });
    }
    if (type === 'dues') {
      // The page's filter form sends its empty fields too: an empty field filters nothing.
      const filters = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
      const dues = format === 'xlsx' ? await context.api.fees.duesXlsx(filters) : await context.api.fees.duesCsv(filters);
      return 'bytes' in dues
        ? new Response(new Uint8Array(dues.bytes), { headers: headers(xlsxContentType, dues.filename) })
        : new Response(dues.csv, { headers: headers('text/csv; charset=utf-8', dues.filename) });
    }
    if (format === 'xlsx') {
      const result = await context.api[type].exportXlsx(query);
      return new Response(new Uint8Array(result.bytes), { headers: headers(xlsxContentType, result.filename) });
    }
    const result = await context.api[type].exportCsv(query);
    return new Response(result.csv, { headers: headers('text/csv; charset=utf-8', result.filename) });
  } catch (error) {
    const problem = refusalOf(error, context);
    if (problem.status >= 500) throw error;
    return new Response(problem.message, { status: problem.status });
  }
}
