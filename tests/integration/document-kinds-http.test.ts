// A document of a kind the database was given by a table with one more row
// (tests/support/document-fixture.ts), shown to staff over real HTTP by the
// production build, whose own table lacks that row: the server keeps the kind
// and its name (document_kinds is never pruned, decision 087), lists the file
// by its staff name in the record's detail after the table's kinds, and
// serves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, writeDocumentKinds, type DB } from '../../db/client';
import { documentRows, type DocumentKind } from '../../domain/schemas/documents';
import { migrationRow } from '../support/document-fixture';
import { seedRegistration, seedUpload, tinyPdf, tinyPng } from '../support/seed';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';

const account = { ADMIN_EMAIL: 'office@example.in', ADMIN_PASSWORD: 'office-long-secret' };
let server: RunningServer;
let db: DB;
beforeAll(async () => {
  server = await startServer(account);
  db = openDatabase(server.dataDir);
});
afterAll(async () => {
  db.$client.close();
  await server.cleanup();
});

describe('a document kind from a table with one more row', () => {
  it("is listed to staff by its row's name and its file served, over HTTP", async () => {
    writeDocumentKinds(db.$client, [...documentRows, migrationRow]);
    const registration = seedRegistration(db, { program: 'advance-diploma', courseCode: 'ADCA' });
    const file = seedUpload(
      db,
      server.dataDir,
      // The real table's kinds are the type; the fixture's row is outside it.
      { ownerType: 'registration', ownerId: registration.id, kind: migrationRow.kind as DocumentKind },
      { bytes: tinyPdf, detectedType: 'application/pdf', originalName: 'migration.pdf' },
    );
    const photo = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: registration.id, kind: 'photo' },
      { bytes: tinyPng, detectedType: 'image/png', originalName: 'photo.png' },
    );
    const cookie = await adminCookieOf(server.url, account);

    const detail = await fetch(
      `${server.url}/trpc/registrations.detail?input=${encodeURIComponent(JSON.stringify({ id: registration.id }))}`,
      { headers: { cookie } },
    );
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { result: { data: { record: { documents: unknown[] } } } };
    // After the kinds of the server's own table.
    expect(body.result.data.record.documents).toEqual([
      expect.objectContaining({ id: photo.id, kind: 'photo', staffName: 'Photo' }),
      expect.objectContaining({ id: file.id, kind: 'migration', staffName: 'Migration certificate' }),
    ]);

    const served = await fetch(`${server.url}/admin/documents/${file.id}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPdf)).toBe(true);
  });
});
