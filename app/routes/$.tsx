// Every path no other route claims: mis-cased syllabus paths redirect
// permanently; anything else is a real 404 inside the normal layout.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { canonicalSyllabusPath } from '~/utils/redirects';
import { notFoundTitle } from '~/utils/seo';

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = canonicalSyllabusPath(url.pathname);
  if (target) throw redirect(`${target}${url.search}`, 301);
  throw new Response('Not Found', { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => [{ title: notFoundTitle(matches) }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return null;
}
