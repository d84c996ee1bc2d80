// The admin session cookie holds the opaque session token (signed, HttpOnly,
// SameSite=Lax). Over https it is Secure with the __Host- prefix, which also
// pins it to this host and path. It lives as long as a session may
// (sessionAbsoluteMs, handed in by server/app.ts: server/http imports no service).
import { createCookie, type Cookie } from '@remix-run/node';
import { createDeviceCookies } from './device-cookie';

export function createSessionCookies(secret: string, sessionAbsoluteMs: number) {
  const make = (secure: boolean): Cookie =>
    createCookie(secure ? '__Host-session' : 'session', {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      secrets: [secret],
      maxAge: Math.floor(sessionAbsoluteMs / 1000),
    });
  const plain = make(false);
  const secure = make(true);
  return {
    /** The cookie to use for a request served over https (secure) or not. */
    forRequest: (isHttps: boolean) => (isHttps ? secure : plain),
    /** The admin device cookie (server/http/device-cookie.ts), signed with the same secret. */
    device: createDeviceCookies(secret),
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;

export async function readSessionToken(
  cookies: SessionCookies,
  cookieHeader: string | undefined | null,
  isHttps: boolean,
): Promise<string | null> {
  if (!cookieHeader) return null;
  const value: unknown = await cookies.forRequest(isHttps).parse(cookieHeader);
  return typeof value === 'string' ? value : null;
}
