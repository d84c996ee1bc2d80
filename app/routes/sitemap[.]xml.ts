import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapXml } from '~/utils/sitemap';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const coursePaths = (await context.api.content.courses()).flatMap((course) =>
    course.syllabusPath ? [course.syllabusPath] : [],
  );
  return new Response(sitemapXml(new URL(request.url).origin, coursePaths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
