// The admin screens' actions, written once: signed in, the form read, the
// handler of its intent run. A refusal comes back to the form with its
// status and field errors; our own failure (5xx) is thrown on to the error
// page, where it is logged once with the request id.
import { data, type ActionFunctionArgs } from '@remix-run/node';
import type { Problem } from '../../domain/problem';
import type { Permission } from '../../domain/staff';
import { requireAdmin } from '~/utils/auth.server';
import { refusalOf } from './refusals.server';

/** What an admin form is answered with: which intent, whether it worked, its message and field errors. */
export type IntentResult = { intent: string; ok: boolean; message: string; fieldErrors: Record<string, string[]> | null };

/** The form's text fields, read by name ('' when absent). */
export type FormText = (key: string) => string;

/** A handler answers with its success message, or with a response of its own (a redirect). */
type IntentHandler = (text: FormText) => Promise<string | Response>;

/** A refusal for an admin screen's form; our own failure (5xx) is thrown on, not shown as one. */
export function adminRefusal(error: unknown, context: ActionFunctionArgs['context']): Problem {
  const problem = refusalOf(error, context);
  if (problem.status >= 500) throw error;
  return problem;
}

/** The page's permission is checked before the form is read (decision 068). */
export async function adminIntentAction(
  { request, context }: Pick<ActionFunctionArgs, 'request' | 'context'>,
  permission: Permission,
  handlers: Record<string, IntentHandler>,
) {
  requireAdmin(context, permission);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const text: FormText = (key) => String(form.get(key) ?? '');
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return data<IntentResult>({ intent, ok: false, message: 'Unknown action.', fieldErrors: null }, { status: 400 });
  try {
    const answer = await handler(text);
    if (answer instanceof Response) return answer;
    return data<IntentResult>({ intent, ok: true, message: answer, fieldErrors: null });
  } catch (error) {
    const problem = adminRefusal(error, context);
    return data<IntentResult>(
      { intent, ok: false, message: problem.message, fieldErrors: problem.fieldErrors },
      { status: problem.status },
    );
  }
}

/**
 * A record page's load: a record that is unknown, or outside the person's
 * centres (which the procedure answers alike, decision 068), is the page's
 * 404, not our failure.
 */
export function recordOrNotFound<T>(load: Promise<T>, context: ActionFunctionArgs['context']): Promise<T> {
  return load.catch((error: unknown) => {
    if (refusalOf(error, context).code === 'NOT_FOUND') throw new Response('Not found', { status: 404 });
    throw error;
  });
}
