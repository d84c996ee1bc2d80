import { redirect, type ActionFunctionArgs } from '@remix-run/node';

// POST only: revokes the session on the server and clears the cookie.
export async function action({ context }: ActionFunctionArgs) {
  if (context.admin) await context.api.auth.logout();
  return redirect('/admin/login', { headers: { 'Set-Cookie': await context.sessionCookieHeader(null) } });
}

export function loader() {
  return redirect('/admin/dashboard');
}
