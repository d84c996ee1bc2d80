// The document table (domain/schemas/document-rows.ts) drives the
// application form's pickers, the server's check of a file's bytes, the kinds
// the database takes and what staff call a document: a table with one more
// row (a migration certificate with a kind of its own, in this fixture only)
// has it offered to the programs that take it, with its words, the types of
// its rule and its required mark; a file sent for it is checked by its rule,
// stored by the service's writer (an uploads row of the new kind, the file on
// the disk) once the database was given the table (what openDatabase does with
// the real one), and staff see it in the record's detail by its row's name.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentButtons } from '~/components/admin/controls';
import { DocumentInputs } from '~/components/forms/DocumentInputs';
import { createTranslation, TranslationProvider } from '~/i18n/translation';
import { en, type Messages } from '~/locales/en';
import { hi } from '~/locales/hi';
import { writeDocumentKinds } from '../../db/client';
import { acceptOf } from '../../domain/schemas/document-types';
import { documentKinds, documentRows, isRequiredFor, type DocumentKind, type DocumentSpec } from '../../domain/schemas/documents';
import { saveRecordWithDocuments } from '../../server/services/admissions/record-documents';
import { prepareDocuments } from '../../server/storage/document-files';
import { uploadsDirOf } from '../../server/storage/paths';
import { callerFor, createTestDb, signedInStaff } from '../support/db';
import { seedRegistration } from '../support/seed';
import { migrationRow } from '../support/document-fixture';
import { formDataOf, pdfBytes, receive } from '../support/uploads';

const migration = migrationRow;
// DocumentKind is the real table's kinds; a row added to the table widens it
// as this fixture's row cannot.
const migrationSpec = migration as DocumentSpec;
// What the dashboard receives over HTTP: JSON, dates as strings.
const overTheWire = (documents: unknown) =>
  JSON.parse(JSON.stringify(documents)) as Parameters<typeof DocumentButtons>[0]['documents'];
const rows = [...documentRows, migration];

// Its words, added to the page's messages as a new row's words would be.
const messages = { ...en, application: { ...en.application, migration: 'Migration certificate' } } as Messages;

