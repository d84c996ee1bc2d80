// /admissions: the application page (app/pages/application-page.tsx) and its
// form's post without JavaScript; with JavaScript the form posts to
// /admissions/submit (admissions_.submit.ts), which runs the same action.
import { pageMeta } from '~/utils/seo';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { refusalHeaders } from '~/actions/refusals.server';
import { applicationPageLoader, submitRegistrationForm } from '~/actions/application.server';
import { actionRetryAfterHeaders } from '~/utils/http';
import { ApplicationPage } from '~/pages/application-page';

export const headers = actionRetryAfterHeaders;

export const meta = pageMeta('admissions', '/admissions');

export const loader = applicationPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitRegistrationForm(request, context);
  return data(result, { status: result.ok ? 201 : result.status, headers: refusalHeaders(result) });
}

export default ApplicationPage;
