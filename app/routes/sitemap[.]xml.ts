import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapXml } from '~/utils/sitemap';

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(new URL(request.url).origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
