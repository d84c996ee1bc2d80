import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { defaultOfficeHours } from '../domain/catalogue/site';
import { languageOfPath } from '../domain/language-paths';
import { useLanguage, useLocalePath } from '~/i18n/use-language';
import { PageMessages } from '~/i18n/page-messages';
import { useTranslation } from '~/i18n/translation';
import { loadMessages } from '~/locales';
import { SiteFooter } from '~/components/site/SiteFooter';
import { MenuToggleBeforeHydration, noScriptNavStyle, SiteHeader } from '~/components/site/SiteHeader';
import { useNonce } from '~/nonce';
import { useNoteDocumentLocation } from '~/components/forms/bring-into-view';
import { notFoundTitle } from '~/utils/seo';
import globalStylesUrl from '~/styles/global.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: globalStylesUrl }];

/** A route may put extra elements into <head> (the admin area's ColorSchemeScript). */
export interface RouteHandle {
  head?: () => ReactNode;
  /** Attributes for <html> that must be present before first paint. */
  htmlAttributes?: Record<string, string>;
  /** false: render without the public site's header, footer and skip link (the admin area). */
  siteChrome?: false;
}

/** Settings every public page shows (header notice, footer contact block). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const [settings, identity, messages] = await Promise.all([
    context.api.settings.get(),
    context.api.settings.identity(),
    loadMessages[language](),
  ]);
  return {
    origin: url.origin,
    admissionSession: settings.admissionSession,
    identity,
    emailOn: context.emailOn,
    // Titles and descriptions for the pages' meta functions, which cannot use hooks (app/utils/seo.ts).
    pageMeta: messages.pageMeta,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

// Settings change rarely: page-to-page navigation need not fetch them again.
// Nor after a post whose answer never came (the browser's fetch failed with a
// TypeError): that fetch would fail too, the service worker would turn it into
// a whole-page load (decision 044), and the page would lose the route's "the
// connection was lost" message (admission-form.tsx's ErrorBoundary).
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  formMethod && formMethod !== 'GET' && !(actionResult instanceof TypeError) ? defaultShouldRevalidate : false;

// A page whose loader answered 404 is drawn by this route's error boundary,
// and only this meta runs: the 404 title in the page's language is made here.
export const meta: MetaFunction = ({ error, matches }) =>
  isRouteErrorResponse(error) && error.status === 404
    ? [{ title: notFoundTitle(matches) }, { name: 'robots', content: 'noindex' }]
    : [{ title: 'Computer & Vocational Training Institute' }];

// When the root loader itself failed: the spec's facts only, no contacts.
const fallbackSite: Pick<RootData, 'admissionSession' | 'identity'> = {
  admissionSession: '2025-26',
  identity: {
    name: '',
    shortName: '',
    tagline: '',
    logoUrl: '',
    address: '',
    phone: '',
    whatsapp: '',
    email: '',
    officeHours: defaultOfficeHours,
    centres: [],
    social: [],
    grievanceOfficer: { name: '', contact: '' },
  },
};

// Without JavaScript: the menu's stand-in, and no place kept for what only
// scripts show (data-script-only: the form draft's note, DraftNote.tsx).
const noScriptStyle = `${noScriptNavStyle}[data-script-only]{display:none!important}`;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const htmlAttributes = Object.assign({}, ...handles.map((handle) => handle?.htmlAttributes ?? {})) as Record<string, string>;
  const siteChrome = handles.every((handle) => handle?.siteChrome !== false);
  const site = rootData ?? fallbackSite;
  const language = useLanguage();
  const { t } = useTranslation();
  useNoteDocumentLocation();
  return (
    <html lang={language} {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
        {/* The institute's logo once uploaded, else the drawn mark (GET /favicon.ico does the same). */}
        {site.identity.logoUrl ? (
          <link rel="icon" href={site.identity.logoUrl} type="image/png" />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {siteChrome ? <noscript dangerouslySetInnerHTML={{ __html: `<style>${noScriptStyle}</style>` }} /> : null}
        {handles.map((handle, index) => (handle?.head ? <HeadSlot key={index}>{handle.head()}</HeadSlot> : null))}
      </head>
      <body>
        {siteChrome ? (
          <>
            <a className="skip-link" href="#main">
              {t('skipLink')}
            </a>
            <SiteHeader admissionSession={site.admissionSession} identity={site.identity} />
            <MenuToggleBeforeHydration nonce={nonce} />
            <div id="main" tabIndex={-1} className="site-main">
              {/* Shown only while the page is read offline (app/offline/register.ts, global.css). */}
              <p className="offline-note" role="status">
                {t('offline.pageNote')}
              </p>
              <p className="offline-note offline-form-note" role="status">
                {t('offline.formNote')}
              </p>
              {children}
            </div>
            <SiteFooter identity={site.identity} />
          </>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <PageMessages />
      </body>
    </html>
  );
}

function HeadSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <main className="error-page">
      <p className="error-code" aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1>{notFound ? t('errors.notFoundTitle') : t('errors.failedTitle')}</h1>
      <p>{notFound ? t('errors.notFoundText') : t('errors.failedText')}</p>
      <p className="error-actions">
        <Link className="btn btn-primary" to={localePath('/')}>
          {t('errors.home')}
        </Link>
        <Link className="btn" to={localePath('/academics')}>
          {t('errors.courses')}
        </Link>
      </p>
    </main>
  );
}
