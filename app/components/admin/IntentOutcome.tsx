import { Alert } from '@mantine/core';

/** What an admin form was answered with (IntentResult and its kin). */
interface Answer {
  intent: string;
  ok: boolean;
  message: string;
}

/**
 * An admin form's answer where the form is: green when done, red and read
 * out at once when refused. Shown only under the form whose intent it answers.
 */
export function IntentOutcome({ result, intent }: { result: Answer | null | undefined; intent?: string | readonly string[] }) {
  if (!result) return null;
  if (intent !== undefined && !(typeof intent === 'string' ? [intent] : intent).includes(result.intent)) return null;
  return (
    <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'} data-testid={`outcome-${result.intent}`}>
      {result.message}
    </Alert>
  );
}
