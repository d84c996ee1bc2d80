// A batch belongs to a session explicitly (issue 55): when staff change the
// admission session, the intakes of the old one that have not closed stop
// being offered, and the intakes page and the settings save say so, with one
// step that carries them over. Over real HTTP against the production build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits } from '../support/legacy';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer(generousLimits);
  cookie = await adminCookieOf(server.url, generousLimits);
});
afterAll(() => server.cleanup());

type Json = Record<string, unknown>;

async function trpc(procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation') {
  const response =
    kind === 'mutation'
      ? await fetch(`${server.url}/trpc/${procedure}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify(input ?? null),
        })
      : await fetch(`${server.url}/trpc/${procedure}`, { headers: { cookie } });
  const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, data: body.result?.data as Json, error: body.error };
}

async function adminPost(path: string, fields: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: textOf(await response.text()) };
}

/** The page's HTML without React's text separators (<!-- -->), so a sentence reads as one. */
const textOf = (html: string) => html.replace(/<!-- -->/g, '');

const dayIso = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const offeredIds = async () =>
  ((await trpc('intakes.choices', undefined, 'query')).data as unknown as { id: number }[]).map((intake) => intake.id);

describe('a new admission session and the open batches', () => {
  it('stops offering the old session’s batches, says so on the intakes page and the settings save, and carries them over in one step', async () => {
    const saved = await trpc('intakes.save', {
      courseCode: 'DCA',
      centre: 'azamnagar',
      courseMode: 'Offline',
      startsAt: `${dayIso(40)}T09:30`,
      opensOn: dayIso(-1),
      closesOn: dayIso(30),
      seats: 20,
    });
    const id = saved.data.id as number;
    expect(await offeredIds()).toContain(id);
    const settings = (await trpc('settings.get', undefined, 'query')).data;
    const session = settings.admissionSession as string;
    const next = `${Number(session.slice(0, 4)) + 1}-${String(Number(session.slice(5)) + 1).padStart(2, '0')}`;

    // The settings save that changes the session names the batch it leaves unoffered, beside its button.
    // The page's form as drawn (every value and what it was drawn with), with the session changed.
    const drawn = Object.fromEntries(
      Object.entries(settings).flatMap(([key, value]) => [
        [key, String(value ?? '')],
        [`was:${key}`, String(value ?? '')],
      ]),
    );
    const settingsPage = await adminPost('/admin/settings', { ...drawn, admissionSession: next });
    expect(settingsPage.status).toBe(200);
    expect(settingsPage.html).toContain('Settings saved.');
    expect(settingsPage.html).toMatch(new RegExp(`Intakes? [^<]*#${id}[^<]*no longer offered`));
    expect(settingsPage.html).toContain(`over to ${next} on the Intakes page`);

    expect(await offeredIds()).not.toContain(id);
    expect((await trpc('intakes.outOfSession', undefined, 'query')).data).toMatchObject({ session: next, ids: [id] });
    const listed = ((await trpc('intakes.list', undefined, 'query')).data as unknown as Json[]).find(
      (intake) => intake.id === id,
    );
    expect(listed).toMatchObject({ session, inSession: false });

    const intakesPage = textOf(await (await fetch(`${server.url}/admin/intakes`, { headers: { cookie } })).text());
    expect(intakesPage).toContain('not offered');
    expect(intakesPage).toContain(`Carry it over to ${next}`);

    const carried = await adminPost('/admin/intakes', { intent: 'carryOver' });
    expect(carried.status).toBe(200);
    expect(carried.html).toContain(`Carried over to session ${next}: intake #${id}.`);
    expect(await offeredIds()).toContain(id);
    expect((await trpc('intakes.outOfSession', undefined, 'query')).data).toMatchObject({ session: next, ids: [] });

    // A second press carries nothing and says so.
    const again = await adminPost('/admin/intakes', { intent: 'carryOver' });
    expect(again.html).toContain('Nothing to carry over');
  });
});
