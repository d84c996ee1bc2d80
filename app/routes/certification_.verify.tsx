// POST /certification/verify (and /hi/...): the "Verify a certificate" form's
// answer. The form sits on /certification; without JavaScript the browser
// posts here and gets the answer as a page. Every answer is personal: never
// cached (Cache-Control private, no-store); a GET shows the form alone.
import { data, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { VerifyPage } from '~/components/forms/VerifyPage';
import { answerView, pageLanguage, refusedView, verifyHeaders, type VerifyPageData } from '~/actions/certificate-answer.server';
import { pageTextFromMatches, seo, siteFromMatches } from '~/utils/seo';
import { languageOfPath } from '../../domain/language-paths';

export const meta: MetaFunction = ({ matches, location }) => {
  const text = pageTextFromMatches(matches, 'certificationVerify');
  const tags = text
    ? seo({ ...text, path: '/certification/verify' }, siteFromMatches(matches), languageOfPath(location.pathname))
    : [];
  return [...tags, { name: 'robots', content: 'noindex' }];
};

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(verifyHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

// Opened without a post (a bookmark, a reload): the form alone. Not a
// redirect, which would also replace every post's answer (Remix runs the
// loader after the action).
export function loader() {
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  try {
    const answer = await context.api.certificates.verify({ number: field('number'), dob: field('dob') });
    const view: VerifyPageData = { kind: 'answer', answer: answerView(answer, pageLanguage(request)) };
    return data(view, { headers: verifyHeaders });
  } catch (error) {
    const refused = await refusedView(error, request, context);
    return data(refused.data, { status: refused.status, headers: refused.headers });
  }
}

export default function CertificateVerify() {
  const view = useActionData<typeof action>();
  return <VerifyPage view={view ?? { kind: 'refused', message: '', fields: {} }} />;
}
