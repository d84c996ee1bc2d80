// Refuses cookie-authenticated state changes that come from another site
// (CSRF). Browsers tell us where a request comes from: Sec-Fetch-Site on
// every modern browser, Origin (scheme, host and port) on every POST. A request from our own pages is
// same-origin; a typed URL or bookmark is "none". Non-browser clients send
// neither header and carry no session cookie of a victim, so they pass.
//
// /api/* is left out: the legacy adapter authenticates with the x-auth-token
// header, which another site cannot make a browser send, and gets its own
// CORS rules. GET, HEAD and OPTIONS change nothing (a rule for the whole app).
import type { Request, RequestHandler } from 'express';
import { AppError } from '../../domain/problem';
import { refusalMessages } from '../../domain/schemas/refusals';
import { refuse } from './problem-response';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The host the browser addressed: the Host header, or X-Forwarded-Host when
 * the request came through a proxy that TRUST_PROXY says to trust (Express's
 * own rule, the same one behind req.ip and req.secure).
 */
function publicHostOf(req: Request): string | undefined {
  const forwarded = req.get('x-forwarded-host');
  const trusted = req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean;
  if (forwarded && trusted(req.socket.remoteAddress, 0)) return forwarded.split(',')[0]!.trim();
  return req.get('host');
}

export function crossSiteReason(req: Request): string | null {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `sec-fetch-site=${fetchSite}`;
  }
  const origin = req.get('origin');
  if (origin !== undefined) {
    let named: URL | null = null;
    try {
      named = new URL(origin);
    } catch {
      // "null" (sandboxed frames, some redirects) or garbage: not our origin.
    }
    // Scheme and host both: https://our-host is another origin for a page
    // served over http, and the reverse (req.protocol reads
    // X-Forwarded-Proto only from a proxy TRUST_PROXY trusts).
    if (named === null || named.host !== publicHostOf(req) || named.protocol !== `${req.protocol}:`) {
      return 'origin mismatch';
    }
  }
  return null;
}

/**
 * Would Remix itself run this POST's action? It aborts (with a 500) when
 * Origin names another host than X-Forwarded-Host or Host. Only then is it
 * worth handing our refusal to the page: that case is ours refusing a post a
 * page of this site really made (e.g. a proxy sending X-Forwarded-Host
 * without TRUST_PROXY). A foreign Origin is another site's script: there is
 * no visitor of ours to show a message to, and it gets the plain 403.
 */
function remixRunsAction(req: Request): boolean {
  const origin = req.get('origin');
  if (origin === undefined) return true;
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const host = req.get('x-forwarded-host')?.split(',')[0]?.trim() || req.get('host');
  return originHost === host;
}

export const crossSiteMessage = refusalMessages.crossSite;

export function refuseCrossSite(): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method) || req.path.startsWith('/api/')) return next();
    const reason = crossSiteReason(req);
    if (!reason) return next();
    res.locals.refusedBecause = reason;
    refuse(req, res, next, new AppError('FORBIDDEN', crossSiteMessage), { deferrable: remixRunsAction(req) });
  };
}
