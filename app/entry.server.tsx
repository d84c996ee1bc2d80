import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { isAdminPath } from '../domain/catalogue/site';
import { languageOfPath } from '../domain/language-paths';
import { ServerPageMessages, trackedTranslation } from '~/i18n/page-messages';
import { TranslationProvider } from '~/i18n/translation';
import { loadMessages } from '~/locales';
import { NonceContext } from '~/nonce';
import { loggablePath } from '../server/http/request-log';
import { scriptsAfterPaint } from '../server/http/scripts-after-paint';
import { withoutNulBytes } from '../server/http/without-nul-bytes';

const streamTimeout = 5_000;

/**
 * A public page paints before its scripts load (decision 032): it works
 * without them. The admin area's controls need its scripts, so it keeps
 * Remix's early preloads. The development server keeps Remix's HTML as it is,
 * so React's hydration checks there see exactly what the client renders.
 */
const paintsBeforeScripts = (request: Request) => import.meta.env.PROD && !isAdminPath(new URL(request.url).pathname);

/** The path as the request log writes it (reference ids masked). */
const pathOf = (url: string) => loggablePath(new URL(url).pathname);

/**
 * Errors thrown by loaders, actions and rendering: logged once, structured,
 * with the request id. The visitor sees the root ErrorBoundary's friendly
 * page; in production Remix never sends the message or the stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who went away (closed the tab, navigated on) is not an error of ours.
  if (request.signal.aborted) return;
  context.logger.error({ err: error, method: request.method, path: pathOf(request.url) }, 'remix error');
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every inline script must carry this response's CSP nonce (server/http/security-headers.ts).
  const nonce = loadContext.cspNonce;
  // Bots and no-JS readers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady';
  // The URL alone decides the page's language (domain/language-paths.ts).
  const language = languageOfPath(new URL(request.url).pathname);
  const { translation, json } = trackedTranslation(language, await loadMessages[language]());
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <TranslationProvider value={translation}>
        <ServerPageMessages json={json}>
          <NonceContext.Provider value={nonce}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </NonceContext.Provider>
        </ServerPageMessages>
      </TranslationProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = paintsBeforeScripts(request) ? scriptsAfterPaint() : new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(withoutNulBytes()).pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell Remix reports the error through handleError; after it, only here.
          if (shellRendered) loadContext.logger.error({ err: error, path: pathOf(request.url) }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
