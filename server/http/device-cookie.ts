// The admin device cookie (decision 036): a browser that signed in to an
// account gets a signed, HttpOnly cookie naming that account. With it, the
// right password gets through even while someone else's failed guesses from
// many addresses hold the account shut to everyone else (services/staff/auth.ts,
// loginRetryAfterSeconds). It proves only that this browser once knew the
// password; it opens no session by itself.
import { randomBytes } from 'node:crypto';
import { createCookie, type Cookie } from '@remix-run/node';

/** Long enough that staff who sign in every few weeks keep it. */
export const deviceCookieMaxAgeSeconds = 180 * 24 * 60 * 60;

interface DeviceValue {
  /** The admin's id. */
  u: number;
  /** Random, so two devices' cookies differ (and a value is never guessed). */
  d: string;
}

export function createDeviceCookies(secret: string) {
  const make = (secure: boolean): Cookie =>
    createCookie(secure ? '__Host-admin-device' : 'admin-device', {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      secrets: [secret],
      maxAge: deviceCookieMaxAgeSeconds,
    });
  const plain = make(false);
  const secure = make(true);
  const forRequest = (isHttps: boolean) => (isHttps ? secure : plain);
  return {
    /** The admin id of a validly signed device cookie in this request, or null. */
    async read(cookieHeader: string | undefined | null, isHttps: boolean): Promise<number | null> {
      if (!cookieHeader) return null;
      const value = (await forRequest(isHttps).parse(cookieHeader)) as Partial<DeviceValue> | null;
      return value && typeof value.u === 'number' && Number.isInteger(value.u) ? value.u : null;
    },
    /** The Set-Cookie header that marks this browser as one that signed in to `userId`. */
    serialize(userId: number, isHttps: boolean): Promise<string> {
      const value: DeviceValue = { u: userId, d: randomBytes(12).toString('base64url') };
      return forRequest(isHttps).serialize(value);
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
