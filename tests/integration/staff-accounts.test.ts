// Staff accounts managed by the Owner on the Staff page (issue 51, decision
// 068), over real HTTP against the production build: a person added with a
// role and a centre gets that role's pages only; a change of roles applies at
// their next request; disabling ends their browser sessions and tokens at
// once and they cannot sign in; the last Owner cannot lock everyone out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

const owner = { email: 'owner@example.in', password: 'owner-long-secret' };
const counsellor = { email: 'desk@example.in', password: 'desk-long-secret' };

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
}, 90_000);
afterAll(() => server.cleanup());

const url = (path: string) => `${server.url}${path}`;

async function signIn(who: { email: string; password: string }) {
  const response = await fetch(url('/admin/login'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(who).toString(),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
}

async function tokenOf(who: { email: string; password: string }) {
  const response = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Posts the Staff page's form as the browser does (repeated role and centre fields). */
async function post(cookie: string, fields: [string, string][]) {
  const response = await fetch(url('/admin/admins'), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

const status = async (cookie: string, path: string) =>
  (await fetch(url(path), { headers: { cookie }, redirect: 'manual' })).status;

describe('the Staff page', () => {
  let ownerCookie: string;
  let counsellorId: number;

  it('adds a Counsellor at Belwa, named with the new id, who then sees only a Counsellor’s pages', async () => {
    ownerCookie = (await signIn(owner)).cookie;
    const refused = await post(ownerCookie, [
      ['intent', 'create'],
      ['email', counsellor.email],
      ['name', 'Desk'],
      ['password', counsellor.password],
      ['centre', 'belwa'],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Choose at least one role.');

    const created = await post(ownerCookie, [
      ['intent', 'create'],
      ['email', counsellor.email],
      ['name', 'Desk'],
      ['password', counsellor.password],
      ['role', 'counsellor'],
      ['centre', 'belwa'],
    ]);
    expect(created.status).toBe(200);
    const added = /Staff member #(\d+) \(desk@example\.in\) added\./.exec(created.text);
    expect(added).not.toBeNull();
    counsellorId = Number(added![1]);

    const desk = await signIn(counsellor);
    expect(desk.status).toBe(302);
    expect(desk.location).toBe('/admin/dashboard');
    expect(await status(desk.cookie, '/admin/dashboard')).toBe(200);
    expect(await status(desk.cookie, '/admin/statements')).toBe(403);
    expect(await status(desk.cookie, '/admin/admins')).toBe(200);
    const list = await fetch(url('/trpc/admins.list'), { headers: { cookie: ownerCookie } });
    const people = ((await list.json()) as { result: { data: { id: number; roles: string[]; centres: unknown }[] } }).result.data;
    expect(people.find((p) => p.id === counsellorId)).toMatchObject({ roles: ['counsellor'], centres: ['belwa'] });
  });

  it('changes roles and centres, which apply at the person’s next request', async () => {
    const desk = await signIn(counsellor);
    expect(await status(desk.cookie, '/admin/statements')).toBe(403);
    const saved = await post(ownerCookie, [
      ['intent', 'update'],
      ['id', String(counsellorId)],
      ['role', 'counsellor'],
      ['role', 'accountant'],
      ['centre', 'belwa'],
      ['centre', 'azamnagar'],
    ]);
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(`Roles and centres of staff member #${counsellorId} saved.`);
    expect(await status(desk.cookie, '/admin/statements')).toBe(200);
  });

  it('disables an account: its sessions and tokens end at once, it cannot sign in, and enabling lets it back', async () => {
    const desk = await signIn(counsellor);
    const token = await tokenOf(counsellor);
    const tokenStatus = async () => (await fetch(url('/api/admissionForm/forms'), { headers: { 'x-auth-token': token } })).status;
    expect(await tokenStatus()).toBe(200);

    const disabled = await post(ownerCookie, [
      ['intent', 'disable'],
      ['id', String(counsellorId)],
    ]);
    expect(disabled.status).toBe(200);
    expect(disabled.text).toContain(`Staff member #${counsellorId} disabled; their sessions have ended.`);
    expect(await status(desk.cookie, '/admin/dashboard')).toBe(302);
    expect(await tokenStatus()).toBe(401);
    const again = await signIn(counsellor);
    expect(again.status).toBe(401);
    // Still listed: the name stays on what they did.
    const list = await fetch(url('/trpc/admins.list'), { headers: { cookie: ownerCookie } });
    expect(await list.text()).toContain(counsellor.email);

    await post(ownerCookie, [
      ['intent', 'enable'],
      ['id', String(counsellorId)],
    ]);
    expect((await signIn(counsellor)).status).toBe(302);
  });

  it('keeps one active Owner of every centre', async () => {
    const ownerId = 1;
    const selfDisable = await post(ownerCookie, [
      ['intent', 'disable'],
      ['id', String(ownerId)],
    ]);
    expect(selfDisable.status).toBe(409);
    expect(selfDisable.text).toContain('At least one active Owner of all centres must remain.');
    const demote = await post(ownerCookie, [
      ['intent', 'update'],
      ['id', String(ownerId)],
      ['role', 'accountant'],
      ['centre', 'all'],
    ]);
    expect(demote.status).toBe(409);
    expect(await status(ownerCookie, '/admin/settings')).toBe(200);
  });

  it('refuses the Staff procedures to anyone but an Owner', async () => {
    const desk = await signIn(counsellor);
    const response = await fetch(url('/trpc/admins.setDisabled'), {
      method: 'POST',
      headers: { cookie: desk.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1, disabled: true }),
    });
    expect(response.status, await response.clone().text()).toBe(403);
    expect(await status(ownerCookie, '/admin/dashboard')).toBe(200);
  });
});
