// Security headers on every response. The Content-Security-Policy allows
// only our own scripts plus the inline ones Remix renders, which carry a
// nonce made fresh for each request (res.locals.cspNonce, passed to Remix as
// context.cspNonce and from there to <Scripts>, <ScrollRestoration> and
// Mantine's ColorSchemeScript). A page served from the page cache carries no
// nonce: its policy lists the hashes of its inline scripts instead
// (server/http/page-cache.ts, decision 010).
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceOf = (_req: unknown, res: ServerResponse) => `'nonce-${String((res as Response).locals.cspNonce)}'`;

// Features this site never uses; a script injected into a page cannot use them either.
const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/**
 * HSTS, only over https: on plain http it would be ignored at best, and a
 * proxy misconfiguration must not pin a browser to https. Its own middleware
 * because it depends on the request, so the page cache cannot store it.
 */
export const hstsValue = 'max-age=31536000; includeSubDomains';
export const strictTransportSecurity: RequestHandler = (req, res, next) => {
  // req.secure reads X-Forwarded-Proto only when TRUST_PROXY says to.
  if (req.secure) res.setHeader('Strict-Transport-Security', hstsValue);
  next();
};

export function securityHeaders({ isDev }: { isDev: boolean }): RequestHandler[] {
  const csp = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // No 'unsafe-inline': an injected <script> has no nonce and does not run.
        'script-src': ["'self'", nonceOf],
        // The offline service worker, /sw.js (server/http/service-worker.ts).
        'worker-src': ["'self'"],
        // React style={} attributes and Mantine's inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        // Vite's HMR talks over a websocket in development only.
        'connect-src': isDev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // strictTransportSecurity (above), only over https.
    strictTransportSecurity: false,
    // Set per path below: the public gallery may be shown by the old client
    // from another origin; everything else stays same-origin.
    crossOriginResourcePolicy: false,
  });

  const extra: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    res.setHeader(
      'Cross-Origin-Resource-Policy',
      req.path.startsWith('/media/') || req.path.startsWith('/api/') ? 'cross-origin' : 'same-origin',
    );
    next();
  };

  return [cspNonce, csp as RequestHandler, extra];
}
