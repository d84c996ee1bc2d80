import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { landingFor } from '~/utils/admin-pages';
import { loginPath } from '~/utils/auth.server';

export function loader({ context }: LoaderFunctionArgs) {
  return redirect(context.admin ? landingFor(context.admin.roles) : loginPath);
}
