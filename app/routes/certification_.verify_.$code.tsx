// GET /certification/verify/<code> (and /hi/...): where a certificate's QR
// code leads. The code (20 random characters) is the only key; the answer is
// the same as the form's, never cached, and counted like any look-up.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VerifyPage } from '~/components/forms/VerifyPage';
import {
  answerView,
  pageLanguage,
  qrLinkHeaders,
  refusedView,
  verifyHeaders,
  type VerifyPageData,
} from '~/actions/certificate-answer.server';
import { pageTextFromMatches, seo, siteFromMatches } from '~/utils/seo';
import { languageOfPath } from '../../domain/language-paths';

export const meta: MetaFunction = ({ matches, location }) => {
  const text = pageTextFromMatches(matches, 'certificationVerify');
  const tags = text
    ? seo({ ...text, path: '/certification/verify' }, siteFromMatches(matches), languageOfPath(location.pathname))
    : [];
  // The link is a secret of sorts: not indexed, and not a canonical of anything.
  return [...tags.filter((tag) => !('rel' in tag)), { name: 'robots', content: 'noindex' }];
};

export const headers = qrLinkHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  try {
    const answer = await context.api.certificates.verifyCode({ code: params.code ?? '' });
    const view: VerifyPageData = { kind: 'answer', answer: answerView(answer, pageLanguage(request)) };
    return data(view, { headers: verifyHeaders });
  } catch (error) {
    const refused = await refusedView(error, request, context);
    return data(refused.data, { status: refused.status, headers: refused.headers });
  }
}

export default function CertificateVerifyByCode() {
  return <VerifyPage view={useLoaderData<typeof loader>()} />;
}
