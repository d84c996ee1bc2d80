// What the two verify routes share: turning a procedure's answer or refusal
// into what the page shows, in the page's language. The rule (which
// certificate matches, what may be said of it) is the procedure's; this only
// translates.
import type { AppLoadContext, HeadersFunction } from '@remix-run/node';
import { languageOfPath } from '../../domain/language-paths';
import type { Language } from '../../domain/vocabulary';
import type { VerifyAnswerView } from '~/components/forms/VerifyCertificate';
import type { VerifyPageView } from '~/components/forms/VerifyPage';
import type { AppRouter } from '../../server/api/root';
import type { inferRouterOutputs } from '@trpc/server';
import { refusalHeaders, refusalOf } from './refusals.server';

type Answer = inferRouterOutputs<AppRouter>['certificates']['verify'];

/** Every verify answer is about one person: never stored by the page cache, a proxy or the browser. */
export const verifyHeaders = { 'Cache-Control': 'private, no-store' };

/** A QR link's page (a certificate's or an ID card's): never stored, and the look-up limit's wait when it refused. */
export const qrLinkHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers(verifyHeaders);
  const retryAfter = loaderHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

/** YYYY-MM-DD as people in India write a date: 25/11/2026. */
export const indianDate = (iso: string) => iso.split('-').reverse().join('/');

export function answerView(answer: Answer, language: Language): VerifyAnswerView {
  if (!answer.found) return { found: false };
  return {
    found: true,
    number: answer.number,
    state: answer.state,
    revokedOn: answer.revokedOn ? indianDate(answer.revokedOn) : null,
    name: answer.name,
    course: answer.courseName?.[language] ?? answer.courseCode,
    grade: answer.grade,
    completionDate: indianDate(answer.completionDate),
    issuedOn: indianDate(answer.issuedOn),
  };
}

export type { VerifyPageView as VerifyPageData } from '~/components/forms/VerifyPage';

/** A refusal (a field left empty, the look-up limit) for the page: which fields, and the sentence in its language. */
export async function refusedView(error: unknown, request: Request, context: AppLoadContext) {
  const problem = refusalOf(error, context, languageOfPath(new URL(request.url).pathname));
  const fields = {
    ...(problem.fieldErrors.number?.length ? { number: true as const } : {}),
    ...(problem.fieldErrors.dob?.length ? { dob: true as const } : {}),
  };
  const hasFields = Object.keys(fields).length > 0;
  const data: VerifyPageView = { kind: 'refused', message: hasFields ? '' : problem.message, fields };
  return { data, status: problem.status, headers: { ...verifyHeaders, ...refusalHeaders(problem) } };
}

export const pageLanguage = (request: Request) => languageOfPath(new URL(request.url).pathname);
