// The application form's enhanced transport: the page posts here with
// XMLHttpRequest (for upload progress) and gets JSON. It runs exactly what
// the page's own action runs; without JavaScript the form posts to /admissions.
import type { ActionFunctionArgs } from '@remix-run/node';
import { refusalHeaders } from '~/actions/refusals.server';
import { submitRegistrationForm } from '~/actions/application.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitRegistrationForm(request, context);
  return Response.json(result, {
    status: result.ok ? 201 : result.status,
    headers: { 'cache-control': 'no-store', ...refusalHeaders(result) },
  });
}

export function loader() {
  throw new Response('Not Found', { status: 404 });
}
