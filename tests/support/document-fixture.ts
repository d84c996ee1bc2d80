// A row the document table does not have, with a kind of its own: the tests
// of "a new document type is one row and its words" add it to a copy of the
// table (decision 087).
import type { DocumentRow } from '../../domain/schemas/documents';

export const migrationRow: DocumentRow = {
  field: 'migrationDoc',
  kind: 'migration',
  rule: 'certificate',
  label: 'The migration certificate',
  required: 'Migration certificate is required.',
  requiredFor: ['advance-diploma'],
  takenBy: ['advance-diploma'],
  place: 'qualification',
  words: { label: 'application.migration', hint: 'application.documentTypes' },
  staffName: 'Migration certificate',
};
