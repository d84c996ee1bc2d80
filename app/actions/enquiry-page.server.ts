// The loader and action of the two pages that hold the enquiry form:
// /enquiry and /certification (its subject fixed). Written once here; each
// route assigns them.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { privateAnswer, sentUrl } from '~/utils/http';
import { refusalHeaders, submitEnquiryForm } from './form-actions.server';

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
