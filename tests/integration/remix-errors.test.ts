// Errors that are ours, for real (the database lost a table under the running
// server): a loader error gives the friendly 500 page, a form action error the
// form's "something went wrong"; each is logged once, as structured JSON with
// the request id (handleError in entry.server, refusalOf in app/actions/refusals.server.ts),
// never through console. Needs `npm run build`.
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { databasePath } from '../../db/client';
import { startServer } from '../support/server';

it('logs a loader error once with the request id and shows the friendly page', { timeout: 60_000 }, async () => {
  const server = await startServer({ LOG_LEVEL: 'info', ADMIN_EMAIL: 'errors@example.in', ADMIN_PASSWORD: 'errors-long-secret' });
  try {
    expect((await fetch(`${server.url}/gallery`)).status).toBe(200);
    const damage = new Database(databasePath(server.dataDir));
    damage.exec('DROP TABLE gallery_items');
    damage.close();

    const response = await fetch(`${server.url}/gallery`);
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).not.toMatch(/no such table|SqliteError|at \w+ \(/);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.output().split('\n').filter(Boolean);
    // Every line is JSON: nothing went to console.error as text.
    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; requestId?: string; err?: { stack?: string } });
    const mentions = parsed.filter((line) => JSON.stringify(line).includes('no such table'));
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({ msg: 'remix error', requestId, path: '/gallery', method: 'GET' });
    expect(mentions[0]!.err!.stack).toContain('no such table: gallery_items');
  } finally {
    await server.cleanup();
  }
});

it(
  'logs an unexpected error of a form action once, structured, and the form says something went wrong',
  { timeout: 60_000 },
  async () => {
    const server = await startServer({
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'errors@example.in',
      ADMIN_PASSWORD: 'errors-long-secret',
    });
    try {
      const damage = new Database(databasePath(server.dataDir));
      damage.exec('DROP TABLE enquiries');
      damage.close();

      const response = await fetch(`${server.url}/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Asha',
          email: 'asha@example.in',
          mobile: '9812345678',
          subject: 'other',
          query: 'Is there a June batch?',
        }).toString(),
      });
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('Something went wrong on our side. Please try again.');
      expect(html).not.toMatch(/no such table|SqliteError/);
      const requestId = response.headers.get('x-request-id');

      await new Promise((resolve) => setTimeout(resolve, 200));
      const parsed = server
        .output()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; requestId?: string; err?: { stack?: string } });
      const mentions = parsed.filter((line) => JSON.stringify(line).includes('no such table'));
      expect(mentions).toHaveLength(1);
      expect(mentions[0]).toMatchObject({ msg: 'form action error', requestId });
      // The form's own data never reaches the log.
      expect(JSON.stringify(parsed)).not.toContain('9812345678');
    } finally {
      await server.cleanup();
    }
  },
);
