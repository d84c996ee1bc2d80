// Staff over real HTTP against the production build, as a browser is: signed
// in through the login form (its session cookie), then calling procedures at
// /trpc as the admin pages' client does. One copy for every test that needs it.
import { expect } from 'vitest';

export interface Credentials {
  email: string;
  password: string;
}

/** Signs in through /admin/login (a 302 on success); the session cookie, ready for a `cookie` header. */
export async function signInAs(baseUrl: string, who: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: who.email, password: who.password }).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** A procedure's answer: its status, its data (when it worked) and the refusal's message (when not). */
export interface ProcedureAnswer<T> {
  status: number;
  data: T;
  message: string;
}

/** Calls a procedure as signed-in staff: a mutation posts from the site's own origin, a query is a GET. */
export async function callProcedure<T = unknown>(
  baseUrl: string,
  cookie: string,
  name: string,
  input: unknown,
  mutation: boolean,
): Promise<ProcedureAnswer<T>> {
  const response = mutation
    ? await fetch(`${baseUrl}/trpc/${name}`, {
        method: 'POST',
        headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
    : await fetch(`${baseUrl}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string }; message?: string };
  return { status: response.status, data: body.result?.data as T, message: body.error?.message ?? body.message ?? '' };
}

/** A call that must work: fails the test with the refusal's message otherwise; its data. */
export async function procedureData<T = unknown>(
  baseUrl: string,
  cookie: string,
  name: string,
  input: unknown,
  mutation: boolean,
): Promise<T> {
  const answer = await callProcedure<T>(baseUrl, cookie, name, input, mutation);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
}
