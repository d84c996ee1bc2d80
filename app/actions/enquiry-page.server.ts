// The loader and action of the two pages that hold the enquiry form:
// /enquiry and /certification (its subject fixed). Written once here; each
// route assigns them.
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { privateAnswer, sentUrl } from '~/utils/http';
import { enquiryFromPost } from '../../domain/schemas/enquiry';
import { languageOfPath } from '../../domain/language-paths';
import { problemTextFor, refusalHeaders, refusalOf, type FieldErrors } from './refusals.server';

/** Whether this is the thank-you state a successful post redirects to. */
export function enquiryPageLoader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get('sent') === '1' };
}

// A successful post answers 303 to the thank-you page of the same language,
// which the page cache holds: a submit costs one insert, and reloading does
// not post again.
export async function enquiryPageAction({ request, context }: ActionFunctionArgs) {
  const result = await submitEnquiryForm(request, context);
  if (result.ok) throw redirect(sentUrl(new URL(request.url).pathname), 303);
  return data(result, { status: result.status, headers: { ...privateAnswer, ...refusalHeaders(result) } });
}

export type EnquiryResult =
  | { ok: true }
  | {
      ok: false;
      message: string;
      fieldErrors: FieldErrors;
      values: Record<string, string>;
      status: number;
      retryAfterSeconds?: number;
    };

export async function submitEnquiryForm(request: Request, context: AppLoadContext): Promise<EnquiryResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form at all (wrong content type, a broken or cut-off body): the sender's mistake.
    const say = problemTextFor(request);
    return { ok: false, message: say({ key: 'general.unreadableForm' }), fieldErrors: {}, values: {}, status: 400 };
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  try {
    await context.api.enquiries.submit(enquiryFromPost(fields, new URL(request.url).pathname));
    return { ok: true };
  } catch (error) {
    const { status, message, fieldErrors, retryAfterSeconds } = refusalOf(
      error,
      context,
      languageOfPath(new URL(request.url).pathname),
    );
    return { ok: false, message, fieldErrors, values: fields, status, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }
}