const offered = (program: string) =>
  renderToString(
    createElement(TranslationProvider, {
      value: createTranslation('en', messages),
      children: createElement(DocumentInputs, { place: 'qualification', rows, program, errors: {} }),
    }),
  );

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'document-table-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a document type added to the table', () => {
  it('is offered with its words and types to the program that takes it, and to no other', () => {
    const html = offered('advance-diploma');
    expect(html).toContain('id="migrationDoc"');
    expect(html).toContain('Migration certificate');
    expect(html).toContain(`accept="${acceptOf('certificate')}"`);
    // Asked of the advance diploma: marked required.
    expect(html).toMatch(/Migration certificate<!-- --> <span[^>]*>\*<\/span>/);
    expect(offered('diploma')).not.toContain('id="migrationDoc"');
    // Before a program is chosen: offered, saying which program asks for it.
    expect(offered('')).toContain(en.application.advanceRequired);
  });

  it('is asked of the programs the row names', () => {
    expect(isRequiredFor(migration, 'advance-diploma')).toBe(true);
    expect(isRequiredFor(migration, 'diploma')).toBe(false);
  });

  it('is received, checked by its rule, stored with its kind and shown to staff by its name', async () => {
    const testDb = createTestDb();
    const { db } = testDb;
    const registration = seedRegistration(db, { program: 'advance-diploma' });
    const storeMigration = async () => {
      const form = formDataOf({}, { migrationDoc: { bytes: pdfBytes, name: 'migration.pdf' } });
      const received = await receive(
        testDb.dataDir,
        form,
        rows.map((row) => row.field),
      );
      try {
        const prepared = await prepareDocuments(testDb.dataDir, received, [migrationSpec]);
        // The writer the application's submit stores its files with, for a record already there.
        return await saveRecordWithDocuments({
          db,
          dataDir: testDb.dataDir,
          ownerType: 'registration',
          prepared,
          insertRecord: () => registration,
        });
      } finally {
        await received.cleanup();
      }
    };
    const uploadsOf = () =>
      db.$client
        .prepare("SELECT kind, stored_name AS storedName FROM uploads WHERE owner_type = 'registration' AND owner_id = ?")
        .all(registration.id) as { kind: string; storedName: string }[];
    try {
      // A database given only the real table refuses the new kind, and keeps no file for it.
      await expect(storeMigration()).rejects.toThrow('uploads.kind is not in the vocabulary');
      expect(uploadsOf()).toEqual([]);
      expect(existsSync(uploadsDirOf(testDb.dataDir)) ? readdirSync(uploadsDirOf(testDb.dataDir)) : []).toEqual([]);

      // What openDatabase does with the table, here with the fixture's: no migration.
      writeDocumentKinds(db.$client, rows);
      await storeMigration();
      const [stored, ...others] = uploadsOf();
      expect(others).toEqual([]);
      expect(stored?.kind).toBe('migration');
      expect(existsSync(path.join(uploadsDirOf(testDb.dataDir), stored!.storedName))).toBe(true);
      // A kind no row has is still refused.
      expect(() =>
        db.$client
          .prepare("UPDATE uploads SET kind = 'transfer' WHERE owner_type = 'registration' AND owner_id = ?")
          .run(registration.id),
      ).toThrow('uploads.kind is not in the vocabulary');

      // Staff: the record's detail lists it with its row's name, and the dashboard's button says it.
      const staff = callerFor(testDb, await signedInStaff(testDb));
      const { record } = await staff.registrations.detail({ id: registration.id });
      expect(record.documents).toMatchObject([{ kind: 'migration', staffName: 'Migration certificate' }]);
      const buttons = renderToString(
        createElement(MantineProvider, {
          children: createElement(DocumentButtons, {
            documents: overTheWire(record.documents),
            ownerName: record.name,
            onView: () => {},
          }),
        }),
      );
      expect(buttons).toContain(`aria-label="Migration certificate of ${record.name}"`);
      expect(buttons).toContain('mantine-Button-label">Migration certificate</span>');
    } finally {
      testDb.cleanup();
    }
  });

  it('refuses a file its rule does not take, naming the document', async () => {
    const form = formDataOf({}, { migrationDoc: { bytes: Buffer.from('just words, no document'), name: 'm.pdf' } });
    const received = await receive(dataDir, form, ['migrationDoc']);
    try {
      await expect(prepareDocuments(dataDir, received, [migrationSpec])).rejects.toMatchObject({
        details: {
          fieldSaid: {
            migrationDoc: {
              key: 'templates.notCertificate',
              values: { label: { said: { key: 'documentLabels.migrationDoc' } } },
            },
          },
        },
      });
    } finally {
      await received.cleanup();
    }
  });
});

describe('the document table', () => {
  it('gives the document kinds, each named as staff call it, and the database holds them when it opens', () => {
    expect(documentKinds.values).toEqual(documentRows.map((row) => row.kind));
    for (const row of documentRows) expect(documentKinds.labels[row.kind as DocumentKind]).toBe(row.staffName);
    const testDb = createTestDb();
    try {
      const held = testDb.db.$client.prepare('SELECT kind, staff_name AS staffName FROM document_kinds ORDER BY rowid').all();
      expect(held).toEqual(documentRows.map((row) => ({ kind: row.kind, staffName: row.staffName })));
    } finally {
      testDb.cleanup();
    }
  });

  it("has every row's words in each language's messages", () => {
    const lookup = (source: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], source);
    for (const row of documentRows) {
      const keys = [row.words.label, ...(row.words.hint ? [row.words.hint] : [])];
      for (const key of keys) {
        for (const words of [en, hi]) expect(lookup(words, key), `${row.field}: ${key}`).toBeTruthy();
      }
    }
  });
});
