// What the enquiry form shows on a page that holds it (/enquiry, and
// /certification with its subject fixed): the action's answer, or "sent" after
// the redirect a successful post makes. Read once here, like the loader and
// action the two routes share (app/actions/enquiry-page.server.ts).
import { useActionData, useLoaderData, useLocation } from '@remix-run/react';
import type { enquiryPageAction, enquiryPageLoader } from '~/actions/enquiry-page.server';

const sentOutcome = { ok: true } as const;

export function useEnquiryPageOutcome() {
  const { sent } = useLoaderData<typeof enquiryPageLoader>();
  const outcome = useActionData<typeof enquiryPageAction>() ?? (sent ? sentOutcome : undefined);
  // Which answer this is (the navigation that brought it): a second "sent" is
  // the same object as the first, and must empty the form again.
  const { key: answerKey } = useLocation();
  return { outcome, answerKey };
}
