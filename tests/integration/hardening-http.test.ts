// Security headers, the cross-site check, rate limits and the disk guard,
// against the real production server over HTTP (needs `npm run build`).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
// Remix's own single-fetch encoding (a dependency of @remix-run/server-runtime):
// decoding with it is exactly what the browser does with a `.data` answer.
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { enquiries } from '../../db/schema';
import { tempDirOf } from '../../server/storage/paths';
import { startServer, type RunningServer } from '../support/server';

const multipartBody = () => {
  const form = new FormData();
  form.set('name', 'Asha');
  form.set('photo', new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }), 'p.jpg');
  return form;
};

// Two servers in all (each start costs seconds on a busy machine): one behind
// a trusted proxy with small rate limits, one direct with no disk space left.
let proxied: RunningServer;
let direct: RunningServer;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([
    startServer({
      TRUST_PROXY: '1',
      RATE_LIMIT_LOGIN_PER_15MIN: '3',
      RATE_LIMIT_LOOKUPS_PER_15MIN: '2',
      RATE_LIMIT_SUBMITS_PER_HOUR: '2',
    }),
    // 100 TB free: no disk here has that, so every upload must be refused.
    startServer({ MIN_FREE_DISK_MB: String(100 * 1024 * 1024) }),
  ]);
});
afterAll(async () => {
  await Promise.all([proxied?.cleanup(), direct?.cleanup()]);
});

