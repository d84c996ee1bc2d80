// The document table (domain/schemas/documents.ts) drives the application
// form's pickers and the server's check of a file's bytes: a table with one
// more row (a migration certificate, in this fixture only) has it offered to
// the programs that take it, with its words, the types of its rule and its
// required mark, and a file sent for it is received, checked by its rule
// and placed on the disk like any other document.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentInputs } from '~/components/forms/DocumentInputs';
import { createTranslation, TranslationProvider } from '~/i18n/translation';
import { en, type Messages } from '~/locales/en';
import { hi } from '~/locales/hi';
import { acceptOf } from '../../domain/schemas/document-types';
import { documentRows, isRequiredFor, type DocumentRow } from '../../domain/schemas/documents';
import { placeDocuments, prepareDocuments } from '../../server/storage/document-files';
import { formDataOf, pdfBytes, receive } from '../support/uploads';

const migration: DocumentRow = {
  field: 'migrationDoc',
  kind: 'graduation',
  rule: 'certificate',
  label: 'The migration certificate',
  required: 'Migration certificate is required.',
  requiredFor: ['advance-diploma'],
  takenBy: ['advance-diploma'],
  place: 'qualification',
  words: { label: 'application.migration', hint: 'application.documentTypes' },
  staffName: 'Migration certificate',
};
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

  it('is received, checked by its rule and stored like any other document', async () => {
    const form = formDataOf({}, { migrationDoc: { bytes: pdfBytes, name: 'migration.pdf' } });
    const received = await receive(
      dataDir,
      form,
      rows.map((row) => row.field),
    );
    try {
      const prepared = await prepareDocuments(dataDir, received, [migration]);
      const placed = await placeDocuments(dataDir, prepared);
      expect(placed.documents).toHaveLength(1);
      expect(placed.documents[0]).toMatchObject({ field: 'migrationDoc', kind: 'graduation', detectedType: 'application/pdf' });
      expect(existsSync(path.join(dataDir, 'uploads', placed.documents[0]!.storedName))).toBe(true);
    } finally {
      await received.cleanup();
    }
  });

  it('refuses a file its rule does not take, naming the document', async () => {
    const form = formDataOf({}, { migrationDoc: { bytes: Buffer.from('just words, no document'), name: 'm.pdf' } });
    const received = await receive(dataDir, form, ['migrationDoc']);
    try {
      await expect(prepareDocuments(dataDir, received, [migration])).rejects.toMatchObject({
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
