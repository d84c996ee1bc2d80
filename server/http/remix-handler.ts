// Remix's Express adapter (@remix-run/express), with one addition: a post a
// transport before Remix already read (a refused plain enquiry post,
// server/http/enquiry-post.ts) reaches the action with its body from memory,
// since the request stream is spent by then.
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { createRequestHandler as createRemixRequestHandler } from '@remix-run/node';
// Not re-exported by the package's index; the adapter's own request and response translation.
import { createRemixRequest, sendRemixResponse } from '@remix-run/express/dist/server.js';
import type { Request, RequestHandler, Response } from 'express';
import { handedOnPost } from './enquiry-post';

/** Headers a middleware sets by default and a route may set instead (one value each). */
const replacedByRoutes = ['cache-control', 'content-security-policy', 'cross-origin-resource-policy', 'x-frame-options'];

export function remixRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => Promise<AppLoadContext>;
}): RequestHandler {
  const handleRequest = createRemixRequestHandler(options.build, options.mode);
  return async (req, res, next) => {
    try {
      // The adapter takes X-Forwarded-Host's port into the request URL
      // whether or not the proxy is trusted (only req.hostname follows the
      // setting); a port a visitor chose would reach the page's links and,
      // through the page cache, every visitor's. Without a trusted proxy the
      // URL is built without it; the header itself stays for Remix's own
      // check of Origin on a JavaScript form post (our cross-site guard has
      // judged that request already, server/http/cross-site.ts).
      const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
      const forwardedHost = trusted(req.socket.remoteAddress, 0) ? undefined : req.headers['x-forwarded-host'];
      if (forwardedHost !== undefined) delete req.headers['x-forwarded-host'];
      const request = createRemixRequest(req, res);
      if (typeof forwardedHost === 'string') {
        req.headers['x-forwarded-host'] = forwardedHost;
        request.headers.set('x-forwarded-host', forwardedHost);
      }
      const handedOn = handedOnPost(res);
      const remixRequest = handedOn ? new globalThis.Request(request, { body: Uint8Array.from(handedOn.body) }) : request;
      const response = await handleRequest(remixRequest, await options.getLoadContext(req, res));
      // The adapter appends each header: a policy the route sets replaces the
      // middleware's default of the same name (Cache-Control from
      // server/http/private-answers.ts, the page CSP on a document), so a
      // response never carries two policies.
      for (const name of replacedByRoutes) if (response.headers.has(name)) res.removeHeader(name);
      await sendRemixResponse(res, response);
    } catch (error) {
      // Express 4 does not await handlers: errors are passed on by hand.
      next(error);
    }
  };
}
