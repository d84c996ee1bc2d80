// What Express's req.secure and req.ip say, for a plain node:http request
// (the page cache answers hits before Express). Same rules: X-Forwarded-*
// are read only from addresses the 'trust proxy' setting trusts.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Express's compiled 'trust proxy' function: app.get('trust proxy fn'). */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

export function isSecureRequest(req: IncomingMessage, trust: TrustProxy): boolean {
  const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  if (!trust(req.socket.remoteAddress, 0)) return own === 'https';
  const header = req.headers['x-forwarded-proto'];
  const value = typeof header === 'string' ? header.split(',')[0]!.trim() : own;
  return value === 'https';
}

/** The client address: the nearest untrusted one in the X-Forwarded-For chain (proxy-addr's rule). */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const forwarded = req.headers['x-forwarded-for'];
  const chain = [
    req.socket.remoteAddress ?? '',
    ...(typeof forwarded === 'string'
      ? forwarded
          .split(',')
          .map((part) => part.trim())
          .reverse()
      : []),
  ];
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop], hop)) return chain[hop]!;
  return chain[chain.length - 1]!;
}

/** Scheme and host as the Remix adapter builds the request URL from them (before any port handling). */
export function requestOrigin(req: IncomingMessage, trust: TrustProxy): string {
  const scheme = isSecureRequest(req, trust) ? 'https' : 'http';
  const forwardedHost = trust(req.socket.remoteAddress, 0) ? req.headers['x-forwarded-host'] : undefined;
  const host = typeof forwardedHost === 'string' ? forwardedHost.split(',')[0]!.trim() : (req.headers.host ?? '');
  return `${scheme}://${host}`;
}

/** The host name without its port, as Express's req.hostname gives it. */
export function requestHostname(req: IncomingMessage, trust: TrustProxy): string {
  const forwardedHost = trust(req.socket.remoteAddress, 0) ? req.headers['x-forwarded-host'] : undefined;
  const host = typeof forwardedHost === 'string' ? forwardedHost.split(',')[0]!.trim() : (req.headers.host ?? '');
  // An IPv6 literal keeps its brackets; only a port after them (or after a name) goes.
  const portStart = host.indexOf(':', host.startsWith('[') ? host.indexOf(']') : 0);
  return portStart < 0 ? host : host.slice(0, portStart);
}