describe('security headers', () => {
  it('sends a CSP whose nonce is on every <script> of a page rendered now, and a fresh one each time', async () => {
    // The page cache steps aside for a request with a session cookie (even a
    // stale one), so the server renders the page for this response.
    const render = () => fetch(`${proxied.url}/`, { headers: { cookie: 'session=stale' } });
    const response = await render();
    expect(response.headers.get('x-page-cache')).toBeNull();
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const again = await render();
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('serves a cached page with no nonce and the hash of each of its inline scripts in the CSP', async () => {
    await fetch(`${proxied.url}/academics`);
    const response = await fetch(`${proxied.url}/academics`);
    expect(response.headers.get('x-page-cache')).toBe('hit');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.match(/script-src[^;]*/)?.[0] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    const html = await response.text();
    expect(html).not.toContain('nonce=');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
    // The same bytes for the next visitor.
    expect(await (await fetch(`${proxied.url}/academics`)).text()).toBe(html);
  });

  it('sends nosniff, a referrer policy, a permissions policy and no HSTS over plain http', async () => {
    const response = await fetch(`${proxied.url}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // JSON answers carry them too.
    const health = await fetch(`${proxied.url}/healthz`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(health.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const response = await fetch(`${proxied.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('checks Origin against the public host a trusted proxy forwards', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${proxied.url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' }),
      });
    const viaProxy = {
      origin: 'https://institute.example',
      'x-forwarded-host': 'institute.example',
      'x-forwarded-proto': 'https',
    };
    expect((await post(viaProxy)).status).toBe(401);
    expect((await post({ ...viaProxy, origin: 'https://evil.example' })).status).toBe(403);
    // Scheme and host both: our host over the other scheme is another origin.
    expect((await post({ ...viaProxy, origin: 'http://institute.example' })).status).toBe(403);
    expect((await post({ ...viaProxy, 'x-forwarded-proto': 'http' })).status).toBe(403);
  });

  it('answers a missing gallery file with the friendly 404 page', async () => {
    const response = await fetch(`${proxied.url}/media/gallery/nothing-here.jpg`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('404 - Page Not Found');
    expect(html).not.toMatch(/at \w+ \(|node_modules/);
  });
});

describe('cross-site requests', () => {
  const login = (headers: Record<string, string>) =>
    fetch(`${direct.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' }),
    });

  it('refuses a POST whose Origin is another site, with JSON on /trpc', async () => {
    const response = await login({ origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/another website/);
  });

  it('refuses a POST that the browser marks cross-site, with a page for page routes', async () => {
    const response = await fetch(`${direct.url}/enquiry`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('sent from another website');
  });

  it('refuses Origin: null and a same-site but other-origin request', async () => {
    expect((await login({ origin: 'null' })).status).toBe(403);
    expect((await login({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // Without TRUST_PROXY a client cannot name its own host.
    expect((await login({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' })).status).toBe(403);
  });

  it('lets same-origin requests and header-less clients through', async () => {
    const host = new URL(direct.url).host;
    const sameOrigin = await login({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(401); // reached the procedure: wrong password
    expect((await login({})).status).toBe(401);
    // GET is never refused, and /api is left to the legacy adapter's token and CORS rules.
    expect((await fetch(`${direct.url}/`, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(200);
    const api = await fetch(`${direct.url}/api/enquiry/submit`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(api.status).not.toBe(403);
  });
});

describe('rate limits', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('limits sign-in attempts per address and answers JSON with Retry-After on /trpc', async () => {
    const attempt = (ip: string) =>
      fetch(`${proxied.url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(ip) },
        body: JSON.stringify({ email: `x${ip}@example.in`, password: 'wrong-password' }),
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt('198.51.100.1')).status).toBe(401);
    const limited = await attempt('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // tRPC's error shape, with the problem's message and code.
    const body = (await limited.json()) as { error: { message: string; data: { appCode: string } } };
    expect(body.error.message).toMatch(/Too many attempts/);
    expect(body.error.data.appCode).toBe('TOO_MANY_REQUESTS');
    // Another client address (through the trusted proxy) has its own budget.
    expect((await attempt('198.51.100.2')).status).toBe(401);
  });

  it('limits reference look-ups (Check Status), counting the page and its .data twin together, with a friendly page', async () => {
    const ip = '198.51.100.3';
    const lookup = (path: string) => {
      const body = new FormData();
      body.set('intent', 'lookup');
      body.set('referenceId', 'REG-AAAAAAAA');
      return fetch(`${proxied.url}${path}`, { method: 'POST', headers: { ...from(ip), origin: proxied.url }, body });
    };
    expect((await lookup('/admission-form')).status).not.toBe(429);
    expect((await lookup('/admission-form.data')).status).not.toBe(429);
    const limited = await lookup('/Admission-Form/');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('content-type')).toContain('text/html');
    expect(await limited.text()).toContain('Too many attempts');
    // Opening the form is not a look-up.
    expect((await fetch(`${proxied.url}/admission-form`, { headers: from(ip) })).status).not.toBe(429);
  });

  it('limits form submits per hour, page and legacy paths alike', async () => {
    const ip = '198.51.100.4';
    const post = (url: string) =>
      fetch(`${proxied.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(ip) },
        body: 'name=x',
      });
    expect((await post('/enquiry')).status).not.toBe(429);
    expect((await post('/enquiry.data')).status).not.toBe(429);
    expect((await post('/admissions')).status).toBe(429);
    const legacy = await post('/api/form/submit');
    expect(legacy.status).toBe(429);
    expect(((await legacy.json()) as { message: string }).message).toMatch(/Too many attempts/);
    // GET of the same pages stays open.
    expect((await fetch(`${proxied.url}/enquiry`, { headers: from(ip) })).status).not.toBe(429);
  });
});

describe('disk guard', () => {
  it('refuses multipart uploads with 507 and a clear message, as a page or JSON', async () => {
    const page = await fetch(`${direct.url}/admissions`, { method: 'POST', body: multipartBody() });
    expect(page.status).toBe(507);
    expect(await page.text()).toContain('low on storage space');
    const legacy = await fetch(`${direct.url}/api/form/submit`, { method: 'POST', body: multipartBody() });
    expect(legacy.status).toBe(507);
    expect(((await legacy.json()) as { message: string }).message).toContain('uploads are paused');
  });

  it('does not refuse requests without files', async () => {
    const response = await fetch(`${direct.url}/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(response.status).not.toBe(507);
    expect((await fetch(`${direct.url}/healthz`)).status).toBe(200);
  });
});

describe('refusals of form posts made with JavaScript (Remix single fetch)', () => {
  /** What the browser's Remix gets from POST /route.data: the action's data, decoded. */
  async function actionDataOf(response: Response): Promise<Record<string, unknown>> {
    expect(response.headers.get('content-type')).toContain('text/x-script');
    const decoded = await decode(response.body!);
    await decoded.done;
    return (decoded.value as { data: Record<string, unknown> }).data;
  }
  const enquiryBody = (n: number) =>
    new URLSearchParams({
      name: 'Rate Limited',
      email: `limited.${n}.${Date.now()}@example.in`,
      mobile: '9812345678',
      subject: 'other',
      query: 'Is there a batch in June?',
    }).toString();
  const enquiryCount = (server: RunningServer) => {
    const db = openDatabase(server.dataDir);
    try {
      return db.select({ n: count() }).from(enquiries).get()!.n;
    } finally {
      db.$client.close();
    }
  };

  it('answers a rate-limited enquiry with the form data Remix decodes: 429, the wait, and no row', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.40', 'content-type': 'application/x-www-form-urlencoded' };
    const post = (n: number) => fetch(`${proxied.url}/enquiry.data`, { method: 'POST', headers, body: enquiryBody(n) });
    // A saved enquiry redirects to the thank-you page: single fetch sends the redirect as a 202.
    expect((await post(1)).status).toBe(202);
    expect((await post(2)).status).toBe(202);
    const before = enquiryCount(proxied);
    const limited = await post(3);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const data = await actionDataOf(limited);
    expect(data.ok).toBe(false);
    expect(data.message).toMatch(/^Too many attempts from your connection\. Please try again in \d+ minutes?\.$/);
    expect(enquiryCount(proxied)).toBe(before);
  });

  it('answers a refused cross-site enquiry post with a 403 message the form shows, and stores nothing', async () => {
    const before = enquiryCount(direct);
    const post = (headers: Record<string, string>) =>
      fetch(`${direct.url}/enquiry.data`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: enquiryBody(3),
      });
    // Our page behind a proxy that forwards its host while TRUST_PROXY is unset:
    // we refuse, Remix would run the action, so the form shows why.
    const misconfigured = await post({ origin: 'https://institute.example', 'x-forwarded-host': 'institute.example' });
    expect(misconfigured.status).toBe(403);
    expect((await actionDataOf(misconfigured)).message).toMatch(/sent from another website/);
    const marked = await post({ 'sec-fetch-site': 'cross-site' });
    expect(marked.status).toBe(403);
    expect((await actionDataOf(marked)).message).toMatch(/sent from another website/);
    // Another site's script: the plain 403, never reaching Remix.
    const foreign = await post({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toMatch(/another website/);
    expect(enquiryCount(direct)).toBe(before);
  });

  it('answers an upload while the disk is full with a 507 message the form shows, storing no byte', async () => {
    for (const route of ['/admissions.data', '/admission-form.data']) {
      const response = await fetch(`${direct.url}${route}`, { method: 'POST', body: multipartBody() });
      expect(response.status, route).toBe(507);
      const data = await actionDataOf(response);
      // The application form answers { ok, message }, the admission form { step, error }.
      expect(String(data.message ?? data.error), route).toContain('low on storage space');
    }
    const temp = tempDirOf(direct.dataDir);
    expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);
  });
});
